import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { useSession } from '../app/session/session';
import { createContentClient, type ContentApiError, type ContentClient } from './content-client';
import { SignInPanel } from './sign-in-panel';
import { createStudioSession } from './studio-session';
import type { StudioWords } from './studio-words';

type Waiting = { done: Promise<void>; confirmed: () => void; gaveUp: () => void };

/**
 * The studio's client, signed with the content API's own session (docs/decisions/015-content-api.md),
 * and the password panel it needs: every call that finds no session, or an ended one, waits until the
 * administrator confirms her password, then is repeated, so a save interrupted by the end of a session
 * carries on with nothing typed again. `askingFirst`: nothing is loaded yet, only the question shows.
 */
export function useApiSession(apiUrl: string, words: StudioWords): { client: ContentClient; signInPanel: ReactElement | null; askingFirst: boolean } {
  const siteSession = useSession();
  const userId = siteSession.status === 'loggedIn' ? siteSession.userId : null;
  const session = useMemo(() => createStudioSession(() => window.sessionStorage, userId), [userId]);
  const [asking, setAsking] = useState<'start' | 'ended' | null>(null);
  const waiting = useRef<Waiting | null>(null);

  // Calls that find the session missing at once share one question.
  const askAgain = useCallback((refusal?: ContentApiError) => {
    if (!waiting.current) {
      let confirmed = () => {};
      let gaveUp = () => {};
      const done = new Promise<void>((resolve, reject) => {
        confirmed = resolve;
        gaveUp = () => reject(refusal);
      });
      waiting.current = { done, confirmed, gaveUp };
      setAsking(refusal ? 'ended' : 'start');
    }
    return waiting.current.done;
  }, []);

  const settle = (how: 'confirmed' | 'gaveUp') => {
    const wait = waiting.current;
    waiting.current = null;
    setAsking(null);
    wait?.[how]();
  };

  const client = useMemo(
    () => createContentClient(apiUrl, { token: () => session.current()?.token ?? null, renewed: (token) => session.renew(token), askAgain }, words),
    [apiUrl, session, askAgain, words],
  );

  const signInPanel = asking ? (
    <SignInPanel
      words={words}
      apiUrl={apiUrl}
      reason={asking}
      username={session.lastUser()}
      onSignedIn={(confirmed) => {
        session.keep(confirmed);
        settle('confirmed');
      }}
      // Giving up is offered only where something waits: that call then fails with the API's own words.
      onCancel={asking === 'ended' ? () => settle('gaveUp') : undefined}
    />
  ) : null;
  return { client, signInPanel, askingFirst: asking === 'start' };
}
