import { describe, expect, it } from 'vitest';
import { clientWords as words } from '../testing/content-client-words';
import { ContentApiError, createContentClient } from './content-client';

// The client's calls for a file's history (GET /history/<path>); the session's handling is in content-client.test.ts.
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const auth = { token: () => 'session', renewed: () => {}, askAgain: async () => {} };

describe('the content client and a file\'s history', () => {
  it('asks for the changes and for one version at the file\'s own address, each part encoded', async () => {
    const asked: string[] = [];
    const change = { at: '2026-11-27T19:02:00.000Z', user: 'maria', summary: 'Phone number updated', action: 'changed', version: 'a'.repeat(40), undo: 'b'.repeat(40) };
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return url.includes('?version=') ? json(200, { path: 'towns/benson.json', kind: 'townFile', version: 'a'.repeat(40), text: '{}', data: {} }) : json(200, { path: 'towns/benson.json', changes: [change] });
    }) as typeof fetch;
    const client = createContentClient('http://api.test/', auth, words, fetchImpl);
    expect(await client.history('towns/benson.json')).toEqual([change]);
    expect((await client.openVersion('towns/benson.json', 'a b')).kind).toBe('townFile');
    expect(asked).toEqual(['http://api.test/history/towns/benson.json', 'http://api.test/history/towns/benson.json?version=a%20b']);
  });

  it('gives the API\'s own words when a version is not in the file\'s history', async () => {
    const fetchImpl = (async () =>
      json(404, { error: { code: 'version-not-found', title: 'No such earlier version', message: "That earlier version is not in this file's history.", hint: 'Open the file\'s history again.' } })) as unknown as typeof fetch;
    const refused = await createContentClient('http://api.test', auth, words, fetchImpl).openVersion('site.json', 'f'.repeat(40)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentApiError);
    expect(refused).toMatchObject({ status: 404, code: 'version-not-found', title: 'No such earlier version' });
  });

  it('undoes a change by posting its id and her summary to the file\'s history, answered as a save', async () => {
    const sent: { url: string; method?: string; body?: string }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: init.body as string });
      return json(200, { state: 'saved', saved: true, warnings: [] });
    }) as typeof fetch;
    const result = await createContentClient('http://api.test', auth, words, fetchImpl).undo('towns/benson.json', { undo: 'id-1', summary: 'Undo: Heading' });
    expect(result).toEqual({ state: 'saved', saved: true, warnings: [] });
    expect(sent).toEqual([{ url: 'http://api.test/history/towns/benson.json', method: 'POST', body: JSON.stringify({ undo: 'id-1', summary: 'Undo: Heading' }) }]);
  });
});
