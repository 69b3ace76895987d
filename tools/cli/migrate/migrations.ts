import type { Migration } from './migration.ts';
import { toVersion2 } from './to-version-2.ts';

/** Every content migration, oldest first (how to write one: migration.ts). */
export const migrations: Migration[] = [toVersion2];
