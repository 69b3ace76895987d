import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCountStore } from './disk-count-store.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sign-in-counts-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('createDiskCountStore (the container\'s counts, one folder shared by every instance on the disk)', () => {
  it('has nothing for a key never written, and no folder is needed until the first write', async () => {
    const store = createDiskCountStore(join(folder, 'not-made-yet'));
    expect(await store.read('a')).toBeUndefined();
    expect(await store.write('a', '[1]', undefined)).toBe(true);
    expect(await store.read('a')).toEqual({ text: '[1]', version: '1' });
  });

  it('lets a second instance on the same folder read what the first wrote, and build on it', async () => {
    const [one, two] = [createDiskCountStore(folder), createDiskCountStore(folder)];
    expect(await one.write('a', '["first"]', undefined)).toBe(true);
    const seen = await two.read('a');
    expect(seen?.text).toBe('["first"]');
    expect(await two.write('a', '["first","second"]', seen!.version)).toBe(true);
    expect((await one.read('a'))?.text).toBe('["first","second"]');
    // Only the latest version is kept.
    expect(readdirSync(join(folder, 'a'))).toEqual(['2.json']);
  });

  it('refuses a write over a version another instance already replaced, and a second first write', async () => {
    const [one, two] = [createDiskCountStore(folder), createDiskCountStore(folder)];
    expect(await one.write('a', '"one"', undefined)).toBe(true);
    expect(await two.write('a', '"two"', undefined)).toBe(false);
    const read = (await one.read('a'))!;
    expect(await one.write('a', '"one again"', read.version)).toBe(true);
    expect(await two.write('a', '"two, late"', read.version)).toBe(false);
    expect((await two.read('a'))?.text).toBe('"one again"');
  });

  it('of many instances writing over the same version at once, exactly one lands', async () => {
    const stores = Array.from({ length: 8 }, () => createDiskCountStore(folder));
    await stores[0]!.write('a', '0', undefined);
    const landed = await Promise.all(stores.map((store, i) => store.write('a', String(i + 1), '1')));
    expect(landed.filter(Boolean)).toHaveLength(1);
    expect((await stores[0]!.read('a'))?.text).toBe(String(landed.indexOf(true) + 1));
  });

  it('refuses a very late writer whose version number was freed, so its text is never lost unseen', async () => {
    const store = createDiskCountStore(folder);
    await store.write('a', '1', undefined);
    await store.write('a', '2', '1');
    await store.write('a', '3', '2');
    // Version 2 was removed once 3 existed: a writer still holding version 1 would land on "2.json".
    expect(await store.write('a', 'late', '1')).toBe(false);
    expect(await store.read('a')).toEqual({ text: '3', version: '3' });
    expect(readdirSync(join(folder, 'a'))).toEqual(['3.json']);
  });

  it('reads a file a person or a disk fault garbled as it is (the limiter decides what that means)', async () => {
    const store = createDiskCountStore(folder);
    await store.write('a', '[]', undefined);
    writeFileSync(join(folder, 'a', '1.json'), '{"half');
    expect(await store.read('a')).toEqual({ text: '{"half', version: '1' });
  });

  it('fails, rather than answering "nothing counted", when the folder cannot be used', async () => {
    writeFileSync(join(folder, 'a-file'), '');
    const store = createDiskCountStore(join(folder, 'a-file'));
    await expect(store.read('a')).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(store.write('a', '[]', undefined)).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});
