import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Logout from '@mui/icons-material/Logout';
import { useSite } from '../site-context';
import { useSession } from './session';

/** "Log out", shown in the header and the drawer only while someone is logged in. */
export function LogoutButton() {
  const session = useSession();
  const { ui } = useSite();
  if (session.status !== 'loggedIn') return null;
  return (
    <Button
      variant="outlined"
      aria-label={ui.logout}
      onClick={() => session.logout()}
      sx={{ whiteSpace: 'nowrap', gap: 1, minWidth: 44 }}
    >
      <Logout fontSize="small" aria-hidden="true" />
      {/* Between md and lg the header row is full, so the word hides there and the icon remains. */}
      <Box component="span" sx={{ display: { xs: 'inline', md: 'none', lg: 'inline' } }}>
        {ui.logout}
      </Box>
    </Button>
  );
}

export default LogoutButton;
