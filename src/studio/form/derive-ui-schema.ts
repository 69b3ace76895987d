import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fill, type StudioWords } from '../studio-words';
import { hasMadeId } from './make-ids';
import { options, resolve, type Defs } from './schema-walk';

/** The forms' own words, and how an entry of a list is named ("Event 2"), shared with the problems' names. */
export type FormWords = StudioWords['forms'] & Pick<StudioWords['fieldWords'], 'entry'>;

/** "Event 2" → "event 2", for the middle of a sentence ("Remove event 2"). */
const inSentence = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

/**
 * A field holds a paragraph when its title or description says it is written text. The titles and
 * descriptions are already the schema's plain words for what a field holds ("Paragraph", "Answer",
 * "One or two sentences."); a keyword of our own would have to be taught to the validator in the
 * build, the content API and the browser alike, and the schema sets no maxLength to go by.
 * Headings, names and link words stay one line.
 */
const paragraphTitle = /paragraph|answer|quote|snippet|summary|story|reply|feedback|message|description|^text$|^intro|tagline|note/i;
const paragraphDescription = /sentences?\b|paragraph|what (she|he|they) said/i;

export const isParagraph = (field: RJSFSchema) =>
  field.type === 'string' &&
  !field.enum &&
  !field.format &&
  !field.pattern &&
  !('x-ref' in field) &&
  (paragraphTitle.test(String(field.title ?? '')) || paragraphDescription.test(String(field.description ?? '')));

/** The count rule of a list in words, said before she adds or removes one too many. */
export function countRule(list: RJSFSchema, words: FormWords): string | undefined {
  const { minItems: min, maxItems: max } = list;
  if (min !== undefined && min === max) return fill(words.countExactly, { value: String(min) });
  const rules = [
    min !== undefined && min > 0 ? fill(words.countAtLeast, { value: String(min) }) : undefined,
    max !== undefined ? fill(words.countAtMost, { value: String(max) }) : undefined,
  ].filter(Boolean);
  return rules.length ? rules.join(' ') : undefined;
}

/**
 * The uiSchema of one field, from its schema: paragraphs in boxes that grow, made ids hidden, list
 * entries named "Event 2", add buttons with words and count rules said under the list's title.
 * `seen` stops at a definition already being walked (sections hold sections).
 */
export function deriveFieldUi(field: RJSFSchema, defs: Defs, words: FormWords, seen: string[] = []): UiSchema {
  const ref = typeof field.$ref === 'string' ? field.$ref : undefined;
  if (ref && seen.includes(ref)) return {};
  const walked = ref ? [...seen, ref] : seen;
  const here = resolve(field, defs);
  if (isParagraph(here)) return { 'ui:widget': 'textarea' };
  if (here.type === 'array' && here.items && typeof here.items === 'object' && !Array.isArray(here.items)) {
    const items = here.items as RJSFSchema;
    const item = resolve(items, defs);
    const itemTitle = String(item.title ?? here.title ?? '');
    const itemUi = deriveFieldUi(items, defs, words, walked);
    const rule = countRule(here, words);
    return {
      ...(rule ? { 'ui:description': here.description ? `${here.description} ${rule}` : rule } : {}),
      'ui:options': { addLabel: fill(words.addItem, { item: itemTitle.toLowerCase() }) },
      // A function: rjsf asks it for each entry, so the entry and its buttons are named by its place in the list.
      items: (_data: unknown, index: number) => {
        const title = fill(words.entry, { item: itemTitle, n: String(index + 1) });
        const named = { removeLabel: fill(words.removeItem, { item: inSentence(title) }), moveUpLabel: fill(words.moveItemUp, { item: inSentence(title) }), moveDownLabel: fill(words.moveItemDown, { item: inSentence(title) }) };
        return { ...itemUi, 'ui:title': title, 'ui:options': { ...(itemUi['ui:options'] as object), ...named } };
      },
    };
  }
  const ui: UiSchema = {};
  if (here.properties) {
    for (const [key, child] of Object.entries(here.properties as Record<string, RJSFSchema>)) {
      const childUi = deriveFieldUi(child, defs, words, walked);
      if (Object.keys(childUi).length) ui[key] = childUi;
    }
    if (hasMadeId(here, defs)) ui.id = { 'ui:widget': 'hidden' };
  }
  // An object of named entries ("Search information per address") adds one with words too.
  const extra = here.additionalProperties;
  if (extra && typeof extra === 'object') {
    const entry = inSentence(String(resolve(extra as RJSFSchema, defs).title ?? here.title ?? ''));
    ui['ui:options'] = { addLabel: fill(words.addItem, { item: entry }) };
    // rjsf gives each named entry this uiSchema: its remove button says what it removes.
    ui.additionalProperties = { ...deriveFieldUi(extra as RJSFSchema, defs, words, walked), 'ui:options': { removeLabel: fill(words.removeItem, { item: entry }) } };
  }
  // Each option of a choice its own uiSchema, in the schema's order, as rjsf picks them: two kinds of
  // block may both hold "items", each titled by its own entries.
  const choices = options(here, defs);
  if (choices.length) ui[here.oneOf ? 'oneOf' : 'anyOf'] = choices.map((option) => deriveFieldUi(option, defs, words, walked));
  return ui;
}
