import type { RJSFSchema } from '@rjsf/utils';

export type Defs = Record<string, RJSFSchema>;

/**
 * A schema with its $ref followed; the title and description written beside the $ref win over the
 * definition's, as they do in the form ("Town page" over "Town page text").
 */
export function resolve(schema: RJSFSchema, defs: Defs): RJSFSchema {
  if (typeof schema.$ref !== 'string') return schema;
  const target = defs[schema.$ref.replace('#/$defs/', '')];
  if (!target) return schema;
  const { $ref: _ref, ...beside } = schema;
  return { ...resolve(target, defs), ...beside };
}

/** The name of the definition a $ref points at ("#/$defs/slug" → "slug"), if any. */
export const refName = (schema: RJSFSchema) => (typeof schema.$ref === 'string' ? schema.$ref.replace('#/$defs/', '') : undefined);

/** The options of a choice (a page's sections are one of many section kinds), resolved. */
export function options(schema: RJSFSchema, defs: Defs): RJSFSchema[] {
  const choices = (schema.oneOf ?? schema.anyOf ?? []) as RJSFSchema[];
  return choices.map((choice) => resolve(choice, defs));
}

/** The option a value is: the one whose "type" constant it carries (how every section says its kind). */
export function optionFor(schema: RJSFSchema, defs: Defs, value: unknown): RJSFSchema | undefined {
  const type = value && typeof value === 'object' ? (value as Record<string, unknown>).type : undefined;
  return options(schema, defs).find((option) => (option.properties?.type as RJSFSchema | undefined)?.const === type);
}
