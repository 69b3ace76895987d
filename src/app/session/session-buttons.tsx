import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dashboard from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import { useSite } from '../site-context';
import { ADMIN_LANDING } from './session-store';

// Beside the phone number, the toggle, Pay and Contact, the header row is full until xl (at 1280 px
// "Dashboard" and "Log out" pushed the toggle over the number), so the words hide there and the
// icons remain, each named by its aria-label. The drawer (below md) has room for them.
const wordSx = { display: { xs: 'inline', md: 'none', xl: 'inline' } } as const;
// Hidden until the page's plain script finds a session (src/browser/session-buttons.ts); shown, the
// wrapper leaves no box of its own in the header row or the drawer's column.
const wrapperSx = { display: 'contents', '&[hidden]': { display: 'none' } } as const;

/**
 * "Log out" (and, for an administrator, a link to the dashboard), in the header and the drawer:
 * finished HTML, hidden, shown by the page loader only while someone is logged in.
 */
export function SessionButtons() {
  const { ui } = useSite();
  return (
    <>
      <SessionButton only="admin" words={ui.dashboard} icon={<Dashboard fontSize="small" aria-hidden="true" />} button={{ href: ADMIN_LANDING, variant: 'text' }} />
      <SessionButton only="user" words={ui.logout} icon={<Logout fontSize="small" aria-hidden="true" />} button={{ variant: 'outlined', 'data-logout': '' } as ButtonProps} />
    </>
  );
}

/** One of them: its icon always, its words where the header row has room. */
function SessionButton({ only, words, icon, button }: { only: 'admin' | 'user'; words: string; icon: ReactNode; button: ButtonProps }) {
  return (
    <Box data-session-only={only} hidden sx={wrapperSx}>
      <Button {...button} aria-label={words} sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}>
        {icon}
        <Box component="span" sx={wordSx}>
          {words}
        </Box>
      </Button>
    </Box>
  );
}
