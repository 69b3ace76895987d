/**
 * Content migrations, oldest first. When a change to site.schema.json would make existing content
 * invalid (a renamed or moved field, a new required one), raise CURRENT_SCHEMA_VERSION in
 * src/content/validate/content-version.ts and add one entry here that upgrades the files from the previous
 * version, so an editor runs `npm run migrate` instead of fixing every file by hand.
 *
 * Example (version 1 → 2, renaming "nearbyServed" in every town file):
 *   {
 *     from: 1,
 *     to: 2,
 *     summary: 'Town files: "nearbyServed" is now called "alsoServing".',
 *     up(files) {
 *       for (const [path, data] of files) {
 *         if (!path.startsWith('towns/')) continue;
 *         const town = data as Record<string, unknown>;
 *         if ('nearbyServed' in town) { town.alsoServing = town.nearbyServed; delete town.nearbyServed; }
 *       }
 *     },
 *   }
 */
export interface Migration {
  from: number;
  to: number;
  /** One line an editor reads when it runs: what changes in their files. */
  summary: string;
  /**
   * Changes the content in place. `files` maps each path inside site/ ("towns/selma.json") to its
   * parsed JSON; set a new path to add a file, delete one to remove it. `today` (YYYY-MM-DD) is the
   * day the migration runs, for content that was relative to it.
   */
  up(files: Map<string, unknown>, context: MigrationContext): void;
}

export interface MigrationContext {
  today: string;
}
