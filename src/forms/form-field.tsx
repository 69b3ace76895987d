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
  values: FormValues;
  onChange: (name: string, value: string | string[]) => void;
  required: boolean;
  error?: string;
}

const inputTypes: Record<string, string> = { text: 'text', email: 'email', tel: 'tel', number: 'number', textarea: 'text', select: 'text' };

/**
 * One field of a form, drawn by its kind; the error (if any) is tied to it with aria-invalid and
 * helper text. Fields are uncontrolled (the form's state mirrors them): hydration never resets an
 * uncontrolled field, so whatever a visitor typed before the script arrived stays put.
 */
export function FormField({ field, formId, values, onChange, required, error }: Props) {
  const id = `${formId}-${field.name}`;
  if (field.kind === 'honeypot') {
    // A trap for bots: off screen, out of the tab order and hidden from assistive technology.
    return (
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={id}>{field.label}</label>
        <input id={id} name={field.name} type="text" tabIndex={-1} autoComplete="off" defaultValue={String(values[field.name] ?? '')} onChange={(e) => onChange(field.name, e.target.value)} />
      </Box>
    );
  }
  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [];
    const toggle = (value: string, on: boolean) => onChange(field.name, on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
          {field.label}
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field.options?.map((option) => (
            <FormControlLabel
              key={option.value}
              label={option.label}
              control={<Checkbox name={field.name} value={option.value} defaultChecked={chosen.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} slotProps={{ input: { 'aria-invalid': Boolean(error) || undefined } }} />}
            />
          ))}
        </FormGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  // FormControl parts rather than TextField: TextField always brings MUI's Select (and its Menu) along.
  const isSelect = field.kind === 'select';
  const helperId = `${id}-helper`;
  const input = (
    <OutlinedInput
      id={id}
      name={field.name}
      label={field.label}
      type={inputTypes[field.kind]}
      defaultValue={String(values[field.name] ?? '')}
      onChange={(e) => onChange(field.name, e.target.value)}
      placeholder={field.placeholder}
      autoComplete={field.autocomplete}
      multiline={field.kind === 'textarea'}
      rows={field.kind === 'textarea' ? (field.rows ?? 4) : undefined}
      inputProps={{
        'aria-describedby': error ? helperId : undefined,
        ...(field.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {}),
      }}
    />
  );
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} sx={{ gridColumn: field.width === 'half' ? 'auto' : '1 / -1' }}>
      <InputLabel htmlFor={id} shrink={isSelect ? true : undefined}>
        {field.label}
      </InputLabel>
      {isSelect ? (
        <NativeSelect
          id={id}
          name={field.name}
          defaultValue={String(values[field.name] ?? '')}
          onChange={(e) => onChange(field.name, e.target.value)}
          input={<OutlinedInput label={field.label} notched />}
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
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
