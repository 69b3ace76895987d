/**
 * The environment Netlify gives a function for Blobs (NETLIFY_BLOBS_CONTEXT, base64 JSON), pointed
 * at a local Blobs server (@netlify/blobs/server, as `netlify dev` runs one), for tests.
 */
export function blobsEnv(url: string, token: string): { NETLIFY_BLOBS_CONTEXT: string } {
  const context = { siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url, deployID: '0', primaryRegion: 'dev' };
  return { NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64') };
}
