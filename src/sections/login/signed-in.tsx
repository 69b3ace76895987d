import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADMIN_LANDING } from '../../app/session/session-store';
import type { SectionOf } from '../section-types';

interface Props {
  words: SectionOf<'login'>['signedIn'];
  userId: string | null;
  isAdmin: boolean;
  onLogout: () => void;
}

/** In place of the login form when someone is already signed in: who it is, and where to go from here. */
export function SignedIn({ words, userId, isAdmin, onLogout }: Props) {
  const facts: [string, string][] = [
    [words.userLabel, userId ?? words.unknownUser],
    [words.roleLabel, isAdmin ? words.adminRole : words.staffRole],
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{words.text}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 3 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'break-word' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {isAdmin ? (
          <Button href={ADMIN_LANDING} variant="contained" size="large">
            {words.dashboardLabel}
          </Button>
        ) : null}
        <Button type="button" variant="outlined" size="large" onClick={onLogout}>
          {words.logoutLabel}
        </Button>
      </Box>
    </>
  );
}
