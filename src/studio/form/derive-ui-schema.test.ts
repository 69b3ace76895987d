import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import dashboard from '../../../site/pages/admin-dashboard.json';
import type { StudioWords } from '../studio-words';
import { countRule, isParagraph } from './derive-ui-schema';
import { makeIds, slugify } from './make-ids';
import { defs } from './schema-walk';
import { uiSchemaForKind } from './ui-schema-for-kind';
import type { Json } from '../../content/json-values';

// The real words and the real schema: what staff see is what is tested.
const studio = (dashboard.sections[0] as unknown as { studio: StudioWords }).studio;
const words = { ...studio.forms, entry: studio.fieldWords.entry };
const itemUi = (list: UiSchema, index: number) => (list.items as (data: unknown, index: number) => UiSchema)(undefined, index);

describe('the uiSchema of a town', () => {
  const ui = uiSchemaForKind('townFile', words);

  it('makes the local text paragraphs multi-line boxes, named by their place', () => {
    expect(itemUi(ui.intro as UiSchema, 0)).toMatchObject({ 'ui:widget': 'textarea', 'ui:title': 'Paragraph 1' });
    expect((ui.name as UiSchema | undefined)?.['ui:widget']).toBeUndefined();
  });

  it('says the count rule of the community lists and words their add buttons', () => {
    const news = (ui.community as UiSchema).news as UiSchema;
    expect(news['ui:description']).toBe('Events in or near the town. Exactly 2.');
    expect(news['ui:options']).toMatchObject({ addLabel: 'Add event' });
    expect(itemUi(news, 1)).toMatchObject({ 'ui:title': 'Event 2', id: { 'ui:widget': 'hidden' }, snippet: { 'ui:widget': 'textarea' } });
    expect((ui.nearbyServed as UiSchema)['ui:description']).toContain('At most 8.');
  });

  it('names each entry\'s remove and move buttons by the entry, in the content\'s words', () => {
    const news = (ui.community as UiSchema).news as UiSchema;
    expect(itemUi(news, 1)['ui:options']).toMatchObject({ removeLabel: 'Remove event 2', moveUpLabel: 'Move event 2 up', moveDownLabel: 'Move event 2 down' });
  });

  it('hides the schema link and the form\'s own submit button', () => {
    expect(ui.$schema).toEqual({ 'ui:widget': 'hidden' });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });
});

describe('the uiSchema of the settings', () => {
  it('puts the business facts first and every other part in a group named by its title, the set-up parts behind Advanced settings', () => {
    const ui = uiSchemaForKind('siteFile', words);
    const groups = (ui['ui:options'] as { groups: { label: string; parts: string[] }[] }).groups;
    expect(groups.map((group) => group.label)).toEqual(['Trust strip', 'Header', 'Footer', 'Unknown address page', 'Interface words', 'Old addresses', 'Advanced settings']);
    expect(groups.at(-1)!.parts).toEqual(['schemaVersion', 'integrations', 'theme', 'layout', 'scrollReveal', 'titleSuffix']);
    expect(ui['ui:ObjectFieldTemplate']).toBeTypeOf('function');
    expect((ui.business as UiSchema)['ui:options']).toEqual({ groups: [{ label: 'More business facts', parts: ['shortName', 'url', 'founded', 'priceRange', 'rating', 'paymentPortalUrl', 'serviceArea', 'map'] }] });
  });
});

describe('the uiSchema of a page', () => {
  it('gives each kind of block its own uiSchema: "items" of a contact block are contact details, of a feature grid items', () => {
    const ui = uiSchemaForKind('pageFile', words);
    const blocks = itemUi(ui.sections as UiSchema, 0).oneOf as UiSchema[];
    const byKind = (kind: string) => blocks[((defs.section!.oneOf ?? []) as RJSFSchema[]).findIndex((option) => option.$ref === `#/$defs/${kind}Section`)]!;
    expect(itemUi(byKind('contactBlock').items as UiSchema, 0)['ui:title']).toBe('Contact detail 1');
    expect(itemUi(byKind('featureGrid').items as UiSchema, 2)['ui:title']).toBe('Item 3');
  });

  it('words the add button of an object of named entries', () => {
    const ui = uiSchemaForKind('pageFile', words);
    expect((ui.pathMeta as UiSchema)['ui:options']).toMatchObject({ addLabel: 'Add search information for one address' });
    expect(((ui.pathMeta as UiSchema).additionalProperties as UiSchema)['ui:options']).toMatchObject({ removeLabel: 'Remove search information for one address' });
  });
});

describe('countRule', () => {
  it('says an exact count, a smallest, a largest, both, or nothing', () => {
    expect(countRule({ minItems: 2, maxItems: 2 }, words)).toBe('Exactly 2.');
    expect(countRule({ minItems: 1 }, words)).toBe('At least 1.');
    expect(countRule({ maxItems: 8 }, words)).toBe('At most 8.');
    expect(countRule({ minItems: 1, maxItems: 8 }, words)).toBe('At least 1. At most 8.');
    expect(countRule({}, words)).toBeUndefined();
  });
});

describe('isParagraph', () => {
  it('knows written text by its title, never a choice, a picked reference or a shaped token', () => {
    expect(isParagraph({ type: 'string', title: 'Answer' })).toBe(true);
    expect(isParagraph({ type: 'string', title: 'Heading' })).toBe(false);
    expect(isParagraph({ type: 'string', title: 'Words', description: 'What they said.' })).toBe(true);
    expect(isParagraph({ type: 'string', title: 'Description', enum: ['a'] })).toBe(false);
    expect(isParagraph({ type: 'string', title: 'Description', 'x-ref': 'page' } as RJSFSchema)).toBe(false);
  });
});

describe('makeIds', () => {
  const town = { $ref: '#/$defs/townFile' } as RJSFSchema;
  const news = (data: Json) => ((data as { community: { news: { id?: string }[] } }).community.news).map((n) => n.id);

  it('makes a new event\'s id from its title, unique in its list, and keeps saved ids', () => {
    const data = { community: { news: [{ id: 'kenly-news-1', title: 'Fall festival' }, { title: 'Fall festival' }, { title: 'Kenly News 1' }], quotes: [] } } as unknown as Json;
    expect(news(makeIds(town, defs, data, new Set(['kenly-news-1'])))).toEqual(['kenly-news-1', 'fall-festival', 'kenly-news-1-2']);
  });

  it('lets a new entry\'s id follow its title until the file is saved', () => {
    const first = makeIds(town, defs, { community: { news: [{ title: 'Fall' }], quotes: [] } } as unknown as Json, new Set());
    const renamed = { community: { news: [{ ...(first as { community: { news: object[] } }).community.news[0], title: 'Fall parade' }], quotes: [] } } as unknown as Json;
    expect(news(makeIds(town, defs, renamed, new Set()))).toEqual(['fall-parade']);
  });

  it('names an entry with no title yet by its kind', () => {
    expect(news(makeIds(town, defs, { community: { news: [{}], quotes: [] } } as unknown as Json, new Set()))).toEqual(['event']);
  });

  it('leaves data without made ids unchanged, the same object', () => {
    const data = { name: 'Kenly', intro: ['a'] } as unknown as Json;
    expect(makeIds(town, defs, data, new Set())).toBe(data);
  });

  it('writes slugs the schema accepts', () => {
    expect(slugify('Café  Night -- at the Park!')).toBe('cafe-night-at-the-park');
  });
});
