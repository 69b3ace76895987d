/**
 * The build's picture step: every raster picture the content shows gets WebP variants at the widths
 * the layout needs (src/content/picture-layout.ts), and every share picture a 1200 × 630 JPEG (some
 * link previews ignore WebP). Encoded files are kept in .cache/build/images/ under the source's hash,
 * the width and the format, so a build with no picture change encodes nothing. The renderer receives
 * the result as data (src/content/picture-manifest.ts). See docs/decisions/023-responsive-images.md.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import type { SiteCore, PageBundle } from '../../src/content/bundles.ts';
import { ladderWidths, widthsFor } from '../../src/content/picture-layout.ts';
import type { PictureManifest, ResponsivePicture, SharePicture } from '../../src/content/picture-manifest.ts';
import { hashOf } from './code-fingerprint.ts';

/** Pictures made at several widths: photos and other raster files under public/ (an SVG is sharp at every width already). */
const RASTER = /^\/images\/[^\s]+\.(jpe?g|png|webp)$/i;
/** Share pictures may be any local picture sharp reads, SVG included; a GIF's first frame is not worth sharing. */
const SHAREABLE = /^\/images\/[^\s]+\.(jpe?g|png|webp|avif|svg)$/i;
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
// Encoder settings are part of every cache key, so changing one re-encodes instead of reusing old files.
const WEBP = { quality: 72, effort: 4 } as const;
const JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;
const SETTINGS = hashOf(JSON.stringify({ WEBP, JPEG })).slice(0, 8);

export interface PicturesResult {
  manifest: PictureManifest;
  /** The files written into dist/ (paths inside it), for the build's list of files to keep. */
  files: string[];
  /** Files made by this build (encoded, or a share JPEG that needed nothing copied as it is); 0 when every one came from the cache. */
  made: number;
  /** Files taken from the cache. */
  reused: number;
}

/** The local pictures the content names: those shown in a page (an object with src, width and height) and the share pictures. */
export function picturesOf(core: SiteCore, bundles: Iterable<PageBundle>): { shown: Set<string>; shared: Set<string> } {
  const shown = new Set<string>();
  const shared = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number' && RASTER.test(record.src)) shown.add(record.src);
      Object.values(record).forEach(walk);
    }
  };
  walk(core.site);
  for (const bundle of bundles) {
    // What a page shows: its sections and the collection entries they list. A town's own picture is
    // only its share picture (a section that shows it names it, and is walked here).
    walk(bundle.page.sections);
    walk(bundle.collections);
    const image = bundle.page.meta.image;
    if (image && SHAREABLE.test(image)) shared.add(image);
  }
  return { shown, shared };
}

/** Reads and makes files through the cache folder; counts what it had to make. */
class PictureCache {
  made = 0;
  reused = 0;
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = join(this.dir, name);
    if (existsSync(file)) {
      this.reused++;
      return readFileSync(file);
    }
    const made = await make();
    this.made++;
    writeFileSync(file, made);
    return made;
  }

  /** The picture's size after EXIF rotation, remembered beside its variants (reading it means decoding the header). */
  async size(hash: string, source: Buffer): Promise<{ width: number; height: number }> {
    const file = join(this.dir, `${hash}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { width: number; height: number };
    const { autoOrient } = await sharp(source).metadata();
    const size = { width: autoOrient.width, height: autoOrient.height };
    writeFileSync(file, JSON.stringify(size));
    return size;
  }
}

/** Writes a file into dist/assets/pictures/ under a name with its content's hash; an identical file already there is left alone. */
function writeAsset(dist: string, src: string, suffix: string, ext: string, bytes: Buffer): string {
  const name = `assets/pictures/${basename(src, extname(src))}-${hashOf(bytes).slice(0, 10)}${suffix}.${ext}`;
  const target = join(dist, name);
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat || stat.size !== bytes.length) {
    mkdirSync(join(dist, 'assets/pictures'), { recursive: true });
    writeFileSync(target, bytes);
  }
  return name;
}

/** An SVG is drawn at a density that makes it at least the share picture's size before the crop. */
async function shareJpeg(source: Buffer, src: string, size: { width: number; height: number }): Promise<Buffer> {
  const isJpeg = /\.jpe?g$/i.test(src);
  // Already a 1200 × 630 JPEG (the shipped town cards): served as it is, not re-encoded and softened.
  if (isJpeg && size.width === SHARE_WIDTH && size.height === SHARE_HEIGHT && (await sharp(source).metadata()).orientation === undefined) return source;
  const density = src.endsWith('.svg') ? Math.ceil(72 * Math.max(1, SHARE_WIDTH / size.width, SHARE_HEIGHT / size.height)) : undefined;
  return sharp(source, density ? { density } : {})
    .autoOrient()
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG)
    .toBuffer();
}

/**
 * Makes the variants and share pictures for everything `picturesOf` finds, writes them into dist/,
 * and returns the manifest the renderer reads. Pictures missing from public/ are left out (the
 * validator reports them); the page then shows the plain address.
 */
export async function buildPictures(options: { root: string; dist: string; cacheDir: string; core: SiteCore; bundles: Iterable<PageBundle> }): Promise<PicturesResult> {
  const { root, dist, core } = options;
  const { shown, shared } = picturesOf(core, options.bundles);
  const cache = new PictureCache(join(options.cacheDir, 'images'));
  const ladder = ladderWidths(core.site.layout.containerMaxWidth);
  const manifest: PictureManifest = { responsive: {}, share: {} };
  const files = new Set<string>();
  const sourceOf = (src: string) => {
    const file = join(root, 'public', src);
    if (!existsSync(file)) return undefined;
    const bytes = readFileSync(file);
    return { bytes, hash: hashOf(bytes).slice(0, 16) };
  };

  await Promise.all(
    [...shown].map(async (src) => {
      const source = sourceOf(src);
      if (!source) return;
      const size = await cache.size(source.hash, source.bytes);
      const candidates: ResponsivePicture['candidates'] = [];
      for (const width of widthsFor(size.width, ladder)) {
        const bytes = await cache.get(`${source.hash}-${width}-webp-${SETTINGS}.webp`, () =>
          sharp(source.bytes).autoOrient().resize({ width }).webp(WEBP).toBuffer(),
        );
        const name = writeAsset(dist, src, `-${width}`, 'webp', bytes);
        files.add(name);
        candidates.push({ url: `/${name}`, width });
      }
      manifest.responsive[src] = { candidates, width: size.width, height: size.height };
    }),
  );

  await Promise.all(
    [...shared].map(async (src) => {
      const source = sourceOf(src);
      if (!source) return;
      const size = await cache.size(source.hash, source.bytes);
      const bytes = await cache.get(`${source.hash}-share-${SETTINGS}.jpg`, () => shareJpeg(source.bytes, src, size));
      const name = writeAsset(dist, src, '-share', 'jpg', bytes);
      files.add(name);
      manifest.share[src] = { url: `/${name}`, width: SHARE_WIDTH, height: SHARE_HEIGHT, type: 'image/jpeg' } satisfies SharePicture;
    }),
  );

  return { manifest: sorted(manifest), files: [...files].sort(), made: cache.made, reused: cache.reused };
}

/** Keys in a steady order, so the same pictures give the same manifest (it is part of every page's key). */
function sorted(manifest: PictureManifest): PictureManifest {
  const byKey = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return { responsive: byKey(manifest.responsive), share: byKey(manifest.share) };
}
