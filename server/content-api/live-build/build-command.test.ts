import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCommand } from './build-command.ts';

// Real child processes (plain node scripts standing in for `npm run build`), real files.
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setUp(script: string) {
  dir = mkdtempSync(join(tmpdir(), 'live-build-'));
  writeFileSync(join(dir, 'build.mjs'), script);
  const options = { command: [process.execPath, 'build.mjs'], cwd: dir, env: { ...process.env, GREETING: 'from the environment' }, logFile: join(dir, '.local', 'site-build.log'), resultFile: join(dir, 'last-build.json') };
  return { build: buildCommand(options), options };
}

describe('the build as a child process', () => {
  it('runs in the project folder with the environment given, keeps its output in the log, and reads the pages it rendered', async () => {
    const { build, options } = setUp(`
      import { writeFileSync } from 'node:fs';
      console.log('Built 51 pages', process.env.GREETING);
      console.error('a warning');
      writeFileSync('last-build.json', JSON.stringify({ pages: ['/benson', '/benson/services'] }));
    `);
    expect(await build()).toEqual({ ok: true, pages: ['/benson', '/benson/services'] });
    const log = readFileSync(options.logFile, 'utf8');
    expect(log).toContain('Built 51 pages from the environment');
    expect(log).toContain('a warning');
    expect(log).toContain('exit code 0');
  });

  it('says a build that exits with an error failed, with its output in the log only', async () => {
    const { build, options } = setUp(`console.error('dist/benson/index.html: /nowhere — no such page'); process.exit(1);`);
    expect(await build()).toEqual({ ok: false, pages: [] });
    expect(readFileSync(options.logFile, 'utf8')).toContain('no such page');
  });

  it('never takes an earlier build\'s result for its own', async () => {
    const { build, options } = setUp(`process.exit(1);`);
    writeFileSync(options.resultFile, JSON.stringify({ pages: ['/old'] }));
    expect(await build()).toEqual({ ok: false, pages: [] });
    expect(existsSync(options.resultFile)).toBe(false);
  });

  it('rejects when the program cannot start', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-build-'));
    const build = buildCommand({ command: [join(dir, 'no-such-program')], cwd: dir, env: process.env, logFile: join(dir, 'log'), resultFile: join(dir, 'result.json') });
    await expect(build()).rejects.toThrow(/ENOENT/);
    expect(readFileSync(join(dir, 'log'), 'utf8')).toContain('Could not start');
  });

  it('stops a build still running when closed', async () => {
    const { build, options } = setUp(`console.log('started'); setTimeout(() => {}, 60_000);`);
    const running = build();
    // Waits for the child's first words, not for a fixed time.
    while (!readFileSync(options.logFile, 'utf8').includes('started')) await new Promise((resolve) => setTimeout(resolve, 20));
    build.close();
    expect(await running).toEqual({ ok: false, pages: [] });
    expect(readFileSync(options.logFile, 'utf8')).toContain('SIGTERM');
  });

  it('still runs the build when its log folder cannot be created (a log never stops a build)', async () => {
    const { options } = setUp(`import { writeFileSync } from 'node:fs'; writeFileSync('last-build.json', JSON.stringify({ pages: ['/'] }));`);
    // A file where the log's folder should be: mkdir, stat and every append fail.
    writeFileSync(join(dir, 'blocked'), '');
    const build = buildCommand({ ...options, logFile: join(dir, 'blocked', '.local', 'site-build.log') });
    expect(await build()).toEqual({ ok: true, pages: ['/'] });
  });

  it('answers a start that fails before the program runs as a rejected promise, never a throw', async () => {
    const { options } = setUp(`process.exit(0);`);
    // A folder with something in it where the last result is: it cannot be removed.
    mkdirSync(join(dir, 'last-build.json', 'inside'), { recursive: true });
    const build = buildCommand(options);
    let promise: Promise<unknown> | undefined;
    expect(() => (promise = build())).not.toThrow();
    await expect(promise).rejects.toThrow();
  });
});
