import type { OpenedFile } from '../content-client';

/**
 * What each picture shows, in the words the site already uses for it: the "alt" beside a picture's
 * "src", or a share picture's "imageAlt" beside its "image". The first found wins; a picture that
 * no content describes is left out (the library then names it by its file).
 */
export function pictureDescriptions(files: OpenedFile[]): Map<string, string> {
  const found = new Map<string, string>();
  const note = (path: unknown, text: unknown) => {
    if (typeof path === 'string' && typeof text === 'string' && text.trim() !== '' && !found.has(path)) found.set(path, text.trim());
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    note(item.src, item.alt);
    note(item.image, item.imageAlt);
    Object.values(item).forEach(walk);
  };
  files.forEach((file) => walk(file.data));
  return found;
}

/** The pictures whose description or file name holds every word searched for, in any order. */
export function matchesSearch(search: string, description: string | undefined, path: string): boolean {
  const text = `${description ?? ''} ${path.split('/').pop()}`.toLowerCase();
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}
