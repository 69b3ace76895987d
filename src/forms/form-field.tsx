import { memo } from 'react';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FormField as Field } from '../generated/site-types';
import type { FormValues } from './form-rules';

interface Props {
  field: Field;
  formId: string;
  /** What the field holds in the form's state (the field is uncontrolled: this seeds it). */
  value: FormValues[string] | undefined;
  onChange: (name: string, value: string | string[]) => void;
  required: boolean;
  error?: string;
  /** Not shown now (an "Other" text while "Other" is not ticked): kept in the page, so the loader can show it before the form's code arrives. */
  hidden?: boolean;
}

/**
 * Before the form's code arrives, MUI cannot float a label (it does so from script), so a visitor who
 * types at once would see her text drawn over "First name *". Until then CSS does it, exactly as MUI
 * would: the outlined label's shrunk place, and the gap it opens in the outline. Once the code runs,
 * MUI marks the label data-shrink="true" and its own styles take over (after the field's next change
 * when the form took over a state the loader answered: until then these rules keep the same look).
 * A field the browser filled in by itself keeps its label up by these rules alone: the form's inputs
 * do not carry MUI's autofill watch (see disableInjectingGlobalStyles below).
 */
const typedOrFocused = '&:has(input:focus, input:not(:placeholder-shown), textarea:focus, textarea:not(:placeholder-shown))';
const floatBeforeCode = {
  [`${typedOrFocused} > label[data-shrink="false"]`]: { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
  [`${typedOrFocused}:has(> label[data-shrink="false"]) legend`]: { maxWidth: '100%' },
} as const;

/**
 * Both looks of a tick box, drawn together; CSS shows the one that matches the box (`tickBeforeCode`).
 * MUI swaps its icon from script, so a box ticked before the form's code arrived would still look empty.
 */
function BoxIcon({ fontSize }: { fontSize?: 'small' | 'medium' | 'large' | 'inherit' }) {
  return (
    <>
      <CheckBoxOutlineBlank fontSize={fontSize} data-box="blank" />
      <CheckBoxIcon fontSize={fontSize} data-box="ticked" />
    </>
  );
}
const tickBeforeCode = {
  '& .MuiCheckbox-root > [data-box="ticked"], & .MuiCheckbox-root:has(> input:checked) > [data-box="blank"]': { display: 'none' },
  '& .MuiCheckbox-root:has(> input:checked) > [data-box="ticked"]': { display: 'inline-block' },
  '& .MuiCheckbox-root:has(> input:checked)': { color: 'primary.main' },
} as const;

const inputTypes: Record<string, string> = { text: 'text', email: 'email', tel: 'tel', number: 'number', select: 'text' };

/**
 * One field of a form, drawn by its kind (memoised: a press that marks one field redraws only that one,
 * which on a slow phone is the difference between an answer at once and a visible wait); the error (if any) is tied to it with aria-invalid and
 * helper text. Fields are uncontrolled (the form's state mirrors them): hydration never resets an
 * uncontrolled field, so whatever a visitor typed before the script arrived stays put.
 */
export const FormField = memo(function FormField({ field, formId, value, onChange, required, error, hidden }: Props) {
  const id = `${formId}-${field.name}`;
  const helperId = `${id}-helper`;
  if (field.kind === 'honeypot') {
    // A trap for bots: off screen, out of the tab order and hidden from assistive technology.
    return (
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={id}>{field.label}</label>
        <input id={id} name={field.name} type="text" tabIndex={-1} autoComplete="off" defaultValue={String(value ?? '')} onChange={(e) => onChange(field.name, e.target.value)} />
      </Box>
    );
  }
  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (value: string, on: boolean) => onChange(field.name, on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={required} hidden={hidden} data-field={field.name} sx={{ gridColumn: '1 / -1', ...tickBeforeCode }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
          {field.label}
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field.options?.map((option) => (
            <FormControlLabel
              key={option.value}
              label={option.label}
              control={<Checkbox icon={<BoxIcon />} checkedIcon={<BoxIcon />} name={field.name} value={option.value} defaultChecked={chosen.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} slotProps={{ input: { 'aria-invalid': Boolean(error) || undefined } }} />}
            />
          ))}
        </FormGroup>
        <FieldError id={helperId} error={error} />
      </FormControl>
    );
  }
  // FormControl parts rather than TextField: TextField always brings MUI's Select (and its Menu) along.
  const isSelect = field.kind === 'select';
  const input = (
    <OutlinedInput
      id={id}
      name={field.name}
      label={field.label}
      type={inputTypes[field.kind]}
      defaultValue={String(value ?? '')}
      onChange={(e) => onChange(field.name, e.target.value)}
      // A blank placeholder when the content gives none: ":placeholder-shown" then tells CSS whether
      // the field is empty, so its label floats above typed text before the form's code arrives.
      placeholder={field.placeholder ?? ' '}
      autoComplete={field.autocomplete}
      multiline={field.kind === 'textarea'}
      rows={field.kind === 'textarea' ? (field.rows ?? 4) : undefined}
      // A plain textarea of so many rows: MUI's own (an autosizing one, even with a fixed number of rows)
      // measures the page after every render, a forced layout in the middle of the form's waking.
      inputComponent={field.kind === 'textarea' ? 'textarea' : undefined}
      // MUI notices the browser's autofill by an animation whose keyframes each input adds as a style
      // element of its own as the form wakes: a dozen new stylesheets in the hydration's commit, and the
      // page's styles all computed again. The label of a filled field floats by CSS here anyway (floatBeforeCode).
      disableInjectingGlobalStyles
      inputProps={{
        'aria-describedby': error ? helperId : undefined,
        // A textarea has no type (MUI gives its inputs type="text").
        ...(field.kind === 'textarea' ? { type: undefined } : {}),
        ...(field.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {}),
      }}
    />
  );
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} hidden={hidden} data-field={field.name} sx={{ gridColumn: field.width === 'half' ? 'auto' : '1 / -1', ...floatBeforeCode }}>
      <InputLabel htmlFor={id} shrink={isSelect ? true : undefined}>
        {field.label}
      </InputLabel>
      {isSelect ? (
        <NativeSelect
          id={id}
          name={field.name}
          defaultValue={String(value ?? '')}
          onChange={(e) => onChange(field.name, e.target.value)}
          input={<OutlinedInput label={field.label} notched disableInjectingGlobalStyles />}
          inputProps={{ id, 'aria-describedby': error ? helperId : undefined }}
        >
          {/* The empty first choice (a "required" rule rejects it) needs words to be valid HTML. */}
          <option value="">{field.placeholder ?? field.label}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        input
      )}
      <FieldError id={helperId} error={error} />
    </FormControl>
  );
});

/**
 * The field's message, in the page even while empty (hidden): the loader fills it when it checks a
 * step before the form's code arrives, and the form's first render then matches what the loader left.
 */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <FormHelperText id={id} hidden={!error}>
      {error ?? ''}
    </FormHelperText>
  );
}
