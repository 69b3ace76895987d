import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import schema from '../../site.schema.json' with { type: 'json' };

/** A value the schema marks with "x-ref": a link, image, town or collection entry to check after ajv. */
export interface Reference {
  kind: string;
  value: string;
  pointer: string;
}

let collected: Reference[] = [];

// Compiled once at module scope; "x-ref" records references while ajv walks a file.
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, discriminator: true, allowUnionTypes: true });
(addFormatsModule as unknown as (a: Ajv) => void)(ajv);
ajv.addKeyword({
  keyword: 'x-ref',
  schemaType: 'string',
  errors: false,
  validate(kind: string, data: unknown, _parent: unknown, ctx?: { instancePath: string }) {
    if (typeof data === 'string') collected.push({ kind, value: data, pointer: ctx?.instancePath ?? '' });
    return true;
  },
});
ajv.addKeyword('x-files');
ajv.addSchema(schema, 'site');

const validators = new Map<string, ValidateFunction>();
function validatorFor(def: string): ValidateFunction {
  let validate = validators.get(def);
  if (!validate) {
    validate = ajv.getSchema(`site#/$defs/${def}`);
    if (!validate) throw new Error(`site.schema.json has no $defs/${def}`);
    validators.set(def, validate);
  }
  return validate;
}

export interface SchemaResult {
  errors: ErrorObject[];
  references: Reference[];
}

export function checkAgainstSchema(def: string, data: unknown): SchemaResult {
  collected = [];
  const validate = validatorFor(def);
  const ok = validate(data);
  const references = collected;
  collected = [];
  return { errors: ok ? [] : [...(validate.errors ?? [])], references };
}

/** Section types the schema knows, for messages about an unknown one. */
export function sectionTypes(): string[] {
  const defs = schema.$defs as Record<string, { properties?: { type?: { const?: string } } }>;
  return Object.values(defs)
    .map((def) => def.properties?.type?.const)
    .filter((type): type is string => typeof type === 'string');
}
