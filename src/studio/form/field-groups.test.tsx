import { renderToString } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import Form from '@rjsf/mui';
import dashboard from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import site from '../../../site/site.json' with { type: 'json' };
import { InterpretedValidator } from '../interpreted-validator';
import { defaultsBehavior, schemaForKind } from '../schema-for-kind';
import type { StudioWords } from '../studio-words';
import { useShapedForm } from './use-shaped-form';

// The settings form as the studio draws it (the real schema, words and site.json), read as HTML: a
// closed group is `hidden`, so what she sees is what is outside every hidden element.
const studio = (dashboard.sections[0] as unknown as { studio: StudioWords }).studio;
const words = { ...studio.forms, entry: studio.fieldWords.entry };
const schema = schemaForKind('siteFile');
const validator = new InterpretedValidator(schema);

function SettingsForm({ focusField }: { focusField?: string }) {
  const shaped = useShapedForm('siteFile', words, undefined);
  return (
    <Form
      schema={schema}
      uiSchema={shaped.uiSchema}
      widgets={shaped.widgets}
      templates={shaped.templates}
      validator={validator}
      formData={site}
      experimental_defaultFormStateBehavior={defaultsBehavior}
      formContext={{ focusField }}
    />
  );
}

function drawn(focusField?: string) {
  // Emotion writes its styles inline beside the elements: left out, so a button's text is its words.
  const html = renderToString(<SettingsForm focusField={focusField} />).replace(/<style[^>]*>.*?<\/style>/gs, '');
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // What she can type into or choose: not rjsf's hidden inputs, nor MUI's inner copies (aria-hidden).
  const fields = Array.from(document.querySelectorAll<HTMLElement>('input, textarea, select')).filter((field) => field.getAttribute('type') !== 'hidden' && field.getAttribute('aria-hidden') !== 'true');
  const shown = fields.filter((field) => !field.closest('[hidden]'));
  const groups = Array.from(document.querySelectorAll<HTMLElement>('button[aria-controls]')).map((button) => {
    const region = document.getElementById(button.getAttribute('aria-controls')!)!;
    return { label: button.textContent, expanded: button.getAttribute('aria-expanded'), region, labelledBy: region.getAttribute('aria-labelledby') === button.id, role: region.getAttribute('role') };
  });
  return { fields, shown, groups };
}

describe('the settings form', () => {
  it('shows the name, phone, e-mail, address and hours first, at most 40 fields, the rest in closed named groups', () => {
    const { fields, shown, groups } = drawn();
    expect(fields.length).toBeGreaterThan(120);
    expect(shown.length).toBeLessThanOrEqual(40);
    expect(shown.slice(0, 3).map((field) => field.id)).toEqual(['root_business_name', 'root_business_phone', 'root_business_email']);
    expect(shown.every((field) => /^root_business_(name|phone|email|address|hours)(_|$)/.test(field.id))).toBe(true);
    expect(shown.some((field) => field.id.startsWith('root_business_address_'))).toBe(true);
    expect(shown.some((field) => field.id.startsWith('root_business_hours_'))).toBe(true);
    expect(groups.map((group) => group.label)).toEqual(['More business facts', 'Trust strip', 'Header', 'Footer', 'Unknown address page', 'Interface words', 'Old addresses', 'Advanced settings']);
    for (const group of groups) expect(group).toMatchObject({ expanded: 'false', labelledBy: true, role: 'region' });
    expect(groups.every((group) => group.region.hasAttribute('hidden'))).toBe(true);
  });

  it('puts every other part of the settings in a group, none twice', () => {
    const { fields, groups } = drawn();
    const inGroups = groups.flatMap((group) => Array.from(group.region.querySelectorAll('[id^="root_"]'), (element) => element.id));
    const outside = fields.filter((field) => !field.closest('[hidden]')).map((field) => field.id);
    for (const field of fields) expect(inGroups.includes(field.id) !== outside.includes(field.id)).toBe(true);
    expect(groups.find((group) => group.label === 'Advanced settings')!.region.querySelector('#root_schemaVersion')).not.toBeNull();
  });

  it('opens at a field a search found with the group holding it open, and only that group', () => {
    const { shown, groups } = drawn('root_footer_tagline');
    expect(groups.filter((group) => group.expanded === 'true').map((group) => group.label)).toEqual(['Footer']);
    const footer = groups.find((group) => group.label === 'Footer')!;
    expect(footer.region.hasAttribute('hidden')).toBe(false);
    expect(shown.map((field) => field.id)).toContain('root_footer_tagline');
    expect(shown.length).toBeGreaterThan(drawn().shown.length);
  });

  it('opens a group inside the business facts for a field there', () => {
    const { groups } = drawn('root_business_rating_value');
    expect(groups.filter((group) => group.expanded === 'true').map((group) => group.label)).toEqual(['More business facts']);
  });
});
