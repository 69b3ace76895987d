import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dashboard from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import { useSite } from '../site-context';
import { ADMIN_LANDING } from './session-store';

// Between md and lg the header row is full, so the words hide there and the icons remain.
const wordSx = { display: { xs: 'inline', md: 'none', lg: 'inline' } } as const;
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
      <Box data-session-only="admin" hidden sx={wrapperSx}>
        <Button href={ADMIN_LANDING} variant="text" aria-label={ui.dashboard} sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}>
          <Dashboard fontSize="small" aria-hidden="true" />
          <Box component="span" sx={wordSx}>
            {ui.dashboard}
          </Box>
        </Button>
      </Box>
      <Box data-session-only="user" hidden sx={wrapperSx}>
        <Button variant="outlined" aria-label={ui.logout} data-logout="" sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}>
          <Logout fontSize="small" aria-hidden="true" />
          <Box component="span" sx={wordSx}>
            {ui.logout}
          </Box>
        </Button>
      </Box>
    </>
  );
}
