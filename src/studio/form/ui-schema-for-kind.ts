import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { deriveFieldUi, type FormWords } from './derive-ui-schema';
import { GroupedFieldsTemplate, type FieldGroup } from './field-groups';
import { defs, resolve } from './schema-walk';

/** The facts an office manager changes most, first in the settings and always shown. */
export const everydayFacts = ['name', 'phone', 'email', 'address', 'hours'];

/**
 * The parts of the settings she changes now and then, each a group of its own named by its title in
 * the schema ("Trust strip", "Header" …), in this order. The rest (content version, outside
 * services, look, layout, scroll animation, title ending) is for whoever set the site up: behind
 * "Advanced settings".
 */
export const settingsGroups = ['trust', 'header', 'footer', 'notFound', 'ui', 'redirects'];

/** The settings file's uiSchema: the business's everyday facts first, every other part in a named group. */
function groupSettings(ui: UiSchema, words: FormWords): UiSchema {
  const site = resolve({ $ref: '#/$defs/siteFile' }, defs).properties as Record<string, RJSFSchema>;
  const titled = (name: string) => String(resolve(site[name]!, defs).title ?? name);
  const partsOf = (schema: RJSFSchema) => Object.keys(resolve(schema, defs).properties ?? {});
  const advanced = partsOf({ $ref: '#/$defs/siteFile' }).filter((name) => !['$schema', 'business', ...settingsGroups].includes(name));
  const groups: FieldGroup[] = [...settingsGroups.map((name) => ({ label: titled(name), parts: [name] })), { label: words.advancedSettings, parts: advanced }];
  const business = partsOf(site.business!).filter((name) => !everydayFacts.includes(name));
  const grouped: UiSchema = {
    ...ui,
    'ui:ObjectFieldTemplate': GroupedFieldsTemplate,
    'ui:options': { ...(ui['ui:options'] as object), groups },
    business: { ...(ui.business as UiSchema), 'ui:ObjectFieldTemplate': GroupedFieldsTemplate, 'ui:options': { groups: [{ label: words.moreBusinessFacts, parts: business }] } },
  };
  // A group of one part is named by the part's title: its heading again inside would say it twice.
  for (const name of settingsGroups) grouped[name] = { ...(ui[name] as UiSchema | undefined), 'ui:title': '' };
  return grouped;
}

/** The uiSchema of one kind of file, derived from its schema (see deriveFieldUi). */
export function uiSchemaForKind(kind: string, words: FormWords): UiSchema {
  const root: RJSFSchema = { $ref: `#/$defs/${kind}` };
  const derived = deriveFieldUi(root, defs, words);
  const ui: UiSchema = {
    ...derived,
    // "$schema" only tells editors where the schema is: not a field for staff.
    $schema: { 'ui:widget': 'hidden' },
    'ui:submitButtonOptions': { norender: true },
  };
  return kind === 'siteFile' ? groupSettings(ui, words) : ui;
}
