import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export type AuditEntry = {
  at: string;
  user: string;
  userId: number | string | null;
  backend: string;
  summary: string;
  files: { path: string; action: 'create' | 'update' | 'delete'; version: string | null }[];
  /** New pictures saved with the change ("public/images/uploads/…"). */
  images?: string[];
};

/** Appends one JSON line per saved change: who, when, in their own words what, and which files. */
export async function appendAudit(path: string, entry: AuditEntry): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // One write call per line, so lines from two saves never interleave.
  await appendFile(path, `${JSON.stringify(entry)}\n`, 'utf8');
}
