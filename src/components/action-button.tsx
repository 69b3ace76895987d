import Button, { type ButtonProps } from '@mui/material/Button';
import type { Action } from '../generated/site-types';
import { SmartLink } from './smart-link';

/** A content "action" (label, href, newTab, variant) drawn as a button. */
export function ActionButton({ button: action, ...props }: { button: Action } & Omit<ButtonProps, 'href'>) {
  return (
    <Button
      component={SmartLink}
      href={action.href}
      newTab={action.newTab}
      variant={action.variant ?? 'contained'}
      {...props}
    >
      {action.label}
    </Button>
  );
}
