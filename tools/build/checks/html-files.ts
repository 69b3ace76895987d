import { readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';

/** Every .html file under a folder (the built site), in a stable order. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out.sort();
}

/** How a built file is named in reports: from the folder above dist ("dist/about/index.html"). */
export function shownPath(dist: string, file: string): string {
  const root = resolve(dist);
  return [basename(root), ...relative(root, file).split(sep)].join('/');
}
