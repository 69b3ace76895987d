import type { RJSFSchema } from '@rjsf/utils';
import type { ErrorSchema, Experimental_DefaultFormStateBehavior } from '@rjsf/utils';
import siteSchema from '../../site.schema.json';

/**
 * The form for one kind of file is generated from that kind's part of site.schema.json, the same
 * schema the validator and the build read: titles become labels, descriptions help, enums choices.
 */
export function schemaForKind(kind: string): RJSFSchema {
  const { $defs } = siteSchema as unknown as { $defs: Record<string, RJSFSchema> };
  if (!$defs[kind]) throw new Error(`site.schema.json has no "${kind}"`);
  return { $ref: `#/$defs/${kind}`, $defs } as RJSFSchema;
}

/** Opening a file must not change it: no empty objects or list items for what the file leaves out. */
export const defaultsBehavior: Experimental_DefaultFormStateBehavior = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'requiredOnly' } };


const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The validator's problems for this file, placed on their fields (rjsf's ErrorSchema mirrors the
 * data's shape): "/landing/heading" → { landing: { heading: { __errors: [...] } } }. A problem about
 * the whole file lands at the top of the form.
 */
export function problemsAsErrorSchema(problems: { pointer: string; message: string; hint?: string }[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const part of problem.pointer.split('/').slice(1).map(unescape)) node = (node[part] ??= {}) as Record<string, unknown>;
    const errors = ((node.__errors as string[] | undefined) ??= []);
    errors.push(problem.hint ? `${problem.message} ${problem.hint}` : problem.message);
    node.__errors = errors;
  }
  return root as ErrorSchema;
}
