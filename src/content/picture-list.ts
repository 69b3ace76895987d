import type { PublicFiles } from './validate/check-references.ts';

/**
 * The files under public/ as the build found them, written beside dist/ for the Netlify function
 * (docs/decisions/025-production-host.md, "A function that does not grow with the pictures"): the
 * function's validator and `GET /images` read this list instead of carrying public/ itself, so the
 * function's size does not grow with every photo the office adds.
 */
export interface PublicFileEntry {
  /** The file's address on the site: "/images/towns/benson.jpg", "/media/hero-loop.mp4". */
  path: string;
  bytes: number;
  /** From the picture's header; null for a file that is no picture, or whose header does not say. */
  width: number | null;
  height: number | null;
  /** The files the build made of it (its WebP widths and its share JPEG), by their site address. */
  variants: string[];
}

export interface PictureList {
  files: PublicFileEntry[];
}

/** Where the build writes the list, from the project's root; netlify.toml's included_files names it. */
export const PICTURE_LIST_FILE = 'dist-function/picture-list.json';

/** The list as the validator asks about public/: a file by its address, the names in one folder. */
export function publicFilesOf(list: PictureList): PublicFiles {
  const files = new Set(list.files.map((file) => file.path));
  // Every folder on the way to a file, each with the names straight inside it (files and folders).
  const folders = new Map<string, Set<string>>();
  for (const path of files) {
    const steps = path.split('/').filter(Boolean);
    for (let i = 0; i < steps.length; i++) {
      const folder = `/${steps.slice(0, i).join('/')}`;
      if (!folders.has(folder)) folders.set(folder, new Set());
      folders.get(folder)!.add(steps[i]!);
    }
  }
  const folderOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  return {
    exists: (path) => files.has(path) || folders.has(folderOf(path)),
    namesIn: (folder) => [...(folders.get(folderOf(folder)) ?? [])],
  };
}
