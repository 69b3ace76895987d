import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PICTURE_LIST_FILE } from '../../../src/content/picture-list.ts';
import { checkPictureList } from './check-picture-list.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(publicFiles: string[], listed?: string[]) {
  root = mkdtempSync(join(tmpdir(), 'picture-list-'));
  for (const path of publicFiles) {
    mkdirSync(dirname(join(root, 'public', path)), { recursive: true });
    writeFileSync(join(root, 'public', path), 'x');
  }
  if (listed) {
    mkdirSync(dirname(join(root, PICTURE_LIST_FILE)), { recursive: true });
    writeFileSync(join(root, PICTURE_LIST_FILE), JSON.stringify({ files: listed.map((path) => ({ path, bytes: 1, width: null, height: null, variants: [] })) }));
  }
  return root;
}

describe("the Netlify function's picture list before a deploy", () => {
  it('passes a list that names exactly the files of public/', async () => {
    expect(await checkPictureList(project(['/images/a.jpg', '/media/b.mp4'], ['/images/a.jpg', '/media/b.mp4']))).toEqual([]);
  });

  it('refuses a missing list, saying what to run and what the function would answer', async () => {
    const [problem] = await checkPictureList(project(['/images/a.jpg']));
    expect(problem).toMatch(/picture list .* is missing: `npm run build` writes it/);
    expect(problem).toMatch(/answers "not set up"/);
  });

  it('refuses a list older than public/, naming the pictures that differ', async () => {
    expect(await checkPictureList(project(['/images/a.jpg', '/images/new.jpg'], ['/images/a.jpg', '/images/old.jpg']))).toEqual([
      `${PICTURE_LIST_FILE} is older than public/: /images/new.jpg (in public/, not listed), /images/old.jpg (listed, not in public/). Build again with \`npm run build\` so the function knows the same pictures as the site.`,
    ]);
  });
});
