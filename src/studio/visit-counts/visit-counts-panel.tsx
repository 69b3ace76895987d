import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VisitCountsAnswer } from '../../content/visit-counts-answer';
import type { TownFile } from '../../generated/site-types';
import type { ContentClient, OpenedFile } from '../content-client';
import { liveTime } from '../live-time';
import { fill, type VisitWords } from '../studio-words';
import { Failures, QuoteSteps, SpeedTable, sum, TownTable, type Town } from './visit-tables';

/**
 * "This week on the website": the owner's numbers from the visit counts (Plausible, through the
 * content API, which holds the key: decision 029), below the studio's list. The towns are the site's
 * own town files, so a town nobody visited this week shows its zeros.
 */
export function VisitCountsPanel({ client, words, site }: { client: ContentClient; words: VisitWords; site: OpenedFile[] | 'loading' | 'failed' }) {
  const [answer, setAnswer] = useState<VisitCountsAnswer | 'loading' | 'failed'>('loading');
  const files = Array.isArray(site) ? site : null;
  useEffect(() => {
    let current = true;
    client.visitCounts().then(
      (result) => current && setAnswer(result),
      () => current && setAnswer('failed'),
    );
    return () => {
      current = false;
    };
  }, [client]);

  // The site's town files; if the site could not be read, the towns the numbers name, by their slugs.
  const towns: Town[] = files
    ? files
        .filter((file) => file.kind === 'townFile' && file.data)
        .map((file) => file.data as TownFile)
        .map((town) => ({ slug: town.slug, name: town.name }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : typeof answer === 'object' && answer.state === 'ready'
      ? Object.keys(answer.towns).filter(Boolean).sort().map((slug) => ({ slug, name: slug }))
      : [];

  return (
    <Box component="section" aria-labelledby="visits-heading" sx={{ mb: 6 }}>
      <Typography id="visits-heading" variant="h2" sx={{ mb: 1 }}>
        {words.heading}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{words.text}</Typography>
      {/* Read where they stand, not announced: the numbers arrive as the studio opens, with its own news. */}
      {answer === 'loading' ? <Typography>{words.loading}</Typography> : null}
      {answer === 'failed' || (answer !== 'loading' && answer.state === 'unreachable') ? <Typography>{words.unreachable}</Typography> : null}
      {answer !== 'loading' && answer !== 'failed' && answer.state === 'not-set-up' ? <Typography>{words.notSetUp}</Typography> : null}
      {answer !== 'loading' && answer !== 'failed' && answer.state === 'ready' ? (
        <>
          <Typography sx={{ mb: 3, fontWeight: 700 }}>
            {fill(words.visitorsLine, { count: String(answer.visitors.at(-1) ?? 0), earlier: String(sum(answer.visitors.slice(0, -1))) })}
          </Typography>
          <TownTable words={words} towns={towns} counts={answer.towns} weeks={answer.weeks.length} />
          <QuoteSteps words={words} funnel={answer.funnel} />
          <Failures words={words} failures={answer.failures} towns={towns} />
          <SpeedTable words={words} speed={answer.speed} />
          <Typography sx={{ fontSize: '0.9rem' }}>{fill(words.fetchedAt, { time: liveTime(answer.fetchedAt) })}</Typography>
        </>
      ) : null}
    </Box>
  );
}
