import { describe, expect, it } from 'vitest';
import { publicFilesOf, type PublicFileEntry } from './picture-list.ts';

const file = (path: string): PublicFileEntry => ({ path, bytes: 1, width: null, height: null, variants: [] });

describe('publicFilesOf (the build\'s list as the validator asks about public/)', () => {
  const files = publicFilesOf({ files: [file('/favicon.svg'), file('/images/towns/benson.jpg'), file('/images/towns/selma.jpg'), file('/images/logo.svg')] });

  it('knows a file by its address, and the folders on the way to one', () => {
    expect(files.exists('/images/towns/benson.jpg')).toBe(true);
    expect(files.exists('/favicon.svg')).toBe(true);
    expect(files.exists('/images/towns')).toBe(true);
    expect(files.exists('/images/towns/Benson.jpg')).toBe(false);
    expect(files.exists('/images/town')).toBe(false);
  });

  it('names what lies straight inside a folder, files and folders, for "Did you mean"', () => {
    expect(files.namesIn('/images/towns').sort()).toEqual(['benson.jpg', 'selma.jpg']);
    expect(files.namesIn('/images').sort()).toEqual(['logo.svg', 'towns']);
    expect(files.namesIn('/').sort()).toEqual(['favicon.svg', 'images']);
    expect(files.namesIn('/media')).toEqual([]);
  });
});
