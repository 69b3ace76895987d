import type { RJSFValidationError } from '@rjsf/utils';
import type { Problem } from '../content-client';
import type { StudioWords } from '../studio-words';
import { fill } from '../studio-words';
import { placeName, placeOf, type Place } from './schema-places';
import { isSiteProblem, siteProblemMessage, type SiteWords } from './site-problems';

export type FieldWords = StudioWords['fieldWords'];

/** One problem at one field, in the studio's words. */
export interface FieldProblem {
  /** Where the field is in the file ("/community/news/1/date"). */
  pointer: string;
  /** The field's name as the form shows it: "Community news › Event 2 › Date". */
  field: string;
  message: string;
  /** The id of what the summary's link goes to, when it is not the field itself (a clash's choice). */
  target?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const lengthOf = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : 0);

/**
 * The message for one kind of problem (the schema keyword that failed), from the studio's words with
 * the limits read from the schema itself: never the checker's own English. `null` when the problem
 * is said elsewhere (a missing field is said at the field, not at the object that holds it).
 */
function message(rule: string, place: Place, words: FieldWords): string | null {
  const { node, value } = place;
  const count = lengthOf(value);
  switch (rule) {
    case 'required':
      return null;
    case 'minLength':
      return isEmpty(value) || (node?.minLength ?? 0) <= 1 ? words.required : fill(words.tooShort, { limit: String(node?.minLength) });
    case 'maxLength':
      return fill(words.tooLong, { limit: String(node?.maxLength), count: String(count) });
    case 'minItems':
      return fill(words.tooFew, { limit: String(node?.minItems), count: String(count), missing: String((node?.minItems ?? 0) - count) });
    case 'maxItems':
      return fill(words.tooMany, { limit: String(node?.maxItems), count: String(count), extra: String(count - (node?.maxItems ?? count)) });
    case 'enum':
    case 'const':
      return isEmpty(value) ? words.required : words.notAChoice;
    case 'pattern':
    case 'format':
      return isEmpty(value) ? words.required : fill(words.badShape, { help: node?.description ?? '' }).trim();
    case 'minimum':
    case 'exclusiveMinimum':
      return fill(words.tooSmall, { limit: String(node?.minimum ?? node?.exclusiveMinimum) });
    case 'maximum':
    case 'exclusiveMaximum':
      return fill(words.tooBig, { limit: String(node?.maximum ?? node?.exclusiveMaximum) });
    case 'uniqueItems':
      return words.twice;
    case 'type':
      return isEmpty(value) ? words.required : words.wrongKind;
    default:
      return words.notAccepted;
  }
}

const join = (pointer: string, key: string) => `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Says one schema problem of a file in the studio's words, at its field: a missing required field
 * becomes "This field is required." at each field left out (found from the schema's own "required"
 * and the value, not from the checker's message).
 */
export function fieldProblems(kind: string, pointer: string, rule: string, data: unknown, words: FieldWords): FieldProblem[] {
  const place = placeOf(kind, pointer, data, words.entry);
  if (rule === 'required') {
    const present = place.value && typeof place.value === 'object' ? (place.value as Record<string, unknown>) : {};
    return (place.node?.required ?? [])
      .filter((key) => isEmpty(present[key]))
      .map((key) => {
        const at = join(pointer, key);
        return { pointer: at, field: placeName(placeOf(kind, at, data, words.entry)), message: words.required };
      });
  }
  const said = message(rule, place, words);
  return said === null ? [] : [{ pointer, field: placeName(place), message: said }];
}

/**
 * rjsf's `transformErrors` for a file of this kind: every error the form's checker finds, said in
 * the studio's words. Each error carries its place and the form's values as `params.pointer` and
 * `params.formData` (see InterpretedValidator), as transformErrors is given no values of its own.
 */
export function plainErrorsFor(kind: string, words: FieldWords) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const seen = new Set<string>();
    return errors.flatMap((error) =>
      fieldProblems(kind, String(error.params?.pointer ?? ''), error.name ?? '', error.params?.formData, words)
        .filter((problem) => !seen.has(`${problem.pointer}|${problem.message}`) && seen.add(`${problem.pointer}|${problem.message}`))
        .map((problem) => ({
          ...error,
          message: problem.message,
          property: problem.pointer.replace(/\//g, '.') || '.',
          params: { ...error.params, pointer: problem.pointer, field: problem.field },
          stack: `${problem.field}: ${problem.message}`,
        })),
    );
  };
}

/**
 * The validator's problems (the checks in the browser and the content API's answer), each at its
 * field in the studio's words: a problem the schema finds goes through the same table as the form's
 * own check; a check across files (a link to a missing page, a town text like another's) through
 * its own table (site-problems.ts). Never the validator's sentence, which names files and places.
 */
export function validatorProblems(kind: string, problems: Problem[], data: unknown, words: FieldWords, siteWords: SiteWords): FieldProblem[] {
  const said = problems.flatMap((problem) =>
    problem.rule && !isSiteProblem(problem)
      ? fieldProblems(kind, problem.pointer, problem.rule, data, words)
      : [{ pointer: problem.pointer, field: placeName(placeOf(kind, problem.pointer, data, words.entry)), message: siteProblemMessage(problem, siteWords) }],
  );
  return said.filter((problem, index) => said.findIndex((other) => other.pointer === problem.pointer && other.message === problem.message) === index);
}
