import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/testing/temp-project.ts';
import type { PreparedFile } from './backends/local/atomic-write.ts';
import { detectImageType, imageSize } from '../../src/content/disk/public-files.ts';
import { MAX_PICTURE_BYTES } from '../../src/content/picture-limits.ts';
import { openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../tests/support/test-github-content-api.ts';
import { greenPng, ownPublic } from '../../tests/support/test-images.ts';
import { GPS_LATITUDE_BYTES, phonePhoto, pixelsOf, SERIAL, twoTone } from '../../tests/support/test-photos.ts';

let t: TestContentApi | undefined;
let g: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  await g?.stop();
  t = g = undefined;
});

const TOWN = 'towns/benson.json';
const PICTURE = '/images/uploads/green-lawn-in-benson.png';
const png = greenPng(40, 30);

async function start(extra: Parameters<typeof startTestContentApi>[0] = {}) {
  t = await startTestContentApi(extra);
  ownPublic(t.root);
  return t;
}

/** Benson's change to a new picture, and the picture itself, as the studio sends them. */
async function bensonWithPicture(t: TestContentApi, bytes: Buffer, path = PICTURE) {
  const opened = await openFile(t, TOWN);
  const data = structuredClone(opened.data);
  data.image = { ...data.image, src: path, width: 40, height: 30, alt: 'A green lawn in Benson' };
  return { summary: 'New picture of Benson', files: [updateOf(opened, TOWN, data)], images: [{ path, base64: bytes.toString('base64') }] };
}
const uploads = (t: TestContentApi) => join(t.root, 'public', 'images', 'uploads');
const listUploads = (t: TestContentApi) => (existsSync(uploads(t)) ? readdirSync(uploads(t)) : []);

describe('pictures by their content', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and reads their size from the header', () => {
    expect(detectImageType(png)).toBe('png');
    expect(imageSize(png)).toEqual({ width: 40, height: 30 });
    const benson = readFileSync(join(projectRoot, 'public/images/towns/benson.jpg'));
    expect(detectImageType(benson)).toBe('jpeg');
    expect(imageSize(benson)).toEqual({ width: 1200, height: 630 });
    const webp = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8X', 'latin1'), Buffer.from([10, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0])]);
    expect(detectImageType(webp)).toBe('webp');
    expect(imageSize(webp)).toEqual({ width: 100, height: 50 });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"></svg>'))).toEqual({ width: 800, height: 600 });
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
  });
});

describe('GET /images', () => {
  it('lists every picture under public/images with its size, for administrators only', async () => {
    await start();
    const res = await fetch(`${t!.api.url}/images`, { headers: { Authorization: `Bearer ${t!.adminToken}` } });
    expect(res.status).toBe(200);
    const { images } = await res.json();
    expect(images).toContainEqual({ path: '/images/towns/benson.jpg', width: 1200, height: 630, bytes: expect.any(Number) });
    expect(images.find((image: { path: string }) => image.path.endsWith('.svg')).width).toEqual(expect.any(Number));
    expect((await fetch(`${t!.api.url}/images`)).status).toBe(401);
    // An ordinary staff member gets no session (POST /session answers not-admin), and the CRM's own token is none.
    const crew = await fetch(`${t!.api.url}/images`, { headers: { Authorization: `Bearer ${t!.crewToken}` } });
    expect(crew.status).toBe(401);
    expect((await crew.json()).error.code).toBe('token-invalid');
  });
});

describe('GET /images/<path>', () => {
  it('answers a saved picture\'s bytes to administrators, so the studio can show it before the next build', async () => {
    await start();
    const saved = await submit(t!, await bensonWithPicture(t!, png));
    expect(saved.status).toBe(200);
    const get = (path: string, token: string | undefined = t!.adminToken) => fetch(`${t!.api.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const res = await get(PICTURE);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ path: PICTURE, type: 'image/png' });
    expect(Buffer.from(body.base64, 'base64')).toEqual(png);
    expect((await get(PICTURE, '')).status).toBe(401);
    expect((await get('/images/uploads/no-such-picture.png')).status).toBe(404);
    // Nothing outside public/images, and nothing that is not a picture.
    expect((await get('/images/%2e%2e/%2e%2e/site/towns/benson.json')).status).toBe(404);
    expect((await get('/images/..%2F..%2Fsite%2Fsite.json')).status).toBe(404);
    const other = await get('/images/uploads/..%2F..%2F..%2Fpackage.json');
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe('image-not-found');
  });
});

describe('GET /images/<path> and links', () => {
  it('never follows a link under public/images out of it: a linked file or folder is no picture (404 image-not-found)', async () => {
    await start();
    const outside = join(t!.root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.png'), png);
    mkdirSync(join(t!.root, 'public', 'images', 'uploads'), { recursive: true });
    symlinkSync(join(outside, 'secret.png'), join(t!.root, 'public', 'images', 'uploads', 'linked.png'));
    symlinkSync(outside, join(t!.root, 'public', 'images', 'zz-outside'));
    const get = (path: string) => fetch(`${t!.api.url}${path}`, { headers: { Authorization: `Bearer ${t!.adminToken}` } });
    for (const path of ['/images/uploads/linked.png', '/images/zz-outside/secret.png']) {
      const res = await get(path);
      const body = await res.json();
      expect([path, res.status, body.error?.code]).toEqual([path, 404, 'image-not-found']);
      expect(body.base64).toBeUndefined();
    }
    // A real picture beside the links is still served.
    writeFileSync(join(t!.root, 'public', 'images', 'uploads', 'real.png'), png);
    expect((await get('/images/uploads/real.png')).status).toBe(200);
  });
});

describe('uploads refused, with nothing written', () => {
  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['text', Buffer.from('just some words, not a picture')],
  ])('refuses %s content under a PNG name', async (_kind, bytes) => {
    await start();
    const before = t!.siteFile(TOWN);
    const res = await submit(t!, await bensonWithPicture(t!, bytes));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'image-refused', title: 'Picture not accepted' });
    expect(body.details[0]).toContain('not a JPEG, PNG or WebP picture');
    expect(t!.siteFile(TOWN)).toBe(before);
    expect(listUploads(t!)).toEqual([]);
  });

  it('refuses a JPEG cut short, whose first bytes are right, in plain words', async () => {
    await start();
    const photo = await twoTone(300, 200).jpeg().toBuffer();
    const res = await submit(t!, await bensonWithPicture(t!, photo.subarray(0, photo.length / 2), '/images/uploads/green-lawn-in-benson.jpg'));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('image-refused');
    expect(body.details).toEqual(['images[0] (/images/uploads/green-lawn-in-benson.jpg): the picture is damaged or incomplete (perhaps it did not finish copying); open it on your computer to check it, then upload it again.']);
    expect(listUploads(t!)).toEqual([]);
  });

  it('refuses a decompression bomb by its header, before drawing it', async () => {
    await start();
    const bomb = await twoTone(64, 48).jpeg().toBuffer();
    const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(20000, frame + 5);
    bomb.writeUInt16BE(20000, frame + 7);
    const res = await submit(t!, await bensonWithPicture(t!, bomb, '/images/uploads/green-lawn-in-benson.jpg'));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error.code).toBe('image-too-large');
    expect(body.details[0]).toContain('the picture is 20000 × 20000 pixels; at most 40 million pixels are accepted.');
    expect(listUploads(t!)).toEqual([]);
  });

  it('refuses a picture over the limit, saying its size and the limit in words', async () => {
    await start();
    const big = Buffer.concat([png, Buffer.alloc(MAX_PICTURE_BYTES)]);
    const res = await submit(t!, await bensonWithPicture(t!, big));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error.code).toBe('image-too-large');
    expect(body.error.message).toContain('larger than the site accepts');
    expect(body.details[0]).toMatch(/the picture is 1\.5 MB; at most 1\.5 MB is accepted/);
    expect(listUploads(t!)).toEqual([]);
  });

  it.each([
    ['/images/uploads/../../../package.png'],
    ['/images/uploads/..%2Fx.png'],
    ['/images/towns/benson.png'],
    ['/images/uploads/sub/x.png'],
    ['/images/uploads/.hidden.png'],
    ['/images/uploads/Green-Lawn.png'],
    ['images/uploads/x.png'],
    ['/images/uploads/green-lawn.jpg'],
  ])('refuses the name %s', async (path) => {
    await start();
    const res = await submit(t!, await bensonWithPicture(t!, png, path));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('image-refused');
    expect(listUploads(t!)).toEqual([]);
    expect(existsSync(join(t!.root, 'package.png'))).toBe(false);
  });

  it('refuses a picture no file of the change uses', async () => {
    await start();
    const change = await bensonWithPicture(t!, png);
    change.images[0]!.path = '/images/uploads/something-else.png';
    const res = await submit(t!, change);
    expect(res.status).toBe(400);
    expect((await res.json()).details[0]).toContain('not used by any file of this change');
    expect(listUploads(t!)).toEqual([]);
  });

  it('writes no picture when the change itself is refused by the checks', async () => {
    await start();
    const change = await bensonWithPicture(t!, png);
    (change.files[0]!.data as Record<string, any>).image.alt = '';
    const res = await submit(t!, change);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: 'problems', saved: false });
    expect(listUploads(t!)).toEqual([]);
  });

  it('never writes into a public/ folder that is a link out of the site (the project\'s own, in these tests)', async () => {
    t = await startTestContentApi();
    const res = await submit(t, await bensonWithPicture(t, png));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('image-refused');
    expect(existsSync(join(projectRoot, 'public', PICTURE))).toBe(false);
  });
});

describe('uploads saved with their change', () => {
  it('local backend: the picture and the town file are saved together, each put in place by a rename', async () => {
    const prepared: string[] = [];
    await start({
      beforeCommit: async (files: PreparedFile[]) => {
        for (const file of files) {
          // Every new file is complete beside its target, hidden, before anything is put in place.
          expect(readdirSync(join(file.temp, '..'))).toContain(file.temp.split('/').pop());
          prepared.push(file.target);
        }
        expect(existsSync(join(uploads(t!), 'green-lawn-in-benson.png'))).toBe(false);
      },
    });
    const res = await submit(t!, await bensonWithPicture(t!, png));
    expect(res.status).toBe(200);
    expect(prepared).toEqual([join(t!.root, 'public', PICTURE), join(t!.root, 'site', TOWN)]);
    expect(readFileSync(join(t!.root, 'public', PICTURE))).toEqual(png);
    expect(listUploads(t!)).toEqual(['green-lawn-in-benson.png']);
    expect(JSON.parse(t!.siteFile(TOWN)).image).toMatchObject({ src: PICTURE, width: 40, height: 30 });
    const audit = JSON.parse(readFileSync(t!.auditLog, 'utf8').trim().split('\n').pop()!);
    expect(audit.images).toEqual([`public${PICTURE}`]);
    // The same name again is refused: an upload never replaces a picture.
    const again = await bensonWithPicture(t!, png);
    (again.files[0]!.data as Record<string, any>).image.alt = 'A greener lawn in Benson';
    const answer = await submit(t!, again);
    expect(answer.status).toBe(400);
    expect((await answer.json()).details[0]).toContain('already exists');
  });

  it('local backend: a phone photo is saved without its GPS position, camera serial and XMP, its pixels untouched', async () => {
    await start();
    const photo = await phonePhoto('jpeg');
    const path = '/images/uploads/green-lawn-in-benson.jpg';
    const res = await submit(t!, await bensonWithPicture(t!, photo, path));
    expect(res.status).toBe(200);
    const saved = readFileSync(join(t!.root, 'public', path));
    expect(saved.includes(SERIAL)).toBe(false);
    expect(saved.includes(GPS_LATITUDE_BYTES)).toBe(false);
    const meta = await sharp(saved).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.iptc, meta.icc === undefined]).toEqual(['jpeg', 120, 80, undefined, undefined, undefined, false]);
    expect(await pixelsOf(saved)).toEqual(await pixelsOf(photo));
  });

  it('local backend: a photo stored sideways is saved turned upright', async () => {
    await start();
    const path = '/images/uploads/green-lawn-in-benson.webp';
    const res = await submit(t!, await bensonWithPicture(t!, await phonePhoto('webp', { orientation: 6 }), path));
    expect(res.status).toBe(200);
    const meta = await sharp(readFileSync(join(t!.root, 'public', path))).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', 80, 120, undefined, undefined]);
  });

  it('local backend: a crash before the renames leaves neither the picture nor the file', async () => {
    await start({ beforeCommit: async () => Promise.reject(new Error('simulated power cut')) });
    const before = t!.siteFile(TOWN);
    expect((await submit(t!, await bensonWithPicture(t!, png))).status).toBe(500);
    expect(t!.siteFile(TOWN)).toBe(before);
    expect(listUploads(t!)).toEqual([]);
  });

  it('github backend: one commit holds the town file and the picture, sent as a base64 blob', async () => {
    g = await startTestGithubContentApi();
    const opened = (await g.call('GET', `/files/${TOWN}`)).body;
    const data = structuredClone(opened.data);
    data.image = { ...data.image, src: '/images/towns/benson.jpg', alt: 'A green lawn in Benson' };
    // The validator checks pictures against this server's own public/, so the new one must pass through the copy.
    data.image.src = PICTURE;
    const res = await g.call('POST', '/changes', { summary: 'New picture of Benson', files: [updateOf(opened, TOWN, data)], images: [{ path: PICTURE, base64: png.toString('base64') }] });
    expect(res.status).toBe(200);
    const branch = g.github.branches().find((name) => name !== 'main')!;
    const head = g.github.store.commits.get(g.github.store.refs.get(`heads/${branch}`)!)!;
    const parent = g.github.store.commits.get(head.parents[0]!)!;
    const before = g.github.store.files(parent.tree);
    const after = g.github.store.files(head.tree);
    const changed = [...after.keys()].filter((path) => before.get(path) !== after.get(path)).sort();
    expect(changed).toEqual([`public${PICTURE}`, `site/${TOWN}`]);
    expect(g.github.store.blobs.get(after.get(`public${PICTURE}`)!)).toEqual(png);
    expect(g.github.calls.filter((call) => call === 'POST /repos/cedarcreek/website/git/commits')).toHaveLength(1);
    expect(existsSync(join(projectRoot, 'public', PICTURE))).toBe(false);
  });
});
