import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MEASURES, noCounts, type KindSpeed, type Measure, type Rating, type VisitReport, type Vital, type WeekCounts } from '../../content/visit-counts-answer';
import { fill, type VisitWords } from '../studio-words';

export type Town = { slug: string; name: string };

export const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
const subheading = { fontSize: '1.15rem', mt: 4, mb: 1.5 } as const;

/** A wide table scrolls sideways on a phone, by touch or, once focused, by the keyboard; named by its heading. */
function Scrolling({ headingId, children }: { headingId: string; children: React.ReactNode }) {
  return (
    <Box role="region" aria-labelledby={headingId} tabIndex={0} sx={{ overflowX: 'auto', mb: 2 }}>
      {children}
    </Box>
  );
}

/** Each town file's row (zeros included), then the pages of no town, and any slug no town file has. */
export function TownTable({ words, towns, counts, weeks }: { words: VisitWords; towns: Town[]; counts: Record<string, WeekCounts>; weeks: number }) {
  const known = new Set(towns.map((town) => town.slug));
  const empty = noCounts(weeks);
  const rest = Object.entries(counts).filter(([slug]) => !known.has(slug)).map(([, week]) => week);
  const other = noCounts(weeks);
  for (const week of rest) for (const measure of MEASURES) week[measure].forEach((n, i) => (other[measure][i]! += n));
  const rows: [string, WeekCounts][] = [...towns.map((town): [string, WeekCounts] => [town.name, counts[town.slug] ?? empty]), [words.otherPages, other]];
  const heading: Record<Measure, string> = { visitors: words.visitors, quotes: words.quotes, messages: words.messages, applications: words.applications, phoneTaps: words.phoneTaps };
  return (
    <>
      <Typography id="visits-towns" variant="h3" sx={subheading}>
        {words.townsHeading}
      </Typography>
      <Scrolling headingId="visits-towns">
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{words.townColumn}</TableCell>
              {MEASURES.map((measure) => (
                <TableCell key={measure} component="th" scope="col" align="right">{heading[measure]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, week]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">{name}</TableCell>
                {MEASURES.map((measure) => (
                  <TableCell key={measure} align="right" data-measure={measure}>
                    <strong>{week[measure].at(-1) ?? 0}</strong>
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8rem' }}>{fill(words.earlier, { count: String(sum(week[measure].slice(0, -1))) })}</Box>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Scrolling>
    </>
  );
}

/** This week's quote form, step by step. */
export function QuoteSteps({ words, funnel }: { words: VisitWords; funnel: VisitReport['funnel'] }) {
  const steps: [string, number][] = [[words.funnelOpened, funnel.opened], [words.funnelStep2, funnel.step2], [words.funnelSent, funnel.sent]];
  return (
    <>
      <Typography variant="h3" sx={subheading}>
        {words.funnelHeading}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0 }}>
        {steps.map(([label, count]) => (
          <li key={label}>
            {label}: <strong>{count}</strong>
          </li>
        ))}
      </Box>
    </>
  );
}

/** Sends the e-mail service did not take this week, by form, with the towns they came from. */
export function Failures({ words, failures, towns }: { words: VisitWords; failures: VisitReport['failures']; towns: Town[] }) {
  if (failures.length === 0) return <Typography sx={{ my: 2 }}>{words.noFailures}</Typography>;
  // A form added later counts as a message, as its sends do (src/analytics/field-events.ts sentEventOf).
  const kindOf = (form: string) => (form === 'quote' || form === 'careers' ? form : 'message');
  const lines = ([['quote', words.failedQuote], ['message', words.failedMessage], ['careers', words.failedApplication]] as const)
    .map(([kind, text]) => [text, sum(failures.filter((failure) => kindOf(failure.form) === kind).map((failure) => failure.count))] as const)
    .filter(([, count]) => count > 0);
  const named = [...new Set(failures.map((failure) => failure.town).filter(Boolean))].map((slug) => towns.find((town) => town.slug === slug)?.name ?? slug);
  return (
    // A note, not an alert: it is this week's news, read where it stands, not announced over her work.
    <Alert severity="warning" role="note" sx={{ my: 2 }}>
      {lines.map(([text, count]) => (
        <Typography key={text}>{fill(text, { count: String(count) })}</Typography>
      ))}
      {named.length ? <Typography>{fill(words.failedTowns, { towns: named.join(', ') })}</Typography> : null}
      <Typography>{words.failedWhatToDo}</Typography>
    </Alert>
  );
}

const shown: Record<Vital, (value: number) => string> = {
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  INP: (ms) => `${Math.round(ms)} ms`,
  CLS: (shift) => shift.toFixed(2),
};

/** Real visitors' speed per kind of page: the 75th percentile of each vital and Google's word for it. */
export function SpeedTable({ words, speed }: { words: VisitWords; speed: KindSpeed[] }) {
  const rating: Record<Rating, string> = { good: words.good, 'needs-improvement': words.needsImprovement, poor: words.poor };
  const columns: [Vital, string][] = [['LCP', words.lcp], ['INP', words.inp], ['CLS', words.cls]];
  return (
    <>
      <Typography id="visits-speed" variant="h3" sx={subheading}>
        {words.speedHeading}
      </Typography>
      <Typography sx={{ mb: 1.5, maxWidth: 760 }}>{words.speedText}</Typography>
      {speed.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{words.noSpeed}</Typography>
      ) : (
        <Scrolling headingId="visits-speed">
          <Table size="small" sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{words.kindColumn}</TableCell>
                {columns.map(([metric, label]) => (
                  <TableCell key={metric} component="th" scope="col">{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {speed.map(({ kind, vitals }) => (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row">{kind}</TableCell>
                  {columns.map(([metric]) => {
                    const vital = vitals.find((v) => v.metric === metric);
                    return <TableCell key={metric} data-metric={metric}>{vital ? `${shown[metric](vital.p75)}, ${rating[vital.rating]}` : '–'}</TableCell>;
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scrolling>
      )}
    </>
  );
}
