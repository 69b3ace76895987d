import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The nearest folder at or above `from` that holds site/site.json. Found rather than counted, because
 * the same content-api-main.ts runs from source (server/content-api/) and compiled into one file (dist-server/).
 */
export function findProjectRoot(from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'site', 'site.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
