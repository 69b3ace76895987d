import type { LoadedFile } from './read-content.ts';

/**
 * The content format this code reads, kept in site/site.json as "schemaVersion". Raise it together
 * with a migration in tools/cli/migrate/migrations.ts (see migration.ts) whenever a schema change would break existing content.
 */
export const CURRENT_SCHEMA_VERSION = 2;

export const MIGRATE_COMMAND = 'npm run migrate';

export interface VersionProblem {
  pointer: string;
  message: string;
  hint: string;
}

/**
 * Old content fails the schema in ways the migration fixes, so an older version is reported alone,
 * with the one command that upgrades it, instead of a wall of schema errors.
 */
export function checkContentVersion(site: LoadedFile | undefined, expected = CURRENT_SCHEMA_VERSION): VersionProblem | undefined {
  const version = (site?.data as { schemaVersion?: unknown } | undefined)?.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) return undefined; // the schema reports it
  if (version < expected) {
    return {
      pointer: '/schemaVersion',
      message: `the content is in format version ${version}, but this version of the site reads version ${expected}.`,
      hint: `Upgrade it with one command: ${MIGRATE_COMMAND} (it rewrites the files in site/ for you; check the changes with git diff, then validate again).`,
    };
  }
  if (version > expected) {
    return {
      pointer: '/schemaVersion',
      message: `the content is in format version ${version}, newer than this copy of the site's code understands (version ${expected}).`,
      hint: 'Update the code first (pull the latest version of the project), then validate again.',
    };
  }
  return undefined;
}
