import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobsCountStore } from './blobs-count-store.ts';
import { CountsUnavailableError, createSharedLimiter } from '../content-api/sign-in-limit/shared-limiter.ts';
import { startThrowawayServer } from '../../tests/support/throwaway-server.ts';
import { blobsEnv } from '../../tests/support/local-blobs.ts';

// Netlify's own local Blobs server (what `netlify dev` runs), on a loopback port, with a folder of its own.
let folder: string;
let server: BlobsServer;
let env: Record<string, string>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'blobs-'));
  server = new BlobsServer({ directory: folder, token: 'test-token' });
  const { port } = await server.start();
  env = blobsEnv(`http://127.0.0.1:${port}`, 'test-token');
});
afterAll(async () => {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('createBlobsCountStore (the counts on Netlify)', () => {
  it('lets a second instance read what the first wrote, and build on it with the ETag it read', async () => {
    const [one, two] = [createBlobsCountStore(env), createBlobsCountStore(env)];
    expect(await one.read('shared')).toBeUndefined();
    expect(await one.write('shared', '["first"]', undefined)).toBe(true);
    const seen = (await two.read('shared'))!;
    expect(seen).toEqual({ text: '["first"]', version: expect.stringMatching(/^".+"$/) });
    expect(await two.write('shared', '["first","second"]', seen.version)).toBe(true);
    expect((await one.read('shared'))?.text).toBe('["first","second"]');
  });

  it('writes only on the condition given: a first count only if there is none, a change only over the version read', async () => {
    const store = createBlobsCountStore(env);
    expect(await store.write('conditional', '1', undefined)).toBe(true);
    expect(await store.write('conditional', 'a second first', undefined)).toBe(false);
    expect(await store.write('conditional', 'over another version', '"not-the-etag-read"')).toBe(false);
    expect((await store.read('conditional'))?.text).toBe('1');
  });

  it('pauses an address across two limiters (two function instances) on one store', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    const [one, two] = [createSharedLimiter(limit, createBlobsCountStore(env)), createSharedLimiter(limit, createBlobsCountStore(env))];
    expect((await one.attempt('198.51.100.9')).allowed).toBe(true);
    expect((await two.attempt('198.51.100.9')).allowed).toBe(true);
    expect(await one.attempt('198.51.100.9')).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await two.retryAfter('198.51.100.9')).toBeGreaterThan(0);
  });

  it('fails closed when Blobs is not set up, not reachable, or does not answer in time', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    await expect(createSharedLimiter(limit, createBlobsCountStore({})).attempt('a')).rejects.toThrow(/NETLIFY_BLOBS_CONTEXT is not set/);

    const gone = await startThrowawayServer(() => {});
    await gone.close();
    await expect(createSharedLimiter(limit, createBlobsCountStore(blobsEnv(gone.url, 'test-token'))).retryAfter('a')).rejects.toBeInstanceOf(CountsUnavailableError);

    const hanging = await startThrowawayServer(() => {});
    try {
      const limiter = createSharedLimiter(limit, createBlobsCountStore(blobsEnv(hanging.url, 'test-token')), { deadlineMs: 300 });
      await expect(limiter.attempt('a')).rejects.toThrow(/no answer in 0.3 s/);
    } finally {
      await hanging.close();
    }
  });
});
