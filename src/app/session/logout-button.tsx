import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dashboard from '@mui/icons-material/Dashboard';
import Logout from '@mui/icons-material/Logout';
import { useSite } from '../site-context';
import { useSession } from './session';
import { ADMIN_LANDING } from './session-store';

// Between md and lg the header row is full, so the words hide there and the icons remain.
const wordSx = { display: { xs: 'inline', md: 'none', lg: 'inline' } } as const;

/**
 * "Log out", shown in the header and the drawer only while someone is logged in; an administrator
 * also gets a link to the dashboard beside it (this island wakes only with a session, so visitors
 * never load either).
 */
export function LogoutButton() {
  const session = useSession();
  const { ui } = useSite();
  if (session.status !== 'loggedIn') return null;
  return (
    <>
      {session.isAdmin ? (
        <Button href={ADMIN_LANDING} variant="text" aria-label={ui.dashboard} sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}>
          <Dashboard fontSize="small" aria-hidden="true" />
          <Box component="span" sx={wordSx}>
            {ui.dashboard}
          </Box>
        </Button>
      ) : null}
      <Button variant="outlined" aria-label={ui.logout} onClick={() => session.logout()} sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}>
        <Logout fontSize="small" aria-hidden="true" />
        <Box component="span" sx={wordSx}>
          {ui.logout}
        </Box>
      </Button>
    </>
  );
}

export default LogoutButton;
