/**
 * The content API's Netlify function, packed as `netlify deploy` packs it: netlify.toml read by
 * Netlify's own config reader, the functions bundled and zipped by its own bundler
 * (@netlify/zip-it-and-ship-it, the one netlify-cli deploys with), into a temp folder. Once with the
 * project's public/ and once with 100 photos of about 300 kB added: the function carries the build's
 * list of public/, not the folder, so its size must not grow with the photos (decision 025, "A
 * function that does not grow with the pictures"; Lambda refuses a function over 50 MB).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_LIST_FILE } from '../../src/content/picture-list.ts';
import type { PictureManifest } from '../../src/content/picture-manifest.ts';
import { projectRoot } from '../../src/testing/temp-project.ts';
import { copyPackages } from './copy-packages.ts';
import { writePictureList } from './picture-list.ts';

/** Lambda's limit for a function's zip (what makes every deploy fail once passed). */
const LAMBDA_LIMIT = 50 * 1024 * 1024;
const PHOTOS = 100;
/**
 * What 100 photos may add: their entries in the picture list, which the function does carry. An entry
 * with its 8 WebP widths and its share JPEG is under 1 kB of JSON before compression, so 100 are under
 * 100 kB; the photos themselves would add about 30 MB.
 */
const ALLOWED_GROWTH = 100 * 1024;
/** Not the project's: what the tests, local runs and earlier builds leave in it, and its history. */
const LEFT_OUT = new Set(['node_modules', '.git', '.cache', '.local', '.netlify', 'dist', 'dist-ssr', 'dist-server', 'dist-function', 'test-results', 'playwright-report', 'bench-results']);

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * A copy of the project's own files (public/ a real folder, never the project's). Of its packages, those
 * netlify.toml leaves external (sharp) are copied, because the bundler packs a package's files and
 * would pack only a link to one behind a link; the rest are linked, since esbuild reads them through links.
 */
function projectCopy(external: string[]): string {
  const dir = temp('function-size-');
  cpSync(projectRoot, dir, { recursive: true, filter: (source) => !LEFT_OUT.has(relative(projectRoot, source).split(sep)[0]!) });
  copyPackages(external, projectRoot, dir);
  const installed = realpathSync(join(projectRoot, 'node_modules'));
  const linkMissing = (from: string, to: string) => {
    for (const name of readdirSync(from)) {
      if (!existsSync(join(to, name))) symlinkSync(join(from, name), join(to, name));
      else if (name.startsWith('@')) linkMissing(join(from, name), join(to, name));
    }
  };
  linkMissing(installed, join(dir, 'node_modules'));
  return dir;
}

/** netlify.toml's [functions] as Netlify reads it. */
async function functionsSettings(root: string) {
  const { config } = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, mode: 'cli', context: 'production' });
  return { directory: config.functionsDirectory as string, functions: config.functions as Record<string, Record<string, unknown>> };
}

/** A photo-like JPEG of about 300 kB (noise compresses as badly as a lawn), and what the build makes of it. */
async function addPhotos(root: string, count: number): Promise<{ bytes: number; manifest: PictureManifest }> {
  const photo = await sharp({ create: { width: 1000, height: 640, channels: 3, background: '#4a7a3a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
  const folder = join(root, 'public/images/uploads');
  mkdirSync(folder, { recursive: true });
  const manifest: PictureManifest = { responsive: {}, share: {} };
  for (let i = 1; i <= count; i++) {
    const name = `portfolio-photo-${String(i).padStart(3, '0')}`;
    writeFileSync(join(folder, `${name}.jpg`), photo);
    // Named as tools/build/pictures.ts names them; only the list's size matters here, not the files.
    const hash = (i * 2654435761).toString(16).padStart(10, '0').slice(0, 10);
    manifest.responsive[`/images/uploads/${name}.jpg`] = { candidates: [160, 320, 412, 582, 824, 1000].map((width) => ({ url: `/assets/pictures/${name}-${hash}-${width}.webp`, width })), width: 1000, height: 640 };
    manifest.share[`/images/uploads/${name}.jpg`] = { url: `/assets/pictures/${name}-${hash}-share.jpg`, width: 1200, height: 630, type: 'image/jpeg' };
  }
  return { bytes: photo.length, manifest };
}

/** Packs the functions of `root` as `netlify deploy` does (netlify-cli: utils/deploy/hash-fns.js) and returns the content API's zip. */
async function pack(root: string) {
  const { directory, functions } = await functionsSettings(root);
  // netlify.toml's [functions] as netlify-cli hands them to the bundler (its lib/functions/config.js).
  const functionsConfig = Object.fromEntries(
    Object.entries(functions).map(([pattern, value]) => [
      pattern,
      {
        externalNodeModules: value.external_node_modules,
        includedFiles: value.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: value.ignored_node_modules,
        nodeBundler: value.node_bundler === 'esbuild' ? 'esbuild_zisi' : value.node_bundler,
        processDynamicNodeImports: true,
        zipGo: true,
      },
    ]),
  );
  const out = temp('function-zip-');
  const results = await zipFunctions([directory], out, { basePath: root, configFileDirectories: [join(root, '.netlify/functions-internal')], config: functionsConfig as never });
  const zip = results.find((result) => result.name === 'content-api');
  if (!zip) throw new Error(`No content-api function was packed from ${directory}: ${results.map((r) => r.name).join(', ')}`);
  return { bytes: statSync(zip.path).size, included: (zip.includedFiles ?? []).map((file) => relative(root, file)) };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

describe('the content API\'s Netlify function, packed by Netlify\'s own bundler', () => {
  it(`does not grow with the pictures: the same size with ${PHOTOS} photos of about 300 kB added to public/`, async () => {
    const external = ((await functionsSettings(projectRoot)).functions['*']?.external_node_modules as string[] | undefined) ?? [];
    const [plain, withPhotos] = [projectCopy(external), projectCopy(external)];
    const photos = await addPhotos(withPhotos, PHOTOS);
    // What `npm run build` leaves for the function: the list of each copy's public/.
    await writePictureList(plain, { responsive: {}, share: {} });
    await writePictureList(withPhotos, photos.manifest);
    const [before, after] = await Promise.all([pack(plain), pack(withPhotos)]);

    console.log(
      `Netlify function content-api, zipped: ${megabytes(before.bytes)} (${before.bytes} bytes) with today's public/; ` +
        `${megabytes(after.bytes)} (${after.bytes} bytes) with ${PHOTOS} photos of ${Math.round(photos.bytes / 1000)} kB added (${megabytes(PHOTOS * photos.bytes)} of photos)`,
    );
    expect(before.included).toContain(PICTURE_LIST_FILE);
    expect(after.included.filter((file) => file.startsWith('public/'))).toEqual([]);
    expect(after.bytes - before.bytes).toBeGreaterThanOrEqual(0);
    expect(after.bytes - before.bytes).toBeLessThan(ALLOWED_GROWTH);
    expect(after.bytes).toBeLessThan(LAMBDA_LIMIT / 2);
  }, 300_000);
});
