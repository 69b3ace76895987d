import { useContext, useMemo, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { PictureDialog } from './picture-dialog';
import { StudioPicture } from './pictures/studio-picture';
import { choicesFor, takesFreeText, type RefChoice, type RefKind } from './ref-choices';
import { PictureContext, RefContext, type PictureFill } from './ref-context';

const defaults = getDefaultRegistry().fields;
const StringField = defaults.StringField!;
const ObjectField = defaults.ObjectField!;
const filter = createFilterOptions<RefChoice>({ stringify: (choice) => `${choice.label} ${choice.value}` });
const samePath = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((step, i) => step === b[i]);

/**
 * A text field whose schema (also through $ref) carries "x-ref" becomes a picker of what exists:
 * pages, towns, forms, collection ids, pictures. Free text stays possible only where the schema
 * allows values outside the site's lists (outside links, facts such as {business.phoneHref}).
 */
function RefStringField(props: FieldProps) {
  const context = useContext(RefContext);
  const kind = (props.schema as { 'x-ref'?: RefKind })['x-ref'];
  if (!kind || !context || props.uiSchema?.['ui:widget']) return <StringField {...props} />;
  return <RefPicker {...props} kind={kind} />;
}

function RefPicker(props: FieldProps & { kind: RefKind }) {
  const { kind, schema, fieldPathId, formData, onChange, required, disabled, readonly, rawErrors, name } = props;
  const context = useContext(RefContext)!;
  const picture = useContext(PictureContext);
  const [open, setOpen] = useState(false);
  const free = takesFreeText(kind);
  const value = typeof formData === 'string' ? formData : '';
  const label = String(props.uiSchema?.['ui:title'] ?? props.title ?? schema.title ?? name);
  const options = useMemo(() => {
    const found = choicesFor(context.choices, kind, schema.pattern);
    const pending = kind === 'image' ? context.pending.map((p) => ({ value: p.path, label: p.path.split('/').pop()!, group: context.words.picturesGroup, width: p.width, height: p.height })) : [];
    const all = [...pending, ...found];
    // A value the lists do not hold (a broken reference, a picture elsewhere) is still shown, as it is.
    return value && !all.some((choice) => choice.value === value) ? [{ value, label: value, group: '' }, ...all] : all;
  }, [context.choices, context.pending, context.words, kind, schema.pattern, value]);
  const selected = options.find((choice) => choice.value === value) ?? null;
  const fills = picture && samePath(picture.srcPath, fieldPathId.path) ? picture : null;

  const choose = (choice: RefChoice | string | null) => {
    const next = typeof choice === 'string' ? choice : (choice?.value ?? '');
    if (fills && typeof choice === 'object' && choice) fills.fill({ src: next, width: choice.width, height: choice.height });
    else onChange(next === '' ? undefined : next, fieldPathId.path);
  };
  const errors = rawErrors?.length ? rawErrors : undefined;
  const pending = kind === 'image' ? context.pending.find((p) => p.path === value) : undefined;
  const thumbnail = pending?.dataUrl ?? (kind === 'image' && /^\/images\/\S+\.(svg|png|jpe?g|webp|avif|gif)$/.test(value) ? value : undefined);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {thumbnail ? <StudioPicture src={thumbnail} loading="lazy" sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }} /> : null}
        <Autocomplete<RefChoice, false, false, boolean>
          sx={{ flex: 1 }}
          id={fieldPathId.$id}
          options={options}
          value={free ? value : selected}
          freeSolo={free}
          disabled={disabled || readonly}
          filterOptions={filter}
          groupBy={(choice) => choice.group}
          isOptionEqualToValue={(choice, current) => choice.value === (typeof current === 'string' ? current : current.value)}
          // In a free field the box shows the saved value itself ("/contact"), which may be typed; elsewhere the name.
          getOptionLabel={(choice) => (typeof choice === 'string' ? choice : free ? choice.value : choice.label)}
          renderOption={({ key, ...rest }, choice) => (
            <li key={key} {...rest}>
              {choice.label}
            </li>
          )}
          noOptionsText={context.words.noOptions}
          onChange={(_event, choice) => choose(choice)}
          onInputChange={(_event, text, reason) => {
            if (free && reason === 'input') onChange(text === '' ? undefined : text, fieldPathId.path);
          }}
          inputValue={free ? value : undefined}
          renderInput={(params) => <TextField {...params} label={label} required={required} error={!!errors} />}
        />
        {kind === 'image' ? (
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={disabled || readonly} sx={{ mt: 1, flexShrink: 0 }}>
            {context.words.choosePicture}
          </Button>
        ) : null}
      </Box>
      {pending ? <Typography variant="body2">{context.words.newPicture}</Typography> : null}
      {open ? (
        <PictureDialog
          choices={options.filter((choice) => choice.value.startsWith('/images/'))}
          asksDescription={fills?.takesAlt ?? false}
          onClose={() => setOpen(false)}
          onChoose={(choice, alt) => {
            setOpen(false);
            if (fills) fills.fill({ src: choice.value, width: choice.width, height: choice.height, ...(alt ? { alt } : {}) });
            else onChange(choice.value, fieldPathId.path);
          }}
        />
      ) : null}
    </Box>
  );
}

/** A picture with its size (src, alt, width, height): choosing its file fills the size, and a new picture's description the alt. */
function PictureObjectField(props: FieldProps) {
  const properties = (props.schema.properties ?? {}) as Record<string, { type?: string }>;
  const sized = 'src' in properties && properties.width?.type === 'integer' && properties.height?.type === 'integer';
  const { onChange, fieldPathId } = props;
  const fill = useMemo<PictureFill>(
    () => ({
      srcPath: [...fieldPathId.path, 'src'],
      takesAlt: 'alt' in properties,
      fill: (picture) => {
        // rjsf applies queued changes in order, each to the result of the one before.
        onChange(picture.src, [...fieldPathId.path, 'src']);
        if (picture.width && picture.height) {
          onChange(picture.width, [...fieldPathId.path, 'width']);
          onChange(picture.height, [...fieldPathId.path, 'height']);
        }
        if (picture.alt && 'alt' in properties) onChange(picture.alt, [...fieldPathId.path, 'alt']);
      },
    }),
    [onChange, fieldPathId, properties],
  );
  if (!sized) return <ObjectField {...props} />;
  return (
    <PictureContext.Provider value={fill}>
      <ObjectField {...props} />
    </PictureContext.Provider>
  );
}

/** The form's own fields in place of rjsf's: every other field is rjsf's. */
export const refFields: RegistryFieldsType = { StringField: RefStringField, ObjectField: PictureObjectField };
