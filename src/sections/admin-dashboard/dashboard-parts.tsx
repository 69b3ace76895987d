import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Breakable } from '../../components/breakable';
import { SectionHeading } from '../../components/section-heading';
import { SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';
import type { DashboardRoute, DashboardTown } from './dashboard-data';

type Words = SectionOf<'adminDashboard'>;

// The darker green keeps AA contrast on white; on the dark background the lighter main green does.
const linkSx = (theme: Theme) => ({
  color: (theme.vars ?? theme).palette.primary.dark,
  fontWeight: 600,
  // A path wraps after its slashes (Breakable); "anywhere" would let a narrow table cell cut every word.
  overflowWrap: 'break-word' as const,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.primary.main }),
});

function PathLink({ path }: { path: string }) {
  return (
    <Link component={SmartLink} href={path} sx={linkSx}>
      <Breakable text={path} />
    </Link>
  );
}

/** A small card of label/value pairs (who is signed in, the content summary). */
export function FactsCard({ heading, facts }: { heading: string; facts: [string, string | number][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Every town with its county and the links to its pages. */
export function TownTable({ text, towns }: { text: Words['towns']; towns: DashboardTown[] }) {
  return (
    <Box component="section" aria-labelledby="dashboard-towns" sx={{ mb: 6 }}>
      <SectionHeading id="dashboard-towns" heading={text.heading} subheading={text.text} align="left" />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{text.townColumn}</TableCell>
              <TableCell component="th" scope="col">{text.countyColumn}</TableCell>
              <TableCell component="th" scope="col">{text.pagesColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {towns.map((town) => (
              <TableRow key={town.slug}>
                <TableCell component="th" scope="row">{town.name}</TableCell>
                <TableCell>{`${town.county} ${text.countySuffix}`}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                    {town.paths.map((path) => (
                      <PathLink key={path} path={path} />
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** Every route of the site; a route with a parameter lists each address it serves. */
export function RouteList({ text, routes }: { text: Words['routes']; routes: DashboardRoute[] }) {
  return (
    <Box component="section" aria-labelledby="dashboard-routes">
      <SectionHeading id="dashboard-routes" heading={text.heading} subheading={text.text} align="left" />
      <Box component="ul" sx={{ columns: { xs: 1, sm: 2, md: 3 }, columnGap: 4, p: 0, m: 0, listStyle: 'none' }}>
        {routes.map((route) => (
          <Box component="li" key={route.path} sx={{ breakInside: 'avoid', py: 0.5 }}>
            {route.paths.length === 1 && route.paths[0] === route.path ? (
              <PathLink path={route.path} />
            ) : (
              <>
                <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                  <Breakable text={route.path} />
                </Typography>
                <Box component="ul" sx={{ pl: 2, m: 0, listStyle: 'none' }}>
                  {route.paths.map((path) => (
                    <li key={path}>
                      <PathLink path={path} />
                    </li>
                  ))}
                </Box>
              </>
            )}
            {route.hidden ? <Chip label={text.hiddenBadge} size="small" variant="outlined" sx={{ ml: 1, height: 20 }} /> : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
