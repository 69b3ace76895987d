import type { FormFile } from '../../generated/site-types.ts';
import type { LoadedFile } from './read-content.ts';
import type { Report } from './check-types.ts';

/** What a schema cannot say about a form: every name it uses belongs to one of its fields, and its fields make valid HTML. */
export function checkForm(file: LoadedFile, report: Report) {
  const form = file.data as FormFile;
  const names = new Set(form.fields.map((f) => f.name));
  const known = (name: string, pointer: string) => {
    if (!names.has(name)) report(file, pointer, `"${name}" is not a field of this form.`, `Fields are: ${[...names].join(', ')}.`, undefined, { rule: 'unknown-field', values: { name } });
  };
  if (file.siteRelative !== `forms/${form.form}.json`) report(file, '/form', `the form name "${form.form}" does not match the file name.`, `Rename the file to site/forms/${form.form}.json or change "form".`, undefined, { rule: 'form-name-mismatch', values: { name: form.form } });
  const seen = new Set<string>();
  form.fields.forEach((field, i) => {
    if (seen.has(field.name)) report(file, `/fields/${i}/name`, `two fields are called "${field.name}".`, 'Give each field its own name.', undefined, { rule: 'duplicate-field', values: { name: field.name } });
    seen.add(field.name);
    if ((field.kind === 'select' || field.kind === 'checkboxes') && !field.options) report(file, `/fields/${i}`, `the ${field.kind} field "${field.name}" has no "options".`, 'Add the choices.', undefined, { rule: 'no-options', values: { name: field.name } });
    if (field.kind === 'select' && !field.placeholder) {
      report(file, `/fields/${i}`, `the select field "${field.name}" has no "placeholder": its empty first choice shows the label "${field.label}".`, 'Add the words for that choice, for example "placeholder": "Choose a position".', undefined, { severity: 'warning', rule: 'no-placeholder', values: { name: field.name } });
    }
    // HTML allows "street-address" only on a multi-line field; the built pages would fail the HTML check.
    if (field.autocomplete === 'street-address' && field.kind !== 'textarea') {
      report(file, `/fields/${i}/autocomplete`, `"street-address" is for a multi-line field, but "${field.name}" is one line.`, 'Use "address-line1" on a one-line field.', undefined, { rule: 'street-address-one-line', values: { name: field.name } });
    }
    if (field.showWhen) known(field.showWhen.field, `/fields/${i}/showWhen/field`);
  });
  if (!form.fields.some((f) => f.kind === 'honeypot')) report(file, '/fields', 'the form has no spam trap.', 'Add a field with "kind": "honeypot" and an "empty" rule for it.', undefined, { rule: 'no-spam-trap' });
  const placed = new Set<string>();
  form.steps.forEach((step, s) => {
    step.fields.forEach((name, i) => {
      known(name, `/steps/${s}/fields/${i}`);
      placed.add(name);
    });
    step.rules.forEach((rule, r) => rule.fields.forEach((name, i) => known(name, `/steps/${s}/rules/${r}/fields/${i}`)));
  });
  form.fields.forEach((field, i) => {
    if (!placed.has(field.name)) report(file, `/fields/${i}`, `the field "${field.name}" is on no step.`, 'Add its name to a step\'s "fields".', undefined, { rule: 'field-on-no-step', values: { name: field.name } });
  });
  for (const [key, value] of Object.entries(form.payload)) {
    if (!value) continue;
    const base = `/payload/${key}`;
    if (value.field) known(value.field, `${base}/field`);
    if (value.labelsOf) known(value.labelsOf, `${base}/labelsOf`);
    if (value.detail) known(value.detail.field, `${base}/detail/field`);
  }
}
