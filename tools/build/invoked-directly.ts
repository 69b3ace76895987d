import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `moduleUrl` is the script Node was asked to run (rather than imported).
 * Compared by real path: in a copy of the project whose tools/ is a link (the tests' and the bench's
 * copies), `npm run build` names the link, and a plain comparison would silently do nothing.
 */
export function invokedDirectly(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}
