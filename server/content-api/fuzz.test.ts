import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from './errors.ts';
import { SAVE_OUTCOMES } from './save-outcomes.ts';
import { checkContentPath } from './content-paths.ts';
import { MAX_BODY_BYTES, MAX_CHANGE_BODY_BYTES } from '../../src/content/change-limits.ts';
import { SIGN_IN_MAX_BYTES } from './sign-in.ts';
import { contentVersion } from './version.ts';
import { MAX_JSON_DEPTH } from '../http/json-body.ts';
import { projectRoot } from '../../src/testing/temp-project.ts';
import { startTestContentApi, type TestContentApi } from '../../tests/support/test-content-api.ts';
import { greenPng, ownPublic } from '../../tests/support/test-images.ts';

// Issue #26: a few thousand generated bad paths and bodies (lengths, encodings, depths, types) prove
// that every answer is a 4xx in the documented error shape (or, for a change the validator refuses,
// the state "problems"), that nothing outside site/ and public/ is
// read or written, and that the server stays healthy. The seed is fixed, so a failure replays exactly:
// fast-check prints the counterexample and the path to it.
const SEED = 20261126;
const SECRET = 'outside-secret-7f3a';

let t: TestContentApi;
let before: Map<string, string>;
/** The real project's pictures, every folder of them: the test's own copy is what the API writes to. */
const projectPictures = () => snapshot(join(projectRoot, 'public', 'images'));
let picturesBefore: Map<string, string>;
/** Each sign-in comes from its own address (the test trusts the loopback proxy), so the limit of ten wrong passwords never answers for the checks. */
let signIns = 0;

beforeAll(async () => {
  t = await startTestContentApi({}, { trustedProxies: ['127.0.0.1', '::1'] });
  // public/ is the test's own copy, so bait can be put in it and every picture in it is in the snapshot.
  ownPublic(t.root);
  // Bait outside the content folders: a file beside site/, and links to it from inside site/ and public/.
  mkdirSync(join(t.root, 'outside'));
  writeFileSync(join(t.root, 'outside', 'secret.json'), JSON.stringify({ slug: SECRET, name: SECRET }));
  writeFileSync(join(t.root, 'outside', 'secret.png'), Buffer.concat([greenPng(4, 4), Buffer.from(SECRET)]));
  symlinkSync(join(t.root, 'outside', 'secret.json'), join(t.root, 'site', 'towns', 'zz-bait.json'));
  symlinkSync(join(t.root, 'outside'), join(t.root, 'site', 'pages', 'zz-bait'));
  symlinkSync(join(t.root, 'outside', 'secret.png'), join(t.root, 'public', 'images', 'zz-bait.png'));
  symlinkSync(join(t.root, 'outside'), join(t.root, 'public', 'images', 'zz-bait'));
  before = snapshot(t.root);
  picturesBefore = projectPictures();
});

afterAll(async () => {
  await t?.stop();
});

/** Every file under dir (links not followed, the audit log left out) with a hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.local') walk(full);
      } else files.set(relative(dir, full), entry.isSymbolicLink() ? 'link' : createHash('sha1').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

type Answer = { status: number; text: string };
/** What raw() reports when the server closed while a body over the limit was still being sent. */
const CUT_SHORT = '(closed while sending)';

/**
 * A request sent as written: no URL normalisation (fetch would resolve "..") and any bytes as the body.
 * The server may answer a body over `limit` before it has all arrived, and close: only then is a
 * broken connection taken as its 413. Any other broken connection fails the test (a handler that
 * killed the socket must not pass as a refusal).
 */
function raw(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}, limit = Infinity): Promise<Answer> {
  const url = new URL(t.api.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { Authorization: `Bearer ${t.adminToken}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    const cutShort = (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET') && (body?.length ?? 0) > limit;
    req.on('error', (error: NodeJS.ErrnoException) => (cutShort(error) ? resolve({ status: 413, text: CUT_SHORT }) : reject(error)));
    req.end(body);
  });
}

/** The documented error shape, with a code of the catalogue and a status that is the request's fault. */
function expectRefusal(answer: Answer, context: string) {
  expect(answer.status, `${context} → ${answer.status} ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${context} → ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.text).not.toContain(SECRET);
  if (answer.text === CUT_SHORT) return;
  const body = JSON.parse(answer.text);
  expect(Object.keys(API_ERRORS)).toContain(body.error.code);
  const { title, message, hint } = API_ERRORS[body.error.code as keyof typeof API_ERRORS];
  expect(body.error).toEqual({ code: body.error.code, title, message, hint });
  expect(API_ERRORS[body.error.code as keyof typeof API_ERRORS].status).toBe(answer.status);
}

/**
 * A change that reached the validator and failed it: the state "problems" (answered 200, as the
 * studio expects it; save-outcomes.ts) with the outcome's own words and at least one error, or a
 * refusal from the catalogue for a change too broken to check.
 */
function expectNotSaved(answer: Answer, context: string) {
  if (answer.status !== 200) return expectRefusal(answer, context);
  expect(answer.text).not.toContain(SECRET);
  const body = JSON.parse(answer.text);
  expect(body, `${context} → ${answer.text.slice(0, 300)}`).toEqual({ state: 'problems', saved: false, ...SAVE_OUTCOMES.problems, problems: expect.any(Array) });
  expect(body.problems.some((problem: { severity: string }) => problem.severity === 'error')).toBe(true);
}

/** Makes a string sendable as a request target: characters an HTTP client may not send are %-encoded, the rest (.. / % \) as they are. */
const sendable = (path: string) => path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));

const segment = fc.oneof(
  fc.constantFrom('..', '.', '', 'towns', 'site', 'pages', 'forms', 'collections', 'benson.json', 'zz-bait.json', 'zz-bait', 'secret.json', 'outside', '%2e%2e', '%2E%2E%2F', '..%2F', '%2F', '%5C', '%00', '%E0%A4%A', '%', '~', '\\..\\', 'site.json', 'Benson.json', '.benson.json.0a1b.tmp', 'benson.json%00.png', 'towns%2Fbenson.json'),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer({ min: 90, max: 5000 }).map((length) => `${'a'.repeat(length)}.json`),
);
const name = fc.oneof(
  fc.integer({ min: 90, max: 5000 }).map((length) => 'a'.repeat(length)),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const badPath = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((steps) => steps.join('/')),
  // Shaped like a content path, so it passes the first checks and meets the later ones (length, the disk).
  fc.tuple(fc.constantFrom('towns', 'pages', 'forms', 'templates', 'collections'), name, fc.constantFrom('.json', '', '.JSON', '.json/x')).map(([folder, file, end]) => `${folder}/${file}${end}`),
);

/** JSON nested `depth` levels: objects, lists, or both in turn. */
const nested = fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('{"a":', '[', 'mix')).map(([depth, kind]) => {
  const opens = Array.from({ length: depth }, (_, i) => (kind === 'mix' ? (i % 2 ? '[' : '{"a":') : kind));
  return opens.join('') + '1' + opens.reverse().map((open) => (open === '[' ? ']' : '}')).join('');
});
const nestedValue = nested.map((text) => JSON.parse(text) as unknown);
const version = fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), fc.string({ maxLength: 50 }), fc.constant(null), fc.integer());
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 4 }), nestedValue, fc.anything({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v) ?? 'null') as unknown));
const fileOfChange = fc.record(
  {
    path: fc.oneof(badPath, fc.constantFrom('towns/benson.json', 'towns/zz-bait.json', 'pages/zz-bait/secret.json', 'forms/quote.json'), fc.anything()),
    action: fc.oneof(fc.constantFrom('create', 'update', 'delete', 'rename', ''), fc.anything()),
    baseVersion: version,
    baseText: fc.oneof(fc.string({ maxLength: 200 }), nested, fc.anything({ maxDepth: 2 })),
    data: anyValue,
  },
  { requiredKeys: [] },
);
const picture = fc.record(
  {
    path: fc.oneof(fc.constantFrom('/images/uploads/a.webp', '/images/uploads/../../outside/x.png', '/images/../../../etc/x.jpg', '/images/uploads/zz.jpg'), fc.string({ maxLength: 40 }), fc.anything()),
    base64: fc.oneof(fc.base64String({ maxLength: 400 }), fc.string({ maxLength: 60 }), fc.constantFrom('/9j/4AAQSkZJRgABAQ==', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'), fc.anything()),
  },
  { requiredKeys: [] },
);
const change = fc.record(
  {
    summary: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 480, max: 3000 }).map((n) => 'x'.repeat(n)), fc.anything({ maxDepth: 2 })),
    files: fc.oneof(fc.array(fileOfChange, { maxLength: 4 }), fc.array(fc.constant({}), { minLength: 49, maxLength: 60 }), fc.anything({ maxDepth: 2 })),
    images: fc.oneof(fc.array(picture, { maxLength: 3 }), fc.anything({ maxDepth: 2 })),
    confirmWarnings: fc.oneof(fc.boolean(), fc.anything({ maxDepth: 1 })),
  },
  { requiredKeys: [] },
);

/** A body as bytes: a change-shaped object, any JSON, deep JSON, broken text or bytes that are not UTF-8. */
const body = fc.oneof(
  { weight: 6, arbitrary: change.map((value) => Buffer.from(JSON.stringify(value))) },
  { weight: 2, arbitrary: anyValue.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')) },
  { weight: 2, arbitrary: nested.map((text) => Buffer.from(text)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text) => Buffer.from(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"summary": "x", "files": [', '\uFEFF{}', 'null', '[]', '"text"').map((text) => Buffer.from(text)) },
  // Just over the limit, with a declared length: refused before it is read.
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(MAX_CHANGE_BODY_BYTES + 10, 0x20)) },
);

/** Nothing outside site/ and public/ was written, nothing in them either (no generated change is valid), and the server answers. */
async function expectUntouchedAndHealthy() {
  expect(snapshot(t.root)).toEqual(before);
  expect(projectPictures()).toEqual(picturesBefore);
  const health = await raw('GET', '/health');
  expect(health.status).toBe(200);
  expect(t.logs.filter((line) => /Unexpected error|Storage error/.test(line))).toEqual([]);
}

// Each property takes a few seconds here; the margin is for a busy machine (no test waits a fixed time).
describe('the content API under generated bad input', { timeout: 60_000 }, () => {
  it('answers every bad path of GET /files/<path> with a 4xx in the documented shape, reading nothing outside site/', async () => {
    await fc.assert(
      fc.asyncProperty(badPath, async (path) => {
        const target = `/files/${sendable(path)}`;
        const answer = await raw('GET', target);
        if (answer.status === 200) {
          // Only a real content file, read from site/ itself.
          const { path: served, text } = JSON.parse(answer.text);
          expect(checkContentPath(served).ok).toBe(true);
          expect(statSync(join(t.root, 'site', served)).isFile()).toBe(true);
          expect(text).toBe(readFileSync(join(t.root, 'site', served), 'utf8'));
          return;
        }
        expectRefusal(answer, `GET ${target}`);
      }),
      { seed: SEED, numRuns: 2500 },
    );
    await expectUntouchedAndHealthy();
  });

  it('answers every generated bad body of POST /changes with a 4xx in the documented shape, writing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'), async (bytes, type) => {
        const answer = await raw('POST', '/changes', bytes, { 'Content-Type': type, 'Content-Length': String(bytes.length) }, MAX_CHANGE_BODY_BYTES);
        expectRefusal(answer, `POST /changes ${bytes.subarray(0, 200).toString('utf8')}`);
      }),
      { seed: SEED, numRuns: 1500 },
    );
    await expectUntouchedAndHealthy();
  });

  it('refuses a real file\'s update whose data holds generated junk, deep values included, through the validator and never with a fault', async () => {
    const opened = JSON.parse((await raw('GET', '/files/towns/benson.json')).text) as { version: string; text: string; data: Record<string, unknown> };
    const pointer = fc.array(fc.oneof(fc.constantFrom(...Object.keys(opened.data)), fc.string({ maxLength: 8 }), fc.nat(5).map(String)), { minLength: 1, maxLength: 3 });
    const junk = fc.oneof(anyValue, fc.tuple(fc.integer({ min: 1, max: 60 }), fc.jsonValue({ maxDepth: 1 })).map(([depth, leaf]) => {
      let value: unknown = leaf;
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(pointer, junk), { maxLength: 4 }), junk, async (edits, badSlug) => {
        const data = structuredClone(opened.data) as Record<string, unknown>;
        for (const [steps, value] of edits) setAt(data, steps, value);
        // Always at least one certain error, so no generated change is ever valid and saved.
        data.slug = typeof badSlug === 'string' ? `${badSlug} NOT A SLUG` : badSlug;
        const change = { summary: 'Generated', files: [{ path: 'towns/benson.json', action: 'update', baseVersion: opened.version, baseText: opened.text, data }] };
        const answer = await raw('POST', '/changes', Buffer.from(JSON.stringify(change)), { 'Content-Type': 'application/json' });
        expectNotSaved(answer, `POST /changes ${JSON.stringify(data).slice(0, 300)}`);
      }),
      { seed: SEED, numRuns: 40 },
    );
    await expectUntouchedAndHealthy();
  });

  it('answers any method on any address with the catalogue\'s words, never a server fault', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'), badPath, async (method, path) => {
        const target = `/${sendable(path)}`;
        const answer = await raw(method, target, method === 'GET' || method === 'HEAD' ? undefined : Buffer.from('{}'));
        if (answer.status < 300 || method === 'HEAD') {
          expect(answer.status).toBeLessThan(500);
          return;
        }
        expectRefusal(answer, `${method} ${target}`);
      }),
      { seed: SEED, numRuns: 800 },
    );
    await expectUntouchedAndHealthy();
  });
});


describe('the content API under generated bad input, beyond POST /changes', { timeout: 60_000 }, () => {
  it('refuses an update whose "baseText" hashes to its "baseVersion" but nests deeper than the limit, even where the change clashes', async () => {
    // The text is a string to the body's depth count; the version is a hash anyone can compute.
    const opened = JSON.parse((await raw('GET', '/files/towns/benson.json')).text) as { data: Record<string, unknown> };
    const deepText = fc.tuple(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 40_000 }), fc.constantFrom('{"a":', '[', 'mix'), fc.constantFrom('whole', 'fields', 'one field')).map(([depth, kind, where]) => {
      const opens = Array.from({ length: depth }, (_, i) => (kind === 'mix' ? (i % 2 ? '[' : '{"a":') : kind));
      const deep = opens.join('') + '1' + opens.reverse().map((open) => (open === '[' ? ']' : '}')).join('');
      if (where === 'whole') return deep;
      return where === 'fields' ? `{"slug": ${deep}, "name": ${deep}}` : `{\n  "slug": "benson",\n  "extra": ${deep}\n}\n`;
    });
    await fc.assert(
      fc.asyncProperty(deepText, async (baseText) => {
        const data = { ...opened.data, slug: 'other-slug', name: 'Other' };
        const change = { summary: 'Deep base', files: [{ path: 'towns/benson.json', action: 'update', baseVersion: contentVersion(baseText), baseText, data }] };
        const answer = await raw('POST', '/changes', Buffer.from(JSON.stringify(change)), { 'Content-Type': 'application/json' });
        expectRefusal(answer, `POST /changes with a baseText of ${baseText.length} characters`);
        expect(JSON.parse(answer.text).error.code).toBe('body-too-deep');
      }),
      { seed: SEED, numRuns: 40 },
    );
    await expectUntouchedAndHealthy();
  });

  it('answers every generated body of POST /session with a 4xx in the documented shape, signing no one in', async () => {
    const credentials = fc.record(
      {
        username: fc.oneof(fc.constantFrom('admin', 'staff', ''), fc.string({ unit: 'binary', maxLength: 200 }), fc.anything({ maxDepth: 2 })),
        password: fc.oneof(fc.string({ maxLength: 40 }), fc.integer({ min: 1000, max: 3000 }).map((n) => 'p'.repeat(n)), fc.anything({ maxDepth: 2 })),
        extra: fc.anything({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    );
    const sessionBody = fc.oneof({ weight: 3, arbitrary: credentials.map((value) => Buffer.from(JSON.stringify(value))) }, { weight: 2, arbitrary: body });
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(sessionBody, async (bytes) => {
        const from = `10.${(++signIns >> 16) & 255}.${(signIns >> 8) & 255}.${signIns & 255}`;
        const answer = await raw('POST', '/session', bytes, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length), 'X-Forwarded-For': from }, SIGN_IN_MAX_BYTES);
        expectRefusal(answer, `POST /session ${bytes.subarray(0, 200).toString('utf8')}`);
        if (answer.text !== CUT_SHORT) codes.add(JSON.parse(answer.text).error.code);
      }),
      { seed: SEED, numRuns: 300 },
    );
    // Well-formed sign-ins reached the CRM, and no address was paused by the limit meanwhile.
    expect(codes).toContain('password-wrong');
    expect(codes).not.toContain('too-many-sign-ins');
    await expectUntouchedAndHealthy();
  });

  it('answers every generated undo of POST /history/<path> with a 4xx in the documented shape, writing nothing', async () => {
    // The audit log of this copy is empty, so no generated "undo" names a change: nothing can be undone.
    const undo = fc.record(
      {
        undo: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,100}$/), fc.constantFrom('..', '../../outside/secret', 'HEAD', '0'.repeat(40)), fc.string({ maxLength: 200 }), fc.anything({ maxDepth: 2 })),
        summary: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 480, max: 3000 }).map((n) => 'x'.repeat(n)), fc.anything({ maxDepth: 2 })),
        confirmWarnings: fc.oneof(fc.boolean(), fc.anything({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    );
    const undoBody = fc.oneof({ weight: 3, arbitrary: undo.map((value) => Buffer.from(JSON.stringify(value))) }, { weight: 2, arbitrary: body });
    const file = fc.oneof(fc.constantFrom('towns/benson.json', 'site.json', 'towns/zz-bait.json', 'pages/zz-bait/secret.json'), badPath);
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(file, undoBody, async (path, bytes) => {
        const target = `/history/${sendable(path)}`;
        const answer = await raw('POST', target, bytes, { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) }, MAX_BODY_BYTES);
        expectRefusal(answer, `POST ${target} ${bytes.subarray(0, 200).toString('utf8')}`);
        if (answer.text !== CUT_SHORT) codes.add(JSON.parse(answer.text).error.code);
      }),
      { seed: SEED, numRuns: 300 },
    );
    // Some generated undos were well formed and were looked up.
    expect(codes).toContain('undo-not-found');
    await expectUntouchedAndHealthy();
  });

  it('answers GET /images/<path> with a picture of public/images itself or a 4xx, never through a link out of it', async () => {
    const step = fc.oneof(fc.constantFrom('images', 'uploads', 'towns', 'zz-bait', 'zz-bait.png', 'secret.png', 'benson.jpg', '..', '.', '%2e%2e', '..%2F', '%2F', '%00', ''), segment);
    const picturePath = fc.oneof(
      fc.array(step, { minLength: 1, maxLength: 5 }).map((steps) => steps.join('/')),
      fc.array(step, { minLength: 0, maxLength: 3 }).map((steps) => ['images', ...steps].join('/')),
      fc.constantFrom('images/zz-bait.png', 'images/zz-bait/secret.png', 'images/towns/benson.jpg', 'images/../../outside/secret.png'),
    );
    const real = (path: string) => readFileSync(join(t.root, 'public', ...path.split('/').filter(Boolean)));
    await fc.assert(
      fc.asyncProperty(picturePath, async (path) => {
        const target = `/${sendable(path)}`;
        const answer = await raw('GET', target);
        // ".." steps are resolved by the URL parser, so some paths reach another address: those are the
        // "any address" property's, and only must not fault or show the bait.
        const reached = URL.canParse(`http://api.test${target}`) ? new URL(`http://api.test${target}`).pathname : target;
        if (answer.status < 300 && !reached.startsWith('/images')) {
          expect(answer.text).not.toContain(SECRET);
          return;
        }
        if (answer.status === 200 && reached.replace(/\/+$/, '') === '/images') {
          // GET /images, the list: links are left out of it.
          const { images } = JSON.parse(answer.text) as { images: { path: string }[] };
          expect(images.filter((image) => image.path.includes('zz-bait'))).toEqual([]);
          return;
        }
        if (answer.status === 200) {
          // Only a picture of the copy's own public/images, read through real folders, bait never.
          const { path: served, base64 } = JSON.parse(answer.text) as { path: string; base64: string };
          const bytes = Buffer.from(base64, 'base64');
          expect(bytes.includes(SECRET), `GET ${target}`).toBe(false);
          expect(served.split('/').some((part) => part.startsWith('zz-bait'))).toBe(false);
          expect(bytes).toEqual(real(served));
          return;
        }
        expectRefusal(answer, `GET ${target}`);
      }),
      { seed: SEED, numRuns: 300 },
    );
    await expectUntouchedAndHealthy();
  });
});

/** Sets a value at a path of steps, making objects on the way (a step into a non-object replaces it). */
function setAt(target: Record<string, unknown>, steps: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  for (const step of steps.slice(0, -1)) {
    const next = node[step];
    node = (node[step] = next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  node[steps.at(-1)!] = value;
}
