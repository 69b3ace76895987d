import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import mistakes from '../../tests/fixtures/validator/mistakes.json' with { type: 'json' };
import { SCREENFUL } from '../../src/content/validate/report-format.ts';
import { editFile, projectRoot, removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';

afterEach(removeTempProjects);

// The command itself, run as a person or CI runs it (the report's wording is tested beside it: src/content/validate/report-format.test.ts).
describe('npm run validate', () => {
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'tools/cli/validate.ts'), ...args], { cwd, encoding: 'utf8' });

  it('exits 0 with warnings only, and 1 with an error', () => {
    const dir = tempProject();
    const warnOnly = mistakes.edits.at(-1)!;
    editFile(dir, warnOnly.file, warnOnly.find, warnOnly.replace);
    const warned = run(dir);
    expect(warned.stdout).toContain('2 problems in 2 files (2 warnings, no errors: the site still builds).');
    expect(warned.status).toBe(0);
    editFile(dir, 'site/pages/home.json', '"type": "ctaBand"', '"type": "ctaBnad"');
    const failed = run(dir, '--format', 'github');
    expect(failed.stdout).toMatch(/^::error file=site\/pages\/home.json,line=\d+,col=\d+,title=Content error at \/sections\/6\/type::Unknown section type "ctaBnad". Did you mean "ctaBand"\?/m);
    expect(failed.status).toBe(1);
  }, 60_000);

  it('shows people a screenful and the rest by kind, and programs every problem', () => {
    const dir = tempProject();
    const goldsboro = readFileSync(join(dir, 'site/towns/goldsboro.json'), 'utf8');
    // Eight copies of one town: 9 towns alike in pairs, 36 pairs, each told on both files.
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel']) {
      writeFileSync(join(dir, `site/towns/${name.toLowerCase()}.json`), goldsboro.replaceAll('Goldsboro', name).replaceAll('goldsboro', name.toLowerCase()).replace(`/images/towns/${name.toLowerCase()}.jpg`, '/images/towns/goldsboro.jpg'));
    }
    const human = run(dir).stdout;
    expect(human.split('\n').filter((line) => line.startsWith('  warning '))).toHaveLength(SCREENFUL);
    expect(human).toContain('Showing 25 of 72 problems (errors first). All of them, by kind:\n  72 × warning This town\'s local text is …% the same as …');
    expect(JSON.parse(run(dir, '--format', 'json').stdout).warningCount).toBe(72);
  }, 60_000);
});
