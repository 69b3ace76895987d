import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { unreviewedScripts, unsupportedEngines, type Lock } from './install-policy.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; allowScripts: Record<string, boolean> };
const lock = JSON.parse(read('package-lock.json')) as Lock;

// The Node versions that install the project (decision 009): the oldest package.json allows (the
// machines, CI, the container image's node:20-slim) and the one running this test. The workflows' Node 22
// is the newest 22.x of the day, inside every range npm reads here.
const oldest = semver.minVersion(pkg.engines.node)!.version;
const supported = [...new Set([oldest, process.versions.node])];

describe('a fresh clone installs without a warning', () => {
  it('every package in package-lock.json supports the Node versions the project runs on', () => {
    expect(oldest).toBe('20.19.0');
    expect(unsupportedEngines(lock, supported)).toEqual([]);
  });

  it('every install script in package-lock.json is approved or denied in package.json (allowScripts)', () => {
    expect(unreviewedScripts(lock, pkg.allowScripts)).toEqual([]);
  });

  it('names what it finds: a package that needs a newer Node, a script nobody reviewed', () => {
    const planted: Lock = {
      packages: {
        '': { version: '0.1.0', engines: { node: '>=99' } },
        'node_modules/old-enough': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/a/node_modules/@scope/too-new': { version: '2.0.0', engines: { node: '>=22' }, hasInstallScript: true },
        'node_modules/builds': { version: '3.0.0', hasInstallScript: true },
      },
    };
    expect(unsupportedEngines(planted, ['20.19.0', '22.16.0'])).toEqual(['@scope/too-new@2.0.0 needs Node >=22 (not 20.19.0)']);
    expect(unreviewedScripts(planted, { builds: false })).toEqual(['@scope/too-new']);
  });
});
