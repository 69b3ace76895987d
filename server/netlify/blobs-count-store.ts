import { getStore, type EnvironmentContext } from '@netlify/blobs';
import type { CountStore } from '../content-api/sign-in-limit/count-store.ts';

/** The site-wide Blobs store of the sign-in limit's counts (one small JSON text per client address). */
export const SIGN_IN_COUNTS_STORE = 'sign-in-failures';

type Env = Record<string, string | undefined>;

/**
 * The sign-in limit's counts in Netlify Blobs, which every instance of the function shares. Strong
 * consistency, so a count just written is what the next instance reads; writes are conditional on
 * the ETag read (`onlyIfMatch`, or `onlyIfNew` for a first count), so Blobs itself refuses the
 * second of two instances writing over the same version.
 * The platform puts the Blobs context (`NETLIFY_BLOBS_CONTEXT`) in the environment for each
 * invocation, so it is read at each call, from the environment the function was given.
 */
export function createBlobsCountStore(env: Env): CountStore {
  const open = () => getStore({ name: SIGN_IN_COUNTS_STORE, consistency: 'strong', ...blobsContext(env) });
  return {
    async read(key) {
      // The version first, then the text: if the text moved in between, the version is the older one
      // and the write made over it is refused, so a count is never written over one it did not see.
      // The version comes from a listing because Netlify's local Blobs server (`netlify dev`) answers
      // a read without its ETag; one way for both keeps the tested way the deployed one.
      const store = open();
      const { blobs } = await store.list({ prefix: key });
      const version = blobs.find((blob) => blob.key === key)?.etag;
      if (version === undefined) return undefined;
      const text = await store.get(key, { type: 'text' });
      return text === null ? undefined : { text, version };
    },
    async write(key, text, version) {
      const { modified } = await open().set(key, text, version === undefined ? { onlyIfNew: true } : { onlyIfMatch: version });
      return modified;
    },
  };
}

/** The context Netlify gives a function (base64 JSON), as @netlify/blobs reads it from the environment itself. */
function blobsContext(env: Env): Partial<EnvironmentContext> {
  const encoded = env.NETLIFY_BLOBS_CONTEXT;
  if (!encoded) throw new Error('Netlify Blobs is not available here: NETLIFY_BLOBS_CONTEXT is not set (the platform sets it for a function it runs)');
  const { siteID, token, edgeURL, uncachedEdgeURL, apiURL } = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as EnvironmentContext;
  return { siteID, token, edgeURL, uncachedEdgeURL, apiURL };
}
