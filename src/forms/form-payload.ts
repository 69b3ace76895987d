import type { FormFile } from '../generated/site-types';
import { fillText } from '../content/tokens';
import { isVisible, text, ticked, type FormValues } from './form-rules';

export interface PayloadContext {
  /** The town slug on a town page. */
  location?: string;
}

/** The template parameters the e-mail service receives, built as the form file's "payload" says. */
export function buildPayload(form: FormFile, values: FormValues, context: PayloadContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, spec] of Object.entries(form.payload)) {
    if (!spec) continue;
    if (spec.field) {
      out[key] = isVisible(form, spec.field, values) ? text(values, spec.field) : '';
    } else if (spec.labelsOf) {
      const field = form.fields.find((f) => f.name === spec.labelsOf);
      // A select holds one choice, checkboxes several: both send their readable labels.
      const chosen = field?.kind === 'select' ? [text(values, spec.labelsOf)].filter(Boolean) : ticked(values, spec.labelsOf);
      const labels = chosen.map((value) => {
        const label = field?.options?.find((o) => o.value === value)?.label ?? value;
        if (spec.detail && value === spec.detail.option) {
          const detail = text(values, spec.detail.field);
          return detail ? fillText(spec.detail.format, { label, text: detail }) : label;
        }
        return label;
      });
      // Keep the order of the choices on the form, whatever order they were ticked in.
      const order = field?.options?.map((o) => o.label) ?? [];
      labels.sort((a, b) => order.findIndex((l) => a.startsWith(l)) - order.findIndex((l) => b.startsWith(l)));
      out[key] = labels.join(spec.separator ?? ', ');
    } else if (spec.context === 'location') {
      out[key] = context.location ?? spec.fallback ?? '';
    }
  }
  return out;
}
