import { describe, expect, it } from 'vitest';
import { checkContentPath, fileKinds, MAX_FILE_NAME_CHARS } from './content-paths.ts';

describe('checkContentPath', () => {
  it.each([
    ['site.json', 'siteFile'],
    ['towns/benson.json', 'townFile'],
    ['pages/about.json', 'pageFile'],
    ['collections/services.json', 'servicesFile'],
    [`towns/${'a'.repeat(MAX_FILE_NAME_CHARS - 5)}.json`, 'townFile'],
  ])('accepts %s as a %s', (path, kind) => {
    expect(checkContentPath(path)).toEqual({ ok: true, path, kind });
  });

  it.each([
    ['../package.json', /leaves the content folder/],
    ['towns/../../package.json', /leaves the content folder/],
    ['/etc/passwd', /leaves the content folder/],
    ['towns\\benson.json', /leaves the content folder/],
    ['towns/benson.json\u0000.txt', /leaves the content folder/],
    ['./site.json', /leaves the content folder/],
    ['site/site.json', /starts with "site\/"; write the path inside the content folder, e.g. "site.json"/],
    ['towns/Benson.json', /not a kind of content file/],
    ['towns/.benson.json', /not a kind of content file/],
    ['towns/benson.json.tmp', /not a kind of content file/],
    ['notes.txt', /not a kind of content file/],
    ['collections/prices.json', /not a kind of content file/],
    ['towns/sub/benson.json', /not a kind of content file/],
    [`towns/${'a'.repeat(MAX_FILE_NAME_CHARS - 4)}.json`, /too long a name; a content file's name has at most 100 characters/],
    [`towns/${'a'.repeat(300)}.json`, /too long a name/],
    ['', /required/],
    [42, /required/],
  ])('refuses %j', (path, reason) => {
    const result = checkContentPath(path);
    expect(result.ok).toBe(false);
    expect((result as { reason: string }).reason).toMatch(reason);
  });

  it('lists every kind of the schema with its title', () => {
    expect(fileKinds.find((k) => k.kind === 'townFile')).toEqual({ kind: 'townFile', pattern: 'towns/*.json', title: 'Town' });
    expect(fileKinds.every((k) => k.title !== k.kind)).toBe(true);
  });
});
