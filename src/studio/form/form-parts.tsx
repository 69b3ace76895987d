import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getTemplate, getUiOptions, type IconButtonProps, type ObjectFieldTemplateProps, type WidgetProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const DefaultAddButton = Templates.ButtonTemplates!.AddButton!;
const DefaultRemove = Templates.ButtonTemplates!.RemoveButton!;
const DefaultMoveUp = Templates.ButtonTemplates!.MoveUpButton!;
const DefaultMoveDown = Templates.ButtonTemplates!.MoveDownButton!;
const DefaultObjectTemplate = Templates.ObjectFieldTemplate!;

/** "Add event" in words where rjsf draws a bare "+": the list's uiSchema carries the words. */
export function AddButton(props: IconButtonProps) {
  const { uiSchema, className, onClick, disabled, id } = props;
  const label = getUiOptions(uiSchema).addLabel;
  if (typeof label !== 'string') return <DefaultAddButton {...props} />;
  return (
    <Button id={id} className={className} onClick={onClick} disabled={disabled} variant="outlined" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}

/**
 * "Remove event 2" in words she sees and a screen reader says, where rjsf draws a bare "−" titled
 * "Remove": the entry's uiSchema carries the words (deriveFieldUi), so each button names its entry.
 */
export function RemoveButton(props: IconButtonProps) {
  const { className, onClick, disabled, id, uiSchema } = props;
  const label = getUiOptions(uiSchema).removeLabel;
  // A place without derived words keeps rjsf's own button, titled "Remove": never a button without a name.
  if (typeof label !== 'string') return <DefaultRemove {...props} />;
  return (
    <Button id={id} className={className} onClick={onClick} disabled={disabled} size="small" color="error" startIcon={<RemoveIcon />} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
}

/** The arrows stay icons (two more words per entry would crowd a phone), named for screen readers and as a tooltip. */
export function MoveUpButton(props: IconButtonProps) {
  const label = String(getUiOptions(props.uiSchema).moveUpLabel ?? '');
  return <DefaultMoveUp {...props} title={label} aria-label={label} />;
}

export function MoveDownButton(props: IconButtonProps) {
  const label = String(getUiOptions(props.uiSchema).moveDownLabel ?? '');
  return <DefaultMoveDown {...props} title={label} aria-label={label} />;
}

/** A paragraph's box: two lines to start with, growing with what she writes. */
export function GrowingTextarea(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} multiline minRows={2} />;
}

/**
 * The settings file: the facts a manager changes first, the rest (integrations, theme, layout, the
 * content version) behind one "Advanced settings" button. The hidden part stays rendered, only not
 * shown, so its fields keep their values and checks while closed.
 */
export function SettingsTemplate(props: ObjectFieldTemplateProps) {
  const options = getUiOptions(props.uiSchema);
  const everyday = (options.everyday as string[] | undefined) ?? [];
  const label = String(options.advancedLabel);
  const regionId = useId();
  const first = props.properties.filter((p) => everyday.includes(p.name)).sort((a, b) => everyday.indexOf(a.name) - everyday.indexOf(b.name));
  const rest = props.properties.filter((p) => !everyday.includes(p.name));
  // Opened at a field a search found in the advanced part: that part starts open, so the field can take the focus.
  const focusField = (props.registry.formContext as { focusField?: string } | undefined)?.focusField;
  const root = props.fieldPathId.$id;
  const [open, setOpen] = useState(() => !!focusField && rest.some((p) => focusField === `${root}_${p.name}` || focusField.startsWith(`${root}_${p.name}_`)));
  return (
    <>
      <DefaultObjectTemplate {...props} properties={first} />
      <Button
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        sx={{ mt: 3 }}
      >
        {label}
      </Button>
      <Box id={regionId} role="region" aria-label={label} sx={{ display: open ? 'block' : 'none' }}>
        <DefaultObjectTemplate {...props} title="" description="" properties={rest} />
      </Box>
    </>
  );
}
