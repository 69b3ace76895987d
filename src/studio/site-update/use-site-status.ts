import { useEffect, useState } from 'react';
import type { ContentClient, SiteStatus, SiteUpdateTicket } from '../content-client';

/** How often the studio asks while the site updates: a small site is live in seconds. */
export const POLL_MS = 1500;

/**
 * Where her save is on its way to the live site (GET /site-status?save=<n>). Asks only while it is
 * updating and the page is in view: not before a save, not once it is live or failed, not from a
 * hidden tab (it asks again when the tab is shown). A failed ask (offline for a moment) is asked again.
 */
export function useSiteStatus(client: ContentClient, ticket: SiteUpdateTicket | undefined): SiteStatus | undefined {
  const [status, setStatus] = useState<SiteStatus>();
  useEffect(() => {
    if (!ticket) {
      setStatus(undefined);
      return;
    }
    // The save has just started a build: updating, until the API says otherwise.
    setStatus({ state: 'updating', save: ticket.save, savedAt: null, since: null, pages: [] });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    const ask = async () => {
      timer = undefined;
      if (stopped || asking || document.visibilityState === 'hidden') return;
      asking = true;
      let next: SiteStatus | undefined;
      try {
        next = await client.siteStatus(ticket.save);
      } catch {
        // Asked again at the next turn; the save itself is done.
      }
      asking = false;
      if (stopped) return;
      if (next) setStatus(next);
      if (!next || next.state === 'updating') timer = setTimeout(() => void ask(), POLL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && timer === undefined) void ask();
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, ticket]);
  return status;
}
