import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storageAnswer } from './storage-errors.ts';
import { getFile, openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../tests/support/test-content-api.ts';

let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** An error exactly as Node's fs raises it: code, syscall and path. */
const fsError = (code: string, path = '/srv/cedar-creek/site/towns/benson.json') =>
  Object.assign(new Error(`${code}: failed, open '${path}'`), { code, syscall: 'open', path, errno: -1 });

describe('storageAnswer', () => {
  it.each([
    ['ENAMETOOLONG', 400, 'path-refused'],
    ['EISDIR', 400, 'path-refused'],
    ['ENOTDIR', 400, 'path-refused'],
    ['ELOOP', 400, 'path-refused'],
    ['ENOSPC', 507, 'storage-full'],
    ['EDQUOT', 507, 'storage-full'],
    ['EROFS', 503, 'storage-refused'],
    ['EACCES', 503, 'storage-refused'],
    ['EPERM', 503, 'storage-refused'],
    ['EMFILE', 503, 'storage-busy'],
    ['EBUSY', 503, 'storage-busy'],
    ['EWHATEVER', 503, 'storage-refused'],
  ])('answers %s as %i %s', (code, _status, answer) => {
    expect(storageAnswer(fsError(code))?.code).toBe(answer);
  });

  it('names the file only by its place in the project, never by the server\'s own folders', () => {
    const details = storageAnswer(fsError('EISDIR'))?.extra.details as string[];
    expect(details.join(' ')).toContain('site/towns/benson.json');
    expect(details.join(' ')).not.toContain('/srv/');
  });

  it('leaves an error that no file-system call raised to the general answer', () => {
    expect(storageAnswer(new Error('boom'))).toBeUndefined();
    expect(storageAnswer(Object.assign(new Error('x'), { code: 'ERR_SOMETHING' }))).toBeUndefined();
  });
});

describe('the content API meeting a disk that fails', () => {
  it('answers a content folder replaced by a file with a clear 400, not a server fault', async () => {
    t = await startTestContentApi();
    rmSync(join(t.root, 'site', 'forms'), { recursive: true });
    writeFileSync(join(t.root, 'site', 'forms'), 'a file where a folder belongs');
    const res = await getFile(t, 'forms/quote.json');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('path-refused');
    expect(body.details).toEqual(['site/forms/quote.json: a step of this path is a file, not a folder.']);
  });

  it('answers a full disk with 507 in plain words, and leaves every file as it was', async () => {
    t = await startTestContentApi({
      // What the disk says when it fills up in the middle of writing the new texts.
      beforeCommit: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
      },
    });
    const opened = await openFile(t, 'towns/benson.json');
    const data = structuredClone(opened.data);
    data.landing.heading = 'A heading that never reaches the disk';
    const res = await submit(t, { summary: 'Heading changed', files: [updateOf(opened, 'towns/benson.json', data)] });
    expect(res.status).toBe(507);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'storage-full', title: 'The server\'s disk is full' });
    expect(JSON.stringify(body)).not.toMatch(/ENOSPC|at .*\.ts:\d+/);
    expect(t.siteFile('towns/benson.json')).toBe(opened.text);
    expect(readdirSync(join(t.root, 'site', 'towns')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(t.logs.some((line) => line.includes('ENOSPC'))).toBe(true);
  });
});
