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
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, discriminator: true, allowUnionTypes: true, passContext: true, code: { process: appendErrorsInPlace }, ...options });
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

/**
 * ajv gathers the errors of each schema it calls (a $ref) with
 * `vErrors = vErrors === null ? e : vErrors.concat(e)`, copying every error found so far at each
 * call: a list of 200,000 entries with one mistake each made about 2·10^10 copies (#26). Appending
 * in place keeps it to one step per error. Applied to the code ajv generates, before it is compiled
 * (the `code.process` option) or written out for the studio (standalone-validators.ts).
 */
export function appendErrorsInPlace(code: string): string {
  const rewritten = code.replace(/vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\);/g, 'if (vErrors === null) vErrors = $1.slice(); else for (const called of $1) vErrors.push(called);');
  // A newer ajv that gathers errors some other way would otherwise bring the quadratic copying back unseen.
  if (rewritten.includes('vErrors.concat(')) throw new Error('appendErrorsInPlace: ajv gathers errors in a way this rewrite does not know (vErrors.concat left); look at the code ajv generates and update the pattern.');
  return rewritten;
}
