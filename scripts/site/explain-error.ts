import type { ErrorObject } from 'ajv';
import { sectionTypes } from './schema-check.ts';

type SchemaNode = { title?: string; description?: string; enum?: unknown[]; const?: unknown; properties?: Record<string, SchemaNode> };

export interface Explained {
  /** Pointer of the value to blame (for a missing property, its parent object). */
  pointer: string;
  /** Property name to point at, when the problem is that key itself. */
  key?: string;
  message: string;
  hint?: string;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `${typeof value === 'string' ? 'text' : typeof value} ${show(value)}`;
const about = (node?: SchemaNode) =>
  node?.title ? ` (${node.title}${node.description ? `: ${node.description}` : ''})` : '';

/** Turns one ajv error into words an editor can act on, using the schema's titles and descriptions. */
export function explainError(error: ErrorObject): Explained {
  const parent = error.parentSchema as SchemaNode | undefined;
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const node = parent?.properties?.[name];
      return { pointer, message: `missing "${name}"${about(node)}.`, hint: `Add "${name}": … here.` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {}).filter((k) => k !== '$schema');
      return {
        pointer,
        key: name,
        message: `unknown property "${name}".`,
        hint: `Remove it or check its spelling; allowed here: ${allowed.map((k) => `"${k}"`).join(', ')}.`,
      };
    }
    case 'discriminator': {
      const allowed = sectionTypes();
      return params.error === 'mapping'
        ? { pointer: `${pointer}/type`, message: `unknown section type ${show(params.tagValue)}.`, hint: `Use one of: ${allowed.join(', ')}.` }
        : { pointer, message: 'this section has no "type".', hint: `Add "type" with one of: ${allowed.join(', ')}.` };
    }
    case 'type':
      return { pointer, message: `expected ${params.type === 'object' ? 'an object' : params.type === 'array' ? 'a list' : params.type}${about(parent)}, found ${kindOf(error.data)}.` };
    case 'enum':
      return { pointer, message: `${show(error.data)} is not allowed${about(parent)}.`, hint: `Use one of: ${(params.allowedValues as unknown[]).map(show).join(', ')}.` };
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
