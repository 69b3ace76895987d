import { join } from 'node:path';
import { readPictureList, scanPublicFiles } from '../../../src/content/disk/public-files.ts';
import { PICTURE_LIST_FILE } from '../../../src/content/picture-list.ts';

/**
 * What `npm run check:deploy` asks of the Netlify function's picture list (decision 025): the function
 * carries the list, not public/, so a deploy without it answers every studio request with 503, and one
 * with an older list refuses the new pictures' references as missing files. Empty when it may ship.
 */
export async function checkPictureList(root: string): Promise<string[]> {
  let listed: Set<string>;
  try {
    listed = new Set((await readPictureList(join(root, PICTURE_LIST_FILE))).files.map((file) => file.path));
  } catch (error) {
    return [`${(error as Error).message} Without it the content API on Netlify answers "not set up".`];
  }
  const onDisk = (await scanPublicFiles(join(root, 'public'))).map((file) => file.path);
  const missing = onDisk.filter((path) => !listed.has(path));
  const gone = [...listed].filter((path) => !onDisk.includes(path));
  if (!missing.length && !gone.length) return [];
  const named = [...missing.map((path) => `${path} (in public/, not listed)`), ...gone.map((path) => `${path} (listed, not in public/)`)];
  return [`${PICTURE_LIST_FILE} is older than public/: ${named.slice(0, 5).join(', ')}${named.length > 5 ? `, and ${named.length - 5} more` : ''}. Build again with \`npm run build\` so the function knows the same pictures as the site.`];
}
