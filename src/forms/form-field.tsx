import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
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

/** One field of a form, drawn by its kind; the error (if any) is tied to it with aria-invalid and helper text. */
export function FormField({ field, formId, values, onChange, required, error }: Props) {
  const id = `${formId}-${field.name}`;
  if (field.kind === 'honeypot') {
    // A trap for bots: off screen, out of the tab order and hidden from assistive technology.
    return (
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={id}>{field.label}</label>
        <input id={id} name={field.name} type="text" tabIndex={-1} autoComplete="off" value={String(values[field.name] ?? '')} onChange={(e) => onChange(field.name, e.target.value)} />
      </Box>
    );
  }
  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [];
    const toggle = (value: string) => onChange(field.name, chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
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
              control={<Checkbox name={field.name} value={option.value} checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} slotProps={{ input: { 'aria-invalid': Boolean(error) || undefined } }} />}
            />
          ))}
        </FormGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  const isSelect = field.kind === 'select';
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      type={inputTypes[field.kind]}
      value={String(values[field.name] ?? '')}
      onChange={(e) => onChange(field.name, e.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      placeholder={field.placeholder}
      autoComplete={field.autocomplete}
      multiline={field.kind === 'textarea'}
      rows={field.kind === 'textarea' ? (field.rows ?? 4) : undefined}
      select={isSelect}
      fullWidth
      sx={{ gridColumn: field.width === 'half' ? 'auto' : '1 / -1' }}
      slotProps={{
        select: isSelect ? { native: true } : undefined,
        inputLabel: isSelect ? { shrink: true } : undefined,
        htmlInput: field.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' } : undefined,
      }}
    >
      {isSelect ? (
        <>
          <option value="" />
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      ) : null}
    </TextField>
  );
}
