import type { ErrorObject } from 'ajv';
import schema from '../../../site.schema.json' with { type: 'json' };

// Browser-safe: types and facts about the schema, with no ajv compiler in it (the studio bundles this).

/** A value the schema marks with "x-ref": a link, image, town or collection entry to check after ajv. */
export interface Reference {
  kind: string;
  value: string;
  pointer: string;
}

export interface SchemaResult {
  errors: ErrorObject[];
  references: Reference[];
}

/** Checks one file's data against a $defs entry ("townFile"), with the references it holds. */
export type SchemaChecker = (def: string, data: unknown) => SchemaResult;

/** A validator as ajv makes it (compiled at run time, or to code), called with `this.refs` to fill. */
export type SiteValidate = ((this: { refs: Reference[] }, data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** A checker over validators found by definition name. */
export function schemaChecker(validatorFor: (def: string) => SiteValidate): SchemaChecker {
  return (def, data) => {
    const validate = validatorFor(def);
    const context = { refs: [] as Reference[] };
    const ok = validate.call(context, data);
    return { errors: ok ? [] : [...(validate.errors ?? [])], references: context.refs };
  };
}

/** Section types the schema knows, for messages about an unknown one. */
export function sectionTypes(): string[] {
  const defs = schema.$defs as Record<string, { properties?: { type?: { const?: string } } }>;
  return Object.values(defs)
    .map((def) => def.properties?.type?.const)
    .filter((type): type is string => typeof type === 'string');
}
