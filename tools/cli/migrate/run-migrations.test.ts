import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateSite, planMigrations } from './run-migrations.ts';
import { migrations } from './migrations.ts';
import type { Migration } from './migration.ts';
import { CURRENT_SCHEMA_VERSION } from '../../../src/content/validate/content-version.ts';
import { validateSite } from '../../../src/content/disk/validate-site.ts';
import { removeTempProjects, tempProject } from '../../../src/testing/temp-project.ts';

afterEach(removeTempProjects);

/** A pretend schema change after today's version: it renames the towns' "nearbyServed" and drops one page. */
const v = CURRENT_SCHEMA_VERSION;
const fake: Migration[] = [
  {
    from: v,
    to: v + 1,
    summary: 'Town files: "nearbyServed" is now "alsoServing"; the login page moves.',
    up(files) {
      for (const [path, data] of files) {
        const town = data as Record<string, unknown>;
        if (!path.startsWith('towns/') || !('nearbyServed' in town)) continue;
        town.alsoServing = town.nearbyServed;
        delete town.nearbyServed;
      }
      files.set('pages/staff-login.json', files.get('pages/login.json'));
      files.delete('pages/login.json');
    },
  },
  { from: v + 1, to: v + 2, summary: 'Nothing but the number.', up() {} },
];

const read = (dir: string, path: string) => readFileSync(join(dir, 'site', path), 'utf8');

describe('content migrations', () => {
  it('has a chain from version 1 to the current version', () => {
    expect(planMigrations(migrations, 1, v).at(-1)?.to ?? 1).toBe(v);
  });

  it('tells an editor with old content the command that upgrades it', () => {
    const dir = tempProject();
    const { problems, content } = validateSite({ root: dir, schemaVersion: v + 1 });
    expect(content).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'site/site.json', pointer: '/schemaVersion', severity: 'error' });
    expect(problems[0]!.message).toBe(`the content is in format version ${v}, but this version of the site reads version ${v + 1}.`);
    expect(problems[0]!.hint).toContain('npm run migrate');
  });

  it('runs each migration in order, writes only what changed and sets the version', () => {
    const dir = tempProject();
    const siteBefore = read(dir, 'site.json');
    const homeBefore = read(dir, 'pages/home.json');
    const result = migrateSite({ siteDir: join(dir, 'site'), migrations: fake, target: v + 2 });
    expect(result).toMatchObject({ from: v, to: v + 2, removed: ['pages/login.json'] });
    expect(result.applied.map((m) => m.to)).toEqual([v + 1, v + 2]);
    expect(result.changed).toContain('towns/goldsboro.json');
    expect(result.changed).toContain('pages/staff-login.json');
    expect(result.changed).not.toContain('pages/home.json');
    // site.json keeps its layout: only the version line differs
    expect(read(dir, 'site.json')).toBe(siteBefore.replace(`"schemaVersion": ${v}`, `"schemaVersion": ${v + 2}`));
    expect(read(dir, 'pages/home.json')).toBe(homeBefore);
    const goldsboro = JSON.parse(read(dir, 'towns/goldsboro.json'));
    expect(goldsboro.alsoServing).toContain('Rosewood');
    expect(goldsboro.nearbyServed).toBeUndefined();
    expect(existsSync(join(dir, 'site/pages/login.json'))).toBe(false);
    // a second run has nothing to do
    expect(migrateSite({ siteDir: join(dir, 'site'), migrations: fake, target: v + 2 }).applied).toEqual([]);
  });

  it('changes nothing on a dry run, and names a missing step', () => {
    const dir = tempProject();
    const before = read(dir, 'towns/goldsboro.json');
    const dry = migrateSite({ siteDir: join(dir, 'site'), migrations: fake, target: v + 1, dryRun: true });
    expect(dry.changed).toContain('towns/goldsboro.json');
    expect(read(dir, 'towns/goldsboro.json')).toBe(before);
    expect(read(dir, 'site.json')).toContain(`"schemaVersion": ${v}`);
    expect(() => migrateSite({ siteDir: join(dir, 'site'), migrations: fake.slice(1), target: v + 2 })).toThrow(`There is no migration from content version ${v}`);
  });
});
