import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Migration } from './migration.ts';
import { calendarDay } from '../../../src/content/upcoming-events.ts';

export interface MigrateOptions {
  siteDir: string;
  migrations: Migration[];
  /** The version to reach (the code's CURRENT_SCHEMA_VERSION). */
  target: number;
  /** Work out the changes without writing anything. */
  dryRun?: boolean;
  /** The day to count relative content from, YYYY-MM-DD (default: today in the business's time zone). */
  today?: string;
}

export interface MigrateResult {
  from: number;
  to: number;
  applied: Migration[];
  /** Paths inside site/ that were (or would be) written, added or removed. */
  changed: string[];
  removed: string[];
}

/** The chain of migrations from one version to another; throws, naming the gap, when one is missing. */
export function planMigrations(migrations: Migration[], from: number, to: number): Migration[] {
  const plan: Migration[] = [];
  for (let version = from; version < to;) {
    const next = migrations.find((m) => m.from === version);
    if (!next || next.to <= version) throw new Error(`There is no migration from content version ${version}; tools/cli/migrate/migrations.ts needs one that goes from ${version} to ${version + 1}.`);
    plan.push(next);
    version = next.to;
  }
  return plan;
}

function readTree(dir: string, root = dir): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of readTree(full, root)) out.set(k, v);
    else if (entry.name.endsWith('.json')) out.set(relative(root, full).split('\\').join('/'), readFileSync(full, 'utf8'));
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Upgrades site/ to `target`: reads every JSON file, runs each migration in order, sets
 * "schemaVersion" and writes back only the files that changed (site.json keeps its layout when
 * only the version moved, so the diff an editor reviews stays small).
 */
export function migrateSite(options: MigrateOptions): MigrateResult {
  const { siteDir, target } = options;
  const texts = readTree(siteDir);
  const siteText = texts.get('site.json');
  if (siteText === undefined) throw new Error(`${join(siteDir, 'site.json')} is missing, so the content version is unknown.`);
  const files = new Map<string, unknown>();
  for (const [path, text] of texts) {
    try {
      files.set(path, JSON.parse(text));
    } catch {
      throw new Error(`site/${path} is not valid JSON; run npm run validate, fix it, then migrate again.`);
    }
  }
  const from = (files.get('site.json') as { schemaVersion?: unknown }).schemaVersion;
  if (typeof from !== 'number') throw new Error('site/site.json has no "schemaVersion"; add "schemaVersion": 1 (the first version) and run again.');
  if (from > target) throw new Error(`The content is at version ${from}, newer than this code (version ${target}); update the code instead.`);
  const applied = planMigrations(options.migrations, from, target);
  if (applied.length === 0) return { from, to: from, applied, changed: [], removed: [] };

  const today = options.today ?? calendarDay(new Date());
  for (const migration of applied) migration.up(files, { today });
  const site = files.get('site.json') as Record<string, unknown> | undefined;
  if (!site) throw new Error('A migration removed site/site.json; that file must stay.');
  site.schemaVersion = target;

  const changed: string[] = [];
  const removed = [...texts.keys()].filter((path) => !files.has(path));
  const writes = new Map<string, string>();
  for (const [path, data] of files) {
    const before = texts.get(path);
    if (before !== undefined && same(JSON.parse(before), data)) continue;
    const onlyVersion = path === 'site.json' && same({ ...JSON.parse(before!), schemaVersion: target }, data);
    writes.set(path, onlyVersion ? before!.replace(/("schemaVersion"\s*:\s*)\d+/, `$1${target}`) : `${JSON.stringify(data, null, 2)}\n`);
    changed.push(path);
  }
  if (!options.dryRun) {
    for (const [path, text] of writes) {
      mkdirSync(dirname(join(siteDir, path)), { recursive: true });
      writeFileSync(join(siteDir, path), text);
    }
    for (const path of removed) if (existsSync(join(siteDir, path))) rmSync(join(siteDir, path));
  }
  return { from, to: target, applied, changed: changed.sort(), removed };
}
