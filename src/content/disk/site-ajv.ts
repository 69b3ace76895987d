import { _, Ajv, type KeywordCxt, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import schema from '../../../site.schema.json' with { type: 'json' };

/** The schema's key for its whole set of definitions, as ajv knows it ("site#/$defs/townFile"). */
export const SITE_SCHEMA_ID = 'site';

/**
 * The one ajv set-up of the site's schema: the validator compiles it at run time, and
 * `npm run gen:types` compiles the same into code for the studio (src/generated/site-validators.ts),
 * where the Content-Security-Policy forbids compiling. `passContext` lets the "x-ref" keyword record
 * each reference in the object the caller passes as `this`, rather than in a module-wide list.
 */
export function createSiteAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, discriminator: true, allowUnionTypes: true, passContext: true, ...options });
  (addFormatsModule as unknown as (a: Ajv) => void)(ajv);
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    errors: false,
    // Generated code rather than a function, so the compiled-to-code validators record references too.
    code(cxt: KeywordCxt) {
      const { gen, data, schema: kind, it } = cxt;
      gen.if(_`typeof ${data} == "string" && this && this.refs`, () => gen.code(_`this.refs.push({kind: ${kind}, value: ${data}, pointer: instancePath + ${it.errorPath}})`));
    },
  });
  ajv.addKeyword('x-files');
  ajv.addSchema(schema, SITE_SCHEMA_ID);
  return ajv;
}
