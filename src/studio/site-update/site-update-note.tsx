import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { SmartLink } from '../../components/smart-link';
import type { ContentClient, SiteUpdateTicket } from '../content-client';
import type { StudioFile } from '../preview/preview-site';
import { fill, type StudioWords } from '../studio-words';
import { ownPages, pagesToShow } from './live-pages';
import { useSiteStatus } from './use-site-status';

interface Props {
  client: ContentClient;
  ticket: SiteUpdateTicket;
  words: StudioWords['siteUpdate'];
  /** The whole site and the item she saved, to put that item's own pages first among the links. */
  files: StudioFile[] | undefined;
  saved: StudioFile | undefined;
}

/**
 * "Saved." then, in the same place beside the button she pressed, "Updating the site…" and "Live on
 * the site" with links to the pages that changed (each in a new tab, so the studio stays), or the
 * problem in plain words. A polite status: read out as it changes, never taking the focus.
 */
export function SiteUpdateNote({ client, ticket, words, files, saved }: Props) {
  const status = useSiteStatus(client, ticket);
  const own = useMemo(() => (files && saved ? ownPages(files, saved) : []), [files, saved]);
  const state = status?.state ?? 'updating';
  const { shown, more } = pagesToShow(status?.pages ?? [], own);
  return (
    <Alert severity={state === 'failed' ? 'warning' : 'success'} role="status">
      <Box>{words.saved}</Box>
      {state === 'updating' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={14} aria-hidden="true" />
          {words.updating}
        </Box>
      ) : null}
      {state === 'live' && shown.length === 0 ? <Box>{words.liveNoPages}</Box> : null}
      {state === 'live' && shown.length > 0 ? (
        <Box>
          {words.live}
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {shown.map((path) => (
              <li key={path}>
                <Link component={SmartLink} href={path} newTab sx={{ color: 'brand.link', display: 'inline-flex', alignItems: 'center' }}>
                  {path}
                </Link>
              </li>
            ))}
          </Box>
          {more > 0 ? <Box>{more === 1 ? words.oneMorePage : fill(words.morePages, { count: String(more) })}</Box> : null}
        </Box>
      ) : null}
      {state === 'failed' ? <Box>{words.failed}</Box> : null}
    </Alert>
  );
}
