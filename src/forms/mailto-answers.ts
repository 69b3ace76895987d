import type { FormFile } from '../generated/site-types';
import { isVisible, text, ticked, type FormValues } from './form-rules';

/**
 * A `mailto:` to the business with the form's answers written out, one "Label: answer" line each, for a
 * visitor whose send the e-mail service refused: her e-mail app carries the lead instead (issue #39).
 * Only what she filled in and can see; never the spam trap. `subject`: the heading the form is shown under.
 */
export function mailtoAnswers(form: FormFile, values: FormValues, { to, subject }: { to: string; subject: string }): string {
  const lines: string[] = [];
  for (const field of form.fields) {
    if (field.kind === 'honeypot' || !isVisible(form, field.name, values)) continue;
    const options = field.options ?? [];
    // Choices by their labels, in the form's order whatever order they were ticked in.
    const answer =
      field.kind === 'checkboxes'
        ? options.filter((option) => ticked(values, field.name).includes(option.value)).map((option) => option.label).join(', ')
        : field.kind === 'select'
          ? (options.find((option) => option.value === text(values, field.name))?.label ?? text(values, field.name))
          : text(values, field.name);
    if (answer) lines.push(`${field.label}: ${answer}`);
  }
  // encodeURIComponent, not URLSearchParams: e-mail apps read "+" as a plus, not a space (RFC 6068).
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}
