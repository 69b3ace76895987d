import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '../../site/pages/admin-dashboard.json' with { type: 'json' };
import { createContentClient, type SubmittedChange } from './content-client';
import { SubmittedChangeList } from './submitted-changes';
import { fill, type StudioWords } from './studio-words';
import { liveTime } from './live-time';
import { FILL_IN, programmerWordsInText, SCREEN_WORDS } from '../testing/programmer-words';

const words = (page.sections[0] as unknown as { studio: StudioWords }).studio;
const change = (number: number, state: SubmittedChange['state'], extra: Partial<SubmittedChange> = {}): SubmittedChange => ({
  number, title: `Change ${number}`, summary: `Summary ${number}`, author: 'admin', state, failedChecks: [], updatedAt: '2026-11-23T10:00:00Z', ...extra,
});

const listOf = (changes: SubmittedChange[]) => renderToString(<SubmittedChangeList words={words} busy={null} onPublish={() => {}} changes={changes} />);

describe('the submitted changes', () => {
  it('says each change\'s state in plain words, offers Publish only once it passed its checks, and shows failed checks', () => {
    const html = listOf([
      change(1, 'waiting-for-review'),
      change(2, 'checks-failed', { failedChecks: [{ name: 'validate', title: 'Content check', summary: 'There is no town "claytn".' }] }),
      change(3, 'published'),
    ]);
    expect(html).toContain('Checked, waiting to be published');
    expect(html).toContain('The checks found problems');
    expect(html).toContain('There is no town &quot;claytn&quot;.');
    expect(html).toContain('Submitted by admin');
    expect(html.match(/>Publish</g)).toHaveLength(1);
  });

  it('says when a change\'s checks could not be read just now, and offers no Publish for it', () => {
    const html = listOf([change(4, 'unknown')]);
    expect(html).toContain(words.stateUnknown);
    expect(words.stateUnknown).toBe('Checks could not be read just now');
    expect(html).not.toMatch(/>Publish</);
  });
});

describe('a published change', () => {
  it('says it is being published, then live since when in the office\'s time (the date on another day), and offers no Publish', () => {
    const today = new Date();
    const html = listOf([
      change(5, 'publishing'),
      change(6, 'live', { liveSince: today.toISOString() }),
      change(7, 'live', { liveSince: '2025-03-14T18:02:00Z' }),
      change(8, 'live', { liveSince: null }),
      change(9, 'published'),
    ]);
    expect(html).toContain(words.statePublishing);
    expect(html).toContain(fill(words.stateLive, { time: liveTime(today.toISOString()) }));
    expect(liveTime(today.toISOString())).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    // A day in daylight time: 18:02 UTC is 2:02 PM in the office.
    expect(html).toContain('Live since Mar 14, 2:02 PM');
    expect(html).toContain(words.stateLiveEarlier);
    expect(html).toContain('>Published<');
    expect(html).not.toMatch(/>Publish</);
  });

  it('says in plain words when publishing did not finish: the site still shows the earlier version', () => {
    const html = listOf([change(10, 'publish-failed')]);
    expect(html).toContain(words.statePublishFailed);
    expect(words.publishFailedText).toMatch(/^Publishing did not finish; the site still shows the earlier version\./);
    expect(html).toContain(words.publishFailedText);
    for (const text of [words.statePublishing, words.stateLive, words.stateLiveEarlier, words.statePublishFailed, words.publishFailedText, words.changesText, words.publishedMessage]) {
      expect(programmerWordsInText(text.replace(FILL_IN, ''), SCREEN_WORDS), text).toEqual([]);
      expect(text).not.toMatch(/\b(deploy|build|commit|branch|pull request|merge)/i);
    }
  });
});

describe('the content client', () => {
  // A session that never ends: asking again would be a failure of these tests.
  const signedWith = (token: string) => ({ token: () => token, renewed: () => {}, askAgain: () => Promise.reject(new Error('asked for the password')) });
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('has no list of changes where saves go live at once (the API answers review: false)', async () => {
    const client = createContentClient('http://api.test', signedWith('t'), words, answer(200, { backend: 'local', review: false, changes: [] }));
    expect(await client.changes()).toBeNull();
    const reviewed = createContentClient('http://api.test', signedWith('t'), words, answer(200, { backend: 'github', review: true, changes: [] }));
    expect(await reviewed.changes()).toEqual([]);
  });

  it('signs every call with the API\'s session and turns an error answer into its title and hint', async () => {
    const seen: Headers[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ error: { code: 'not-admin', title: 'Administrators only', message: 'Your account may not change content.', hint: 'Ask an administrator.' } }), { status: 403 });
    }) as typeof fetch;
    const client = createContentClient('http://api.test/', signedWith('secret-token'), words, fetchImpl);
    await expect(client.list()).rejects.toMatchObject({ status: 403, code: 'not-admin', title: 'Administrators only', hint: 'Your account may not change content. Ask an administrator.' });
    expect(seen[0]!.get('Authorization')).toBe('Bearer secret-token');
  });

  it('says the service did not answer when the network fails, and that the draft is kept', async () => {
    const client = createContentClient('http://api.test', signedWith('t'), words, (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch);
    await expect(client.open('site.json')).rejects.toMatchObject({ code: 'offline', title: words.offline, hint: words.offlineHint });
  });
});
