import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { deriveFieldUi, type FormWords } from './derive-ui-schema';
import { SettingsTemplate } from './form-parts';
import { defs } from './schema-walk';


/**
 * What an office manager changes in the settings file, in the order she looks for it: the business
 * facts (name, phone, e-mail, address, hours, rating), the trust strip, and the footer with the
 * social links. Everything else is for whoever set the site up.
 */
export const everydaySettings = ['business', 'trust', 'footer', 'header'];

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
  if (kind === 'siteFile') {
    ui['ui:ObjectFieldTemplate'] = SettingsTemplate;
    ui['ui:options'] = { ...(derived['ui:options'] as object), everyday: everydaySettings, advancedLabel: words.advancedSettings };
  }
  return ui;
}
