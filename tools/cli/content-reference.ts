/** Builds docs/content-reference.md from site.schema.json: every file, section type and field, in plain words. */

export type SchemaNode = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: SchemaNode;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  oneOf?: SchemaNode[];
  'x-ref'?: string;
};
export type Schema = { title?: string; description?: string; 'x-files': Record<string, string>; $defs: Record<string, SchemaNode> };

const defName = (ref: string) => ref.replace('#/$defs/', '');
const anchor = (def: string) => `def-${def.toLowerCase()}`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an "x-ref" value must name, for the reference's "Kind" column. */
function refersTo(kind: string): string {
  if (kind === 'link') return 'checked: a page of this site must exist at an internal address';
  if (kind === 'image' || kind === 'media') return 'checked: the file must exist under public/';
  if (kind === 'town') return 'a town: the name of a file in site/towns/, without .json';
  if (kind === 'form') return 'a form: the name of a file in site/forms/, without .json';
  return `an id from site/collections/${kind}.json`;
}

export class ReferenceWriter {
  private readonly sections: string[];
  constructor(private readonly schema: Schema) {
    const oneOf = schema.$defs.section?.oneOf ?? [];
    this.sections = oneOf.map((s) => defName(s.$ref ?? '')).filter((d) => schema.$defs[d]);
  }

  private def(name: string): SchemaNode {
    return this.schema.$defs[name] ?? {};
  }

  /** An id of a collection entry, town or form: the "Kind" column says it all, so it gets no section of its own. */
  private isIdRef(name: string): boolean {
    const kind = this.def(name)['x-ref'];
    return kind !== undefined && !['link', 'image', 'media'].includes(kind);
  }

  /** Limits and choices of a value, in words. */
  private kind(node: SchemaNode): string {
    if (node.$ref) {
      const name = defName(node.$ref);
      if (name === 'section') return '[a section](#section-types)';
      const target = this.def(name);
      if (this.isIdRef(name)) return refersTo(target['x-ref']!);
      const extra = target['x-ref'] ? `; ${refersTo(target['x-ref'])}` : '';
      return `[${target.title ?? name}](#${anchor(name)})${extra}`;
    }
    if (node.const !== undefined) return `always ${code(node.const)}`;
    if (node.enum) return node.enum.length === 1 ? `always ${code(node.enum[0])}` : `one of ${node.enum.map(code).join(', ')}`;
    const parts: string[] = [];
    const type = Array.isArray(node.type) ? node.type.join(' or ') : node.type;
    if (type === 'string') {
      parts.push(node.format === 'date' ? 'a date (YYYY-MM-DD)' : node.format ? `text (${node.format})` : 'text');
      if ((node.minLength ?? 0) > 1) parts.push(`at least ${node.minLength} characters`);
      if (node.maxLength !== undefined) parts.push(`at most ${node.maxLength} characters`);
    } else if (type === 'integer' || type === 'number') {
      parts.push(type === 'integer' ? 'whole number' : 'number');
      if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`${node.minimum} to ${node.maximum}`);
      else if (node.minimum !== undefined) parts.push(`${node.minimum} or more`);
      else if (node.maximum !== undefined) parts.push(`${node.maximum} or less`);
    } else if (type === 'boolean') {
      parts.push('`true` or `false`');
    } else if (type === 'array') {
      const { minItems: min, maxItems: max } = node;
      const count = min !== undefined && min === max ? `exactly ${min}` : min && max ? `${min} to ${max}` : min ? `at least ${min}` : max !== undefined ? `up to ${max}` : 'any number of';
      parts.push(`list of ${count} ${/\b1$/.test(count) ? 'item' : 'items'}${node.items ? `, each: ${this.kind(node.items)}` : ''}`);
      if (node.uniqueItems) parts.push('no repeats');
    } else if (type === 'object' || node.properties) {
      parts.push(node.properties ? 'a group of the fields below' : 'a group of named values');
    }
    if (node['x-ref']) parts.push(refersTo(node['x-ref']));
    return parts.join(', ') || 'any value';
  }

  /** One table row per field, nested groups flattened as "landing.title" and lists as "news[].title". */
  private rows(node: SchemaNode, prefix = ''): string[] {
    const out: string[] = [];
    const required = new Set(node.required ?? []);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (key === '$schema') continue;
      const path = `${prefix}${key}`;
      const about = `**${cell(child.title ?? key)}.** ${cell(child.description ?? '')}`;
      out.push(`| \`${path}\` | ${required.has(key) ? 'yes' : 'no'} | ${cell(this.kind(child))} | ${about} |`);
      if (!child.$ref && child.properties) out.push(...this.rows(child, `${path}.`));
      if (!child.$ref && child.items && !child.items.$ref && child.items.properties) out.push(...this.rows(child.items, `${path}[].`));
      const map = child.additionalProperties;
      if (!child.$ref && typeof map === 'object') {
        out.push(`| \`${path}.<name>\` | no | ${cell(this.kind(map))} | **${cell(map.title ?? 'Value')}.** ${cell(map.description ?? '')} |`);
      }
    }
    return out;
  }

  private table(node: SchemaNode): string[] {
    const rows = this.rows(node);
    if (rows.length === 0) return [`Kind: ${this.kind(node)}.`];
    return ['| Field | Required | Kind | What it holds |', '|---|---|---|---|', ...rows];
  }

  /** Defs reachable from the files and sections that are not files or sections themselves: the shared shapes. */
  private sharedDefs(): string[] {
    const files = new Set(Object.keys(this.schema['x-files']));
    const seen = new Set<string>();
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const ref = (node as SchemaNode).$ref;
      if (ref && !seen.has(defName(ref))) {
        seen.add(defName(ref));
        visit(this.def(defName(ref)));
      }
      Object.values(node).forEach(visit);
    };
    [...files, ...this.sections].forEach((d) => visit(this.def(d)));
    return Object.keys(this.schema.$defs).filter((d) => seen.has(d) && !files.has(d) && !this.sections.includes(d) && d !== 'section' && !this.isIdRef(d));
  }

  render(): string {
    const files = Object.entries(this.schema['x-files']);
    const shared = this.sharedDefs();
    const lines = [
      '# Content reference',
      '',
      '<!-- Generated from site.schema.json by `npm run gen:docs`. Do not edit by hand: a test fails when it is out of date. -->',
      '',
      'Every file in `site/`, every kind of page section and every field they may hold, built from the',
      'titles and descriptions in `site.schema.json` (the same words your editor shows when you hover a',
      'field, and the validator uses in its messages). For how to make everyday changes, read',
      '[editing-content.md](editing-content.md) first.',
      '',
      '"Required: yes" means the file is not valid without the field (for a field inside an optional group:',
      'whenever the group is there). In field names, `a.b` is field `b` inside group `a`, and `a[].b` is',
      'field `b` of each item in list `a`. Text may name a business fact such as `{business.phone}`; see',
      'editing-content.md for the list.',
      '',
      '## Contents',
      '',
      `- [Files](#files): ${files.map(([def, glob]) => `[\`site/${glob}\`](#${anchor(def)})`).join(', ')}`,
      `- [Section types](#section-types) (${plural(this.sections.length, 'type')}): ${this.sections.map((d) => `[\`${String(this.def(d).properties?.type?.const)}\`](#${anchor(d)})`).join(', ')}`,
      `- [Shared shapes](#shared-shapes): ${shared.map((d) => `[${this.def(d).title ?? d}](#${anchor(d)})`).join(', ')}`,
      '',
      '## Files',
      '',
    ];
    for (const [def, glob] of files) {
      const node = this.def(def);
      lines.push(`<a id="${anchor(def)}"></a>`, '', `### ${node.title ?? def}: \`site/${glob}\``, '', node.description ?? '', '', ...this.table(node), '');
    }
    lines.push('## Section types', '', 'A page\'s `"sections"` list holds these blocks, top to bottom. Each one starts with `"type"`, which decides the other fields it takes.', '');
    for (const def of this.sections) {
      const node = this.def(def);
      lines.push(`<a id="${anchor(def)}"></a>`, '', `### \`${String(node.properties?.type?.const)}\`: ${node.title ?? def}`, '', node.description ?? '', '', ...this.table(node), '');
    }
    lines.push('## Shared shapes', '', 'Shapes used in many places; the tables above link here.', '');
    for (const def of shared) {
      const node = this.def(def);
      lines.push(`<a id="${anchor(def)}"></a>`, '', `### ${node.title ?? def}`, '', node.description ?? '', '', ...this.table(node), '');
    }
    return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
  }
}

export const renderContentReference = (schema: Schema) => new ReferenceWriter(schema).render();
