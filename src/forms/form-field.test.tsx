import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormField as Field } from '../generated/site-types';
import { FormField } from './form-field';

const position: Field = {
  name: 'position',
  label: 'Position',
  kind: 'select',
  placeholder: 'Choose a position',
  options: [
    { value: 'teamLeader', label: 'Team Leader' },
    { value: 'other', label: 'Other' },
  ],
};
const render = (field: Field) => renderToString(<FormField field={field} formId="apply" value={undefined} onChange={() => {}} required />);

describe('FormField', () => {
  // HTML forbids an <option> with neither words nor a label; the empty choice is what "required" rejects.
  it('gives a select an empty first choice with the placeholder words, then the choices', () => {
    const options = [...render(position).matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, words]) => [value, words]);
    expect(options).toEqual([
      ['', 'Choose a position'],
      ['teamLeader', 'Team Leader'],
      ['other', 'Other'],
    ]);
  });

  it('shows the label in the empty choice of a select without a placeholder', () => {
    const { placeholder: _, ...bare } = position;
    expect(render(bare)).toMatch(/<option value="" selected="">Position<\/option>/);
  });

  it('puts the autofill hint on a one-line field', () => {
    expect(render({ name: 'address', label: 'Address', kind: 'text', autocomplete: 'address-line1' })).toMatch(/<input[^>]*autoComplete="address-line1"/);
  });
});
