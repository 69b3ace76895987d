import semver from 'semver';

// What `npm install` must never warn about (decision 009): a package that does not declare support for
// a Node version the project runs on (npm's EBADENGINE), or an install script nobody approved (npm 11
// warns, npm 12 skips it). Read from package-lock.json, so the check needs no install of its own.

/** The parts of package-lock.json (lockfile version 3) read here. */
export type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean }> };

/** The package's name from its place in the lock: `node_modules/a/node_modules/@b/c` is `@b/c`. */
const nameOf = (place: string) => place.slice(place.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Every locked package whose `engines.node` leaves out one of `nodeVersions`, as "name@version needs range". */
export function unsupportedEngines(lock: Lock, nodeVersions: string[]): string[] {
  const problems = new Set<string>();
  for (const [place, entry] of Object.entries(lock.packages)) {
    // The project itself (""), and the old array form of engines, which npm no longer reads.
    const range = place && !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (range === undefined) continue;
    const left = nodeVersions.filter((version) => !semver.satisfies(version, range, { includePrerelease: true }));
    if (left.length) problems.add(`${nameOf(place)}@${entry.version} needs Node ${range} (not ${left.join(', ')})`);
  }
  return [...problems].sort();
}

/** Every locked package with an install script that `allowScripts` neither approves nor denies. */
export function unreviewedScripts(lock: Lock, allowScripts: Record<string, boolean>): string[] {
  const names = Object.entries(lock.packages).filter(([place, entry]) => place && entry.hasInstallScript).map(([place]) => nameOf(place));
  return [...new Set(names)].filter((name) => !(name in allowScripts)).sort();
}
