import type { ErrorObject } from 'ajv';
import { sectionTypes } from './schema-facts.ts';
import { closest, didYouMean } from './suggest.ts';

type SchemaNode = { title?: string; description?: string; enum?: unknown[]; const?: unknown; properties?: Record<string, SchemaNode> };

export interface Explained {
  /** Pointer of the value to blame (for a missing property, its parent object). */
  pointer: string;
  /** Property name to point at, when the problem is that key itself. */
  key?: string;
  message: string;
  hint?: string;
  /** "Did you mean …?" when the value looks like a typo of an allowed one. */
  suggestion?: string;
  /** The schema keyword that failed (see Problem.rule). */
  rule?: string;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `${typeof value === 'string' ? 'text' : typeof value} ${show(value)}`;
const about = (node?: SchemaNode) =>
  node?.title ? ` (${node.title}${node.description ? `: ${node.description.replace(/\.$/, '')}` : ''})` : '';
/** What to type for a missing property, shaped like its value. */
const stub = (node?: SchemaNode & { type?: unknown }) =>
  node?.type === 'string' ? '"…"' : node?.type === 'array' ? '[ … ]' : node?.type === 'object' ? '{ … }' : '…';

/** Turns one ajv error into words an editor can act on, using the schema's titles and descriptions. */
export function explainError(error: ErrorObject): Explained {
  const parent = error.parentSchema as SchemaNode | undefined;
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const node = parent?.properties?.[name];
      return { pointer, message: `missing "${name}"${about(node)}.`, hint: `Add "${name}": ${stub(node)} inside this { … }.` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {}).filter((k) => k !== '$schema');
      return {
        pointer,
        key: name,
        message: `unknown property "${name}".`,
        suggestion: didYouMean(name, allowed),
        hint: `Remove it or check its spelling; allowed here: ${allowed.map((k) => `"${k}"`).join(', ')}.`,
      };
    }
    case 'discriminator': {
      const allowed = sectionTypes();
      return params.error === 'mapping'
        ? { pointer: `${pointer}/type`, message: `unknown section type ${show(params.tagValue)}.`, suggestion: didYouMean(String(params.tagValue), allowed), hint: `Use one of: ${allowed.join(', ')}.` }
        : { pointer, message: 'this section has no "type".', hint: `Add "type" with one of: ${allowed.join(', ')}.` };
    }
    case 'type':
      return { pointer, message: `expected ${params.type === 'object' ? 'an object' : params.type === 'array' ? 'a list' : params.type}${about(parent)}, found ${kindOf(error.data)}.` };
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      return {
        pointer,
        message: `${show(error.data)} is not allowed${about(parent)}.`,
        suggestion: typeof error.data === 'string' ? didYouMean(error.data, allowed.filter((v): v is string => typeof v === 'string')) : undefined,
        hint: `Use one of: ${allowed.map(show).join(', ')}.`,
      };
    }
    case 'const':
      return { pointer, message: `${show(error.data)} is not allowed here.`, hint: `It must be ${show(params.allowedValue)}.` };
    case 'pattern':
    case 'format':
      return { pointer, message: `${show(error.data)} is not a valid ${parent?.title ?? 'value'}.`, hint: parent?.description };
    case 'minLength':
      return { pointer, message: `${parent?.title ?? 'this text'} is ${Number(params.limit) <= 1 ? 'empty' : `shorter than ${params.limit} characters`}.`, hint: parent?.description };
    case 'maxLength':
      return { pointer, message: `${parent?.title ?? 'this text'} is longer than ${params.limit} characters.`, hint: parent?.description };
    case 'minItems':
      return { pointer, message: `${parent?.title ?? 'this list'} needs at least ${params.limit} item(s), found ${(error.data as unknown[]).length}.`, hint: parent?.description };
    case 'maxItems':
      return { pointer, message: `${parent?.title ?? 'this list'} allows at most ${params.limit} item(s), found ${(error.data as unknown[]).length}.`, hint: parent?.description };
    case 'uniqueItems':
      return { pointer, message: `${parent?.title ?? 'this list'} has the same entry twice (items ${params.j} and ${params.i}).`, hint: 'Remove the repeated entry.' };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return { pointer, message: `${show(error.data)} is out of range for ${parent?.title ?? 'this number'}: it ${error.message}.`, hint: parent?.description };
    default:
      return { pointer, message: `${error.message ?? 'is not valid'}${about(parent)}.` };
  }
}

/**
 * Explains all of one file's errors. A misspelled required property shows up twice in ajv (the
 * unknown name and the missing one); keep only the unknown name, whose "did you mean" says both.
 */
export function explainErrors(errors: ErrorObject[]): Explained[] {
  const explained = errors.map((error) => ({ error, explained: { ...explainError(error), rule: error.keyword } }));
  const typos = new Map<string, string>(); // "pointer|missing name" → the misspelled key
  for (const { error, explained: e } of explained) {
    if (error.keyword !== 'additionalProperties' || !e.key) continue;
    const parent = error.parentSchema as SchemaNode & { required?: string[] };
    const match = closest(e.key, parent.required ?? []);
    const data = error.data as Record<string, unknown> | undefined;
    if (match && data && !(match in data)) typos.set(`${e.pointer}|${match}`, e.key);
  }
  // "pointer|misspelled key", looked up rather than searched for among the typos: a list of 100,000
  // entries with the same misspelling made that search take minutes (#26).
  const misspelled = new Set([...typos].map(([at, typo]) => `${at.slice(0, at.lastIndexOf('|'))}|${typo}`));
  return explained.flatMap(({ error, explained: e }) => {
    if (error.keyword === 'required' && typos.has(`${e.pointer}|${String((error.params as { missingProperty: string }).missingProperty)}`)) return [];
    if (error.keyword === 'additionalProperties' && e.suggestion && misspelled.has(`${e.pointer}|${e.key}`)) {
      return [{ ...e, suggestion: `${e.suggestion} It is required here, so rename "${e.key}".` }];
    }
    return [e];
  });
}
