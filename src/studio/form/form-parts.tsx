import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getTemplate, getUiOptions, type IconButtonProps, type ObjectFieldTemplateProps, type WidgetProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const DefaultAddButton = Templates.ButtonTemplates!.AddButton!;
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
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const first = props.properties.filter((p) => everyday.includes(p.name)).sort((a, b) => everyday.indexOf(a.name) - everyday.indexOf(b.name));
  const rest = props.properties.filter((p) => !everyday.includes(p.name));
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
