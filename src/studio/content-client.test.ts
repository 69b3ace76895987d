import { describe, expect, it } from 'vitest';
import { clientWords as words } from '../testing/content-client-words';
import { MAX_BODY_BYTES } from '../content/change-limits';
import { ContentApiError, createContentClient, SESSION_HEADER, signIn, type ClientAuth } from './content-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const ended = { error: { code: 'session-expired', title: 'Editing session ended', message: 'For safety…', hint: 'Confirm your password again.' } };

/** A session kept in a variable, and a record of every time the password was asked for. */
function keptSession(token: string | null) {
  const asked: (string | undefined)[] = [];
  let answerAsk: (auth: { token: string | null }) => Promise<void> = async () => {};
  const auth: { token: string | null; calls: ClientAuth } = {
    token,
    calls: {
      token: () => auth.token,
      renewed: (renewed: string) => void (auth.token = renewed),
      askAgain: (refusal?: ContentApiError) => {
        asked.push(refusal?.code);
        return answerAsk(auth);
      },
    },
  };
  return { auth, asked, onAsk: (answer: typeof answerAsk) => void (answerAsk = answer) };
}

describe('the content client and the API\'s session', () => {
  it('keeps the renewed session each answer carries, and signs the next call with it', async () => {
    const { auth } = keptSession('first');
    const sent: (string | null)[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Authorization'));
      return json(200, { kinds: [] }, { [SESSION_HEADER]: `renewed-${sent.length}` });
    }) as typeof fetch;
    const client = createContentClient('http://api.test', auth.calls, words, fetchImpl);
    await client.list();
    await client.list();
    expect(sent).toEqual(['Bearer first', 'Bearer renewed-1']);
    expect(auth.token).toBe('renewed-2');
  });

  it('never lets a slow answer put the session it was signed with back over one confirmed meanwhile', async () => {
    const { auth } = keptSession('older');
    let answer!: (response: Response) => void;
    const fetchImpl = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const client = createContentClient('http://api.test', auth.calls, words, fetchImpl);
    const slow = client.list();
    // Meanwhile the password was confirmed again (perhaps as someone else): a new session is kept.
    auth.token = 'newer';
    answer(json(200, { kinds: [] }, { [SESSION_HEADER]: 'older-renewed' }));
    await slow;
    expect(auth.token).toBe('newer');
  });

  it('asks for the password when a session ended, then repeats the same call, body and all, once it is confirmed', async () => {
    const { auth, asked, onAsk } = keptSession('expired');
    onAsk(async (session) => void (session.token = 'fresh'));
    const seen: { authorization: string | null; body: unknown }[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      seen.push({ authorization, body: JSON.parse(String(init?.body)) });
      return authorization === 'Bearer fresh' ? json(200, { state: 'saved', saved: true, warnings: [] }) : json(401, ended);
    }) as typeof fetch;
    const client = createContentClient('http://api.test', auth.calls, words, fetchImpl);
    const change = { summary: 'Phone number changed', files: [] };
    expect(await client.submit(change)).toEqual({ state: 'saved', saved: true, warnings: [] });
    expect(asked).toEqual(['session-expired']);
    expect(seen).toEqual([{ authorization: 'Bearer expired', body: change }, { authorization: 'Bearer fresh', body: change }]);
  });

  it('asks before the first call when there is no session yet', async () => {
    const { auth, asked, onAsk } = keptSession(null);
    onAsk(async (session) => void (session.token = 'fresh'));
    const client = createContentClient('http://api.test', auth.calls, words, (async () => json(200, { images: [] })) as typeof fetch);
    expect(await client.images()).toEqual([]);
    expect(asked).toEqual([undefined]);
  });

  it('fails the call with the API\'s own words when the staff member gives up, and never asks about other refusals', async () => {
    const { auth, asked, onAsk } = keptSession('expired');
    onAsk(async () => Promise.reject(new ContentApiError(401, 'session-expired', 'Editing session ended', 'Confirm your password again.')));
    const client = createContentClient('http://api.test', auth.calls, words, (async () => json(401, ended)) as typeof fetch);
    await expect(client.list()).rejects.toMatchObject({ code: 'session-expired', title: 'Editing session ended' });

    const notAdmin = createContentClient('http://api.test', auth.calls, words, (async () => json(403, { error: { code: 'not-admin', title: 'Administrators only' } })) as typeof fetch);
    await expect(notAdmin.list()).rejects.toMatchObject({ status: 403, code: 'not-admin' });
    expect(asked).toEqual(['session-expired']);
  });
});

describe('a save\'s outcome', () => {
  const notSaved = { saved: false, title: 'Not saved', message: 'Nothing was saved.', hint: 'Fix them.' };
  const problem = { file: 'site/pages/about.json', line: 21, column: 19, pointer: '/sections/0/actions/1/href', severity: 'error', message: 'the link "/x" goes to a page that does not exist.', rule: 'missing-page', values: {} };
  const conflict = { path: 'towns/benson.json', pointer: '/landing/heading', base: 'A', theirs: 'B', yours: 'C' };

  // The API answers these 200 (save-outcomes.ts), so the browser logs no error; the client hands them on as they are.
  for (const answer of [{ state: 'problems', ...notSaved, problems: [problem] }, { state: 'warnings', ...notSaved, problems: [{ ...problem, severity: 'warning' }] }, { state: 'clash', ...notSaved, conflicts: [conflict] }]) {
    it(`gives back the state "${answer.state}" with what the staff member needs, as a result and not an error`, async () => {
      const { auth } = keptSession('live');
      const client = createContentClient('http://api.test', auth.calls, words, (async () => json(200, answer)) as typeof fetch);
      expect(await client.submit({ summary: 'Changed', files: [] })).toEqual(answer);
    });
  }

  it('still throws the catalogue\'s refusal for a real error', async () => {
    const { auth } = keptSession('live');
    const refusal = { error: { code: 'path-refused', title: 'File not allowed', message: 'Only the site\'s content files.', hint: 'See "details".' }, details: ['no'] };
    const client = createContentClient('http://api.test', auth.calls, words, (async () => json(400, refusal)) as typeof fetch);
    await expect(client.submit({ summary: 'Changed', files: [] })).rejects.toMatchObject({ status: 400, code: 'path-refused', title: 'File not allowed', details: ['no'] });
  });
});

describe('a change too large for the API, said before anything is sent', () => {
  const picture = (name: string) => ({ path: `/images/uploads/${name}.webp`, base64: Buffer.alloc(3000, 1).toString('base64') });
  const file = (text: string) => ({ path: 'towns/benson.json', action: 'create' as const, data: { slug: 'benson', text } });

  /** A client whose every request is recorded (none is expected). */
  function recording() {
    const { auth } = keptSession('live');
    const requests: string[] = [];
    const fetchImpl = (async (url: string) => {
      requests.push(url);
      return json(200, { state: 'saved', saved: true, warnings: [] });
    }) as typeof fetch;
    return { client: createContentClient('http://api.test', auth.calls, words, fetchImpl), requests };
  }

  it('says how many new pictures one save carries, in the studio\'s words, and makes no request', async () => {
    const { client, requests } = recording();
    const three = { summary: 'Crew photos', files: [file('Crew')], images: [picture('one-a1'), picture('two-b2'), picture('three-c3')] };
    await expect(client.submit(three)).rejects.toMatchObject({
      status: 0,
      code: 'too-many-pictures',
      title: 'This change adds 3 new pictures; one save can carry 2.',
      hint: 'Save with 2 of them, then add the rest.',
    });
    expect(requests).toEqual([]);
  });

  it('says a change is too large in the studio\'s words, and makes no request', async () => {
    const { client, requests } = recording();
    await expect(client.submit({ summary: 'Long text', files: [file('x'.repeat(MAX_BODY_BYTES))] })).rejects.toMatchObject({
      status: 0,
      code: 'change-too-large',
      title: words.changeTooLarge,
      hint: words.changeTooLargeHint,
    });
    expect(requests).toEqual([]);
  });

  it('sends a change that fits as it was measured', async () => {
    const { auth } = keptSession('live');
    const bodies: string[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return json(200, { state: 'saved', saved: true, warnings: [] });
    }) as typeof fetch;
    const client = createContentClient('http://api.test', auth.calls, words, fetchImpl);
    const two = { summary: 'Crew photos', files: [file('Crew')], images: [picture('one-a1'), picture('two-b2')] };
    expect(await client.submit(two)).toMatchObject({ state: 'saved' });
    expect(bodies).toEqual([JSON.stringify(two)]);
  });
});

describe('signIn', () => {
  it('posts the username and password to /session and gives the session, or the refusal in the API\'s words', async () => {
    const posted: { url: string; body: unknown }[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { password: string };
      posted.push({ url, body });
      return body.password === 'right'
        ? json(200, { token: 'claims.signature', user: 'admin', id: 1, expiresAt: '2026-04-01T16:00:00.000Z', idleMinutes: 30 })
        : json(401, { error: { code: 'password-wrong', title: 'Wrong username or password', message: 'Not known.', hint: 'Check both.' } });
    }) as typeof fetch;
    expect(await signIn('http://api.test/', 'admin', 'right', words, fetchImpl)).toEqual({ token: 'claims.signature', user: 'admin', id: 1 });
    await expect(signIn('http://api.test', 'admin', 'wrong', words, fetchImpl)).rejects.toMatchObject({ status: 401, code: 'password-wrong', title: 'Wrong username or password', hint: 'Not known. Check both.' });
    expect(posted).toEqual([{ url: 'http://api.test/session', body: { username: 'admin', password: 'right' } }, { url: 'http://api.test/session', body: { username: 'admin', password: 'wrong' } }]);
    await expect(signIn('http://api.test', 'admin', 'x', words, (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch)).rejects.toMatchObject({ code: 'offline' });
  });
});
