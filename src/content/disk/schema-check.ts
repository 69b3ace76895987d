import { SITE_SCHEMA_ID, createSiteAjv } from './site-ajv.ts';
import { schemaChecker, type SiteValidate } from '../validate/schema-facts.ts';

// Compiled once at module scope (Node: the validator, the build, the content API).
const ajv = createSiteAjv();
const validators = new Map<string, SiteValidate>();

/** Checks one file's data against its kind, collecting the references ("x-ref") it holds. */
export const checkAgainstSchema = schemaChecker((def) => {
  let validate = validators.get(def);
  if (!validate) {
    validate = ajv.getSchema(`${SITE_SCHEMA_ID}#/$defs/${def}`) as SiteValidate | undefined;
    if (!validate) throw new Error(`site.schema.json has no $defs/${def}`);
    validators.set(def, validate);
  }
  return validate;
});
