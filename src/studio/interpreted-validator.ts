import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { problemsAsErrorSchema } from './schema-for-kind';

/**
 * The form's schema checker, without compiling code. ajv (rjsf's own validator) builds functions
 * with `new Function`, which the site's Content-Security-Policy forbids on every page, the staff
 * dashboard included; this one interprets the schema (@cfworker/json-schema). The form uses it to
 * tell which branch of a choice (a section's "type") the data is, and for the quick checks as the
 * staff member types; the content API runs the full validator, with its plain-English messages,
 * before anything is saved.
 */
export class InterpretedValidator implements ValidatorType {
  // Every definition, indexed once: each sub-schema the form asks about ($defs entries, a section's
  // branch) is looked up in it instead of being indexed again.
  private readonly lookup: Record<string, Schema | boolean>;

  constructor(rootSchema: RJSFSchema) {
    this.lookup = dereference(rootSchema as Schema);
  }

  private check(schema: RJSFSchema, formData: unknown, shortCircuit: boolean) {
    return validate(formData, schema as Schema, '2020-12', this.lookup, shortCircuit);
  }

  isValid(schema: RJSFSchema, formData: unknown): boolean {
    return this.check(schema, formData, true).valid;
  }

  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: unknown): { errors?: Result[] } {
    const result = this.check(schema, formData, false);
    return result.valid ? {} : { errors: leafErrors(result.errors) as Result[] };
  }

  /**
   * The form's check. `transformErrors` (rjsf's hook; the studio's says every problem in its own
   * words, src/studio/plain-words/) gets each error with its place and the form's values in
   * `params`, and what it returns is what the fields show.
   */
  validateFormData(formData: unknown, schema: RJSFSchema, _custom?: unknown, transformErrors?: ErrorTransformer): ValidationData<unknown> {
    const raw = this.rawValidation<OutputUnit>(schema, formData).errors ?? [];
    const found: RJSFValidationError[] = raw.map((error) => {
      const pointer = error.instanceLocation.replace(/^#/, '');
      return { name: error.keyword, property: pointer.replace(/\//g, '.') || '.', message: error.error, params: { pointer, formData }, schemaPath: error.keywordLocation, stack: `${pointer || '/'} ${error.error}` };
    });
    const errors = transformErrors ? transformErrors(found) : found;
    const errorSchema = problemsAsErrorSchema(errors.map((error) => ({ pointer: String(error.params?.pointer ?? ''), message: error.message ?? '' }))) as ErrorSchema;
    return { errors, errorSchema };
  }
}

/**
 * The errors worth showing: the interpreter also reports each enclosing "a property had errors", so
 * only those with no deeper error under them are kept.
 */
function leafErrors(errors: OutputUnit[]): OutputUnit[] {
  return errors.filter((error) => !errors.some((other) => other !== error && other.instanceLocation.startsWith(`${error.instanceLocation}/`)) && !/^(properties|items|allOf|\$ref|anyOf|oneOf)$/.test(error.keyword));
}
