/**
 * An allowed origin as the browser sends it (scheme://host:port, no path, no trailing slash); throws
 * with the fix otherwise, so a misconfigured server stops at start instead of refusing every page.
 * Shared by the stand-in and the content API, which both answer only the site's own pages.
 */
export function exactOrigin(origin: string, example: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = undefined;
  }
  if (parsed?.origin !== origin) {
    throw new Error(`Allowed origin "${origin}" is not an exact origin. Write it as scheme://host:port with no path or trailing slash, e.g. ${example}.`);
  }
  return origin;
}
