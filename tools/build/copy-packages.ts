import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type PackageJson = { name: string; version: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

/**
 * Copies packages a bundle leaves as imports into <outDir>/node_modules, where Node finds them from
 * the bundle, with every package they need: the versions installed here (package-lock.json's), and
 * of their optional packages only those installed, which for sharp are its native binary and
 * libvips for this machine's platform. So the copy runs where it was built (in the image: the same
 * node:20-slim platform as the build stage). Returns "name@version" of each package copied.
 */
export function copyPackages(names: string[], projectDir: string, outDir: string): string[] {
  const copied = new Map<string, string>();
  const queue = names.map((name) => ({ name, from: projectDir, optional: false }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = findPackage(next.name, next.from);
    if (!dir) {
      if (next.optional) continue;
      throw new Error(`${next.name} is not installed; run npm ci first.`);
    }
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
    const already = copied.get(json.name);
    if (already === json.version) continue;
    // One folder per name: two versions of a package would need Node's nested folders, which this copy does not make.
    if (already) throw new Error(`${json.name} is needed at ${already} and ${json.version}; the copy beside the bundle holds one version of each package.`);
    cpSync(dir, join(outDir, 'node_modules', json.name), { recursive: true, verbatimSymlinks: true });
    copied.set(json.name, json.version);
    for (const name of Object.keys(json.dependencies ?? {})) queue.push({ name, from: dir, optional: false });
    for (const name of Object.keys(json.optionalDependencies ?? {})) queue.push({ name, from: dir, optional: true });
  }
  return [...copied].map(([name, version]) => `${name}@${version}`);
}

/** Where Node would find a package from a folder: its node_modules, then each parent's. */
function findPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
