import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { getTemplate, getUiOptions, type IconButtonProps, type WidgetProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const DefaultAddButton = Templates.ButtonTemplates!.AddButton!;
const DefaultRemove = Templates.ButtonTemplates!.RemoveButton!;
const DefaultMoveUp = Templates.ButtonTemplates!.MoveUpButton!;
const DefaultMoveDown = Templates.ButtonTemplates!.MoveDownButton!;

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
