import type { RJSFSchema } from '@rjsf/utils';
import siteSchema from '../../../site.schema.json';

export type Defs = Record<string, RJSFSchema>;

/** The definitions of site.schema.json, read once. */
export const defs = (siteSchema as unknown as { $defs: Defs }).$defs;

/**
 * The one walk of site.schema.json in the studio: the forms' uiSchema, the made ids, the search and
 * the names of problems' places (plain-words/schema-places.ts) all follow references and choices here.
 */

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

/**
 * The option a value is: the one whose tag constant it carries, the tag named by the choice's
 * discriminator, "type" by default (how every section says its kind).
 */
export function optionFor(schema: RJSFSchema, defs: Defs, value: unknown): RJSFSchema | undefined {
  const tag = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName ?? 'type';
  const tagValue = value && typeof value === 'object' ? (value as Record<string, unknown>)[tag] : undefined;
  return options(schema, defs).find((option) => (option.properties?.[tag] as RJSFSchema | undefined)?.const === tagValue);
}
