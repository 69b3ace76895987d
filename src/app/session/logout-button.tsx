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
      startIcon={<Logout aria-hidden="true" />}
      onClick={() => session.logout()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {ui.logout}
    </Button>
  );
}
