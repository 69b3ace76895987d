import { ApiError } from './errors.ts';

/**
 * What the disk said, as an answer a person can act on. Every file-system failure the local backend
 * can meet has its own answer: a name the disk cannot take is the request's fault (400), a full,
 * read-only or refusing disk is the server's state (507/503, said plainly), a disk busy for a moment
 * asks to try again. Only an error no file system call raised stays "internal".
 */
const ANSWERS: Record<string, (path: string) => ApiError> = {
  ENAMETOOLONG: (path) => new ApiError('path-refused', { details: [`${path}: the name is longer than the disk allows.`] }),
  EISDIR: (path) => new ApiError('path-refused', { details: [`${path} is a folder, not a content file.`] }),
  ENOTDIR: (path) => new ApiError('path-refused', { details: [`${path}: a step of this path is a file, not a folder.`] }),
  ELOOP: (path) => new ApiError('path-refused', { details: [`${path}: the path goes through a link, and the content API does not follow links.`] }),
  EINVAL: (path) => new ApiError('path-refused', { details: [`${path}: the disk does not accept this name.`] }),
  EILSEQ: (path) => new ApiError('path-refused', { details: [`${path}: the disk does not accept the characters of this name.`] }),
  ENOSPC: () => new ApiError('storage-full'),
  EDQUOT: () => new ApiError('storage-full'),
  EFBIG: () => new ApiError('storage-full'),
  EROFS: () => new ApiError('storage-refused', { details: ['The disk holding the site is read-only.'] }),
  EACCES: () => new ApiError('storage-refused', { details: ['The server is not allowed to read or write the site\'s files.'] }),
  EPERM: () => new ApiError('storage-refused', { details: ['The server is not allowed to read or write the site\'s files.'] }),
  EIO: () => new ApiError('storage-refused', { details: ['The disk reported a read or write failure.'] }),
  EMFILE: () => new ApiError('storage-busy', {}, { 'Retry-After': '5' }),
  ENFILE: () => new ApiError('storage-busy', {}, { 'Retry-After': '5' }),
  EBUSY: () => new ApiError('storage-busy', {}, { 'Retry-After': '5' }),
  EAGAIN: () => new ApiError('storage-busy', {}, { 'Retry-After': '5' }),
  ENOMEM: () => new ApiError('storage-busy', {}, { 'Retry-After': '5' }),
};

/** The answer for a Node file-system error (it carries `code` and `syscall`), or undefined for anything else. */
export function storageAnswer(error: unknown): ApiError | undefined {
  const { code, syscall, path } = (error ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string') return undefined;
  // The path is the server's own, never shown: only what it names inside the project.
  const shown = typeof path === 'string' ? shortPath(path) : 'The file';
  return ANSWERS[code]?.(shown) ?? new ApiError('storage-refused', { details: [`The disk reported a problem this server does not know by name (${code}); whoever runs the site can look it up.`] });
}

function shortPath(path: string): string {
  const inside = /(?:^|[\\/])((?:site|public)[\\/].*)$/.exec(path)?.[1];
  return inside ? inside.split('\\').join('/') : 'The file';
}
