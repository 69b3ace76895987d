import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const DefaultObjectTemplate = Templates.ObjectFieldTemplate!;

/** A named group of an object's parts, shown when she opens it ("Header", "Advanced settings"). */
export interface FieldGroup {
  label: string;
  parts: string[];
}

const REVEAL = 'studio-reveal-field';

/**
 * Opens every closed group that holds the element, before it is scrolled to and focused: a problem's
 * link in the summary leads into a group she has not opened. The event bubbles through each group
 * around the element, so groups inside groups open too.
 */
export function revealField(element: Element) {
  element.dispatchEvent(new Event(REVEAL, { bubbles: true }));
}

/**
 * A button that shows or hides its region (aria-expanded, aria-controls; the region is named by the
 * button). A closed region stays rendered, only hidden, so its fields keep their values and checks.
 */
export function Disclosure({ label, startOpen, children }: { label: string; startOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(startOpen);
  const buttonId = useId();
  const regionId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // Shown at once, so the field can take the focus as soon as the event returns.
    const reveal = () => {
      if (element.hidden) flushSync(() => setOpen(true));
    };
    element.addEventListener(REVEAL, reveal);
    return () => element.removeEventListener(REVEAL, reveal);
  }, []);
  return (
    <Box sx={{ mt: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Button
        id={buttonId}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        sx={{ width: '100%', justifyContent: 'space-between', textAlign: 'left' }}
      >
        {label}
      </Button>
      <Box ref={region} id={regionId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * An object whose parts not named in a group come first and always show, the rest in named groups
 * that open on demand (`groups` in its uiSchema options): the settings file shows the business's
 * name, phone, e-mail, address and hours, about a dozen fields instead of 152. Opened at a field a
 * search found (`focusField` in the form's context), the group holding it starts open.
 */
export function GroupedFieldsTemplate(props: ObjectFieldTemplateProps) {
  const groups = (getUiOptions(props.uiSchema).groups as FieldGroup[] | undefined) ?? [];
  const grouped = new Set(groups.flatMap((group) => group.parts));
  const focusField = (props.registry.formContext as { focusField?: string } | undefined)?.focusField;
  const at = props.fieldPathId.$id;
  const holdsFocus = (group: FieldGroup) => !!focusField && group.parts.some((name) => focusField === `${at}_${name}` || focusField.startsWith(`${at}_${name}_`));
  return (
    <>
      <DefaultObjectTemplate {...props} properties={props.properties.filter((p) => !grouped.has(p.name))} />
      {groups.map((group) => (
        <Disclosure key={group.label} label={group.label} startOpen={holdsFocus(group)}>
          <DefaultObjectTemplate {...props} title="" description="" properties={props.properties.filter((p) => group.parts.includes(p.name))} />
        </Disclosure>
      ))}
    </>
  );
}
