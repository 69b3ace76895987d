import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageBundle, SiteCore } from '../../src/content/bundles.ts';
import { buildPictures } from './pictures.ts';
import { writePictureList } from './picture-list.ts';
import { PICTURE_LIST_FILE } from '../../src/content/picture-list.ts';

let root = '';
const dist = () => join(root, 'dist');
const cacheDir = () => join(root, '.cache', 'build');

/** A photo-like picture (noise compresses as badly as a photo does). */
const photo = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d2c', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })[format]().toBuffer();

const core = { site: { layout: { containerMaxWidth: { sm: 720, md: 1236 } } } } as unknown as SiteCore;
const picture = (src: string, width: number, height: number) => ({ src, alt: 'A lawn', width, height });
const bundles = (): PageBundle[] =>
  [
    { page: { meta: { image: '/images/uploads/lawn.jpg' }, sections: [{ type: 'hero', background: { image: picture('/images/uploads/lawn.jpg', 1600, 1000) } }] }, collections: {} },
    // A square PNG in a collection, a vector share picture, and pictures the step leaves alone.
    { page: { meta: { image: '/images/card.svg' }, sections: [{ image: picture('/images/card.svg', 800, 600) }, { image: picture('https://photos.example/x.jpg', 800, 600) }] }, collections: { services: { a: { image: picture('/images/uploads/square.png', 900, 900) } } } },
  ] as unknown as PageBundle[];

const sizeOf = async (url: string) => {
  const { width, height, format } = await sharp(join(dist(), url)).metadata();
  return { width, height, format };
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pictures-'));
  mkdirSync(join(root, 'public/images/uploads'), { recursive: true });
  writeFileSync(join(root, 'public/images/uploads/lawn.jpg'), await photo(1600, 1000, 'jpeg'));
  writeFileSync(join(root, 'public/images/uploads/square.png'), await photo(900, 900, 'png'));
  writeFileSync(join(root, 'public/images/card.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#388e3c"/></svg>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the picture step of the build', () => {
  it('makes WebP variants of raster pictures at the layout widths, each the width its srcset says', async () => {
    const result = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    const lawn = result.manifest.responsive['/images/uploads/lawn.jpg']!;
    expect(lawn.candidates.map((c) => c.width)).toEqual([160, 320, 412, 582, 824, 1164, 1440, 1600]);
    expect([lawn.width, lawn.height]).toEqual([1600, 1000]);
    for (const candidate of lawn.candidates) {
      expect(candidate.url).toMatch(/^\/assets\/pictures\/lawn-[0-9a-f]{10}-\d+\.webp$/);
      expect(await sizeOf(candidate.url)).toEqual({ width: candidate.width, height: Math.round((candidate.width * 1000) / 1600), format: 'webp' });
    }
    expect(result.manifest.responsive['/images/uploads/square.png']!.candidates.map((c) => c.width)).toEqual([160, 320, 412, 582, 900]);
    // Vector and outside pictures keep their plain address.
    expect(Object.keys(result.manifest.responsive).sort()).toEqual(['/images/uploads/lawn.jpg', '/images/uploads/square.png']);
    expect(result.made).toBe(8 + 5 + 2);
    expect(result.files).toHaveLength(8 + 5 + 2);
  });

  it('makes every share picture a 1200 × 630 JPEG, a vector one too', async () => {
    const { manifest } = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    for (const src of ['/images/uploads/lawn.jpg', '/images/card.svg']) {
      const share = manifest.share[src]!;
      expect(share).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
      expect(await sizeOf(share.url)).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
  });

  it('does no picture work when no picture changed, and only the changed picture\'s when one did', async () => {
    const first = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    const again = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    expect(again.made).toBe(0);
    expect(again.reused).toBe(first.made + first.reused);
    expect(again.manifest).toEqual(first.manifest);

    writeFileSync(join(root, 'public/images/uploads/square.png'), await photo(900, 900, 'png'));
    const changed = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    expect(changed.made).toBe(5);
    expect(changed.manifest.responsive['/images/uploads/square.png']).not.toEqual(first.manifest.responsive['/images/uploads/square.png']);
    expect(changed.manifest.responsive['/images/uploads/lawn.jpg']).toEqual(first.manifest.responsive['/images/uploads/lawn.jpg']);
  });
});

describe('the picture list the build leaves for the Netlify function', () => {
  it('names every file of public/ with its bytes, its size and the variants the build made, beside dist/', async () => {
    writeFileSync(join(root, 'public/.DS_Store'), 'not the site\'s');
    symlinkSync('/etc/hostname', join(root, 'public/images/outside.jpg'));
    writeFileSync(join(root, 'public/clip.mp4'), Buffer.alloc(1234));
    const { manifest } = await buildPictures({ root, dist: dist(), cacheDir: cacheDir(), core, bundles: bundles() });
    const list = await writePictureList(root, manifest);
    expect(JSON.parse(readFileSync(join(root, PICTURE_LIST_FILE), 'utf8'))).toEqual(list);
    // Hidden files and links are not the site's pictures (a link could point out of public/).
    expect(list.files.map((file) => file.path)).toEqual(['/clip.mp4', '/images/card.svg', '/images/uploads/lawn.jpg', '/images/uploads/square.png']);
    const [clip, card, lawn] = list.files;
    expect(clip).toEqual({ path: '/clip.mp4', bytes: 1234, width: null, height: null, variants: [] });
    expect(card).toMatchObject({ width: 800, height: 600, variants: [manifest.share['/images/card.svg']!.url] });
    expect(lawn).toMatchObject({ width: 1600, height: 1000, bytes: readFileSync(join(root, 'public/images/uploads/lawn.jpg')).length });
    expect(lawn!.variants).toEqual([...manifest.responsive['/images/uploads/lawn.jpg']!.candidates.map((c) => c.url), manifest.share['/images/uploads/lawn.jpg']!.url]);
  });
});
