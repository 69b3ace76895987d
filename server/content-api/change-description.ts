import schema from '../../site.schema.json' with { type: 'json' };
import { fileKind } from '../../src/content/validate/file-kinds.ts';
import { isObject, pointerStep, sameJson, type Json } from '../../src/content/json-values.ts';
import { fileKinds } from './content-paths.ts';
import type { Staff } from './staff-check.ts';
import { oneLine } from './change-summary.ts';

/** One file of a change as a reviewer should read it: the text before (absent for a new file) and after (absent when removed). */
export type FileBeforeAfter = { path: string; action: 'create' | 'update' | 'delete'; before?: string; after?: string };

/** What the pull request carries for the studio to read back (GET /changes), hidden in an HTML comment. */
export type ChangeMeta = { summary: string; author: string; authorId: number | string | null };

/**
 * Read only as the body's last line, where pullRequestBody writes it: a comment anywhere above (in
 * a summary, or added by hand) is not the API's (issue #26: a summary once forged the author).
 */
const META = /\n<!-- content-studio (\{[^\n]*\}) -->\s*$/;
/** More changed fields than this are counted, not listed: a reviewer reads the diff for those. */
const MAX_FIELDS = 6;

type Node = { title?: string; $ref?: string; properties?: Record<string, Node>; items?: Node; oneOf?: Node[]; anyOf?: Node[] };
const defs = schema.$defs as unknown as Record<string, Node>;

/** The branch of a change: the prefix, the day and the summary's words, e.g. content/2026-11-23-added-town-kinston. */
export function branchName(prefix: string, summary: string, date: Date): string {
  const slug = summary
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `${prefix}${date.toISOString().slice(0, 10)}-${slug || 'change'}`;
}

/** "Added town: Kinston (`site/towns/kinston.json`)", "Changed site settings: Business facts › Phone (`site/site.json`)". */
export function describeFile(file: FileBeforeAfter): string {
  const kind = fileKind(file.path) ?? '';
  const kindTitle = (fileKinds.find((k) => k.kind === kind)?.title ?? 'file').toLowerCase();
  const before = parse(file.before);
  const after = parse(file.after);
  const data = after ?? before;
  const name = isObject(data) && typeof data.name === 'string' ? `: ${data.name}` : '';
  const where = `(\`site/${file.path}\`)`;
  if (file.action === 'create') return `Added ${kindTitle}${name} ${where}`;
  if (file.action === 'delete') return `Removed ${kindTitle}${name} ${where}`;
  const fields = changedPointers(before, after, '').map((pointer) => fieldLabel(kind, pointer));
  const listed = fields.length > MAX_FIELDS ? [...fields.slice(0, MAX_FIELDS), `and ${fields.length - MAX_FIELDS} more`] : fields;
  return `Changed ${kindTitle}${name}${listed.length ? ` — ${listed.join('; ')}` : ''} ${where}`;
}

/** The pull request's body: the staff member's own summary, who sent it, and each file in plain words. */
export function pullRequestBody(summary: string, staff: Staff, files: FileBeforeAfter[], at: Date): string {
  const day = at.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const meta: ChangeMeta = { summary, author: staff.user, authorId: staff.id };
  // "<" and ">" escaped inside the JSON, so no summary can close the comment early.
  const hidden = JSON.stringify(meta).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return [
    // Markup in the summary is shown as typed: "<!--" in it can neither hide text nor start a comment.
    `**${escapeHtml(oneLine(summary))}**`,
    '',
    `Submitted by **${staff.user}** in the content studio on ${day}. The content API checked the whole site with this change before sending it.`,
    '',
    'What changed:',
    ...files.map((file) => `- ${describeFile(file)}`),
    '',
    'Merging this pull request (or "Publish" in the studio) puts the change on the live site; closing it drops the change.',
    '',
    `<!-- content-studio ${hidden} -->`,
  ].join('\n');
}

export function commitMessage(summary: string, staff: Staff, files: FileBeforeAfter[]): string {
  return [oneLine(summary), '', `Submitted by ${staff.user} in the content studio.`, '', ...files.map((file) => `- ${describeFile(file)}`)].join('\n');
}

/** The summary and author a pull request's body carries, if the studio opened it. */
export function readChangeMeta(body: string | null | undefined): ChangeMeta | undefined {
  const found = META.exec(body ?? '')?.[1];
  if (!found) return undefined;
  try {
    const meta = JSON.parse(found) as Partial<ChangeMeta>;
    return typeof meta.summary === 'string' && typeof meta.author === 'string' ? { summary: meta.summary, author: meta.author, authorId: meta.authorId ?? null } : undefined;
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function parse(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/** The deepest places where two values differ; a list that grew or shrank counts as one place. */
function changedPointers(a: Json | undefined, b: Json | undefined, at: string): string[] {
  if (sameJson(a, b)) return [];
  if (isObject(a) && isObject(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => changedPointers(a[key], b[key], at + pointerStep(key)));
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((item, i) => changedPointers(item, b[i], at + pointerStep(i)));
  return [at];
}

/** A place named by the schema's titles, "Business facts › Phone"; a step without a title keeps its key. */
function fieldLabel(kind: string, pointer: string): string {
  let node: Node | undefined = deref(defs[kind]);
  const labels: string[] = [];
  for (const raw of pointer.split('/').slice(1)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const index = /^\d+$/.test(step) ? Number(step) : undefined;
    node = deref(index !== undefined ? node?.items : (node?.properties?.[step] ?? [...(node?.oneOf ?? []), ...(node?.anyOf ?? [])].map(deref).find((branch) => branch?.properties?.[step])?.properties?.[step]));
    const title = node?.title ?? (index !== undefined ? 'item' : step);
    labels.push(index !== undefined ? `${title} ${index + 1}` : title);
  }
  return labels.join(' › ') || 'the whole file';
}

// A property's own title wins over the title of the definition it refers to.
function deref(node: Node | undefined): Node | undefined {
  if (!node?.$ref) return node;
  const target = deref(defs[node.$ref.replace('#/$defs/', '')]);
  return { ...target, ...node, $ref: undefined, title: node.title ?? target?.title };
}
