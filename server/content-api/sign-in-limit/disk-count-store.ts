import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CountStore } from './count-store.ts';

/**
 * The counts in a folder every instance on this disk shares (the container's .local/, or a volume
 * its replicas mount). Each key has a folder of numbered versions, `<n>.json`. A new version is
 * written whole to a hidden temp file, then linked to the next number: link() refuses a name that
 * exists, so of two instances that read version n only one writes n+1, and a reader sees a whole
 * version or none. Older versions are removed by the writer of a newer one.
 */
export function createDiskCountStore(folder: string): CountStore {
  const keyFolder = (key: string) => join(folder, key);

  async function versions(key: string): Promise<number[]> {
    try {
      const names = await readdir(keyFolder(key));
      return names.flatMap((name) => (/^\d+\.json$/.test(name) ? [Number.parseInt(name, 10)] : [])).sort((a, b) => b - a);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    async read(key) {
      // A version can be removed between the listing and the read, once a newer one exists: list again.
      for (let tries = 0; tries < 5; tries++) {
        const [latest] = await versions(key);
        if (latest === undefined) return undefined;
        try {
          return { text: await readFile(join(keyFolder(key), `${latest}.json`), 'utf8'), version: String(latest) };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      throw new Error(`The sign-in counts in ${keyFolder(key)} kept changing while being read.`);
    },

    async write(key, text, version) {
      const dir = keyFolder(key);
      await mkdir(dir, { recursive: true });
      const next = version === undefined ? 1 : Number(version) + 1;
      const temp = join(dir, `.${next}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, text, { flush: true });
      try {
        await link(temp, join(dir, `${next}.json`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await unlink(temp).catch(() => {});
      }
      const all = await versions(key);
      // A writer that read a version already removed can land on a freed number below the latest:
      // its text would never be read, so it counts as not written.
      if (all[0]! > next) {
        await unlink(join(dir, `${next}.json`)).catch(() => {});
        return false;
      }
      await Promise.all(all.filter((n) => n < next).map((n) => unlink(join(dir, `${n}.json`)).catch(() => {})));
      return true;
    },
  };
}
