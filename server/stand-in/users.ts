import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { hashPassword, type PasswordHash } from './passwords.ts';

export type StoredUser = { id: number; username: string; is_admin: boolean; password: PasswordHash };

type UsersFile = { note: string; users: StoredUser[] };

export function usersPath(dataDir: string): string {
  return join(dataDir, 'users.json');
}

/**
 * Reads {dataDir}/users.json, creating it with the demo accounts the first time. Only hashes
 * are stored, so the file is safe to leave on disk; it is git-ignored all the same.
 */
export async function loadOrCreateUsers(dataDir: string): Promise<StoredUser[]> {
  const path = usersPath(dataDir);
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) return parseUsers(existing, path);

  const file: UsersFile = {
    note: 'Demo accounts for the local stand-in (scrypt hashes). Delete this file to recreate them.',
    users: await Promise.all(
      DEMO_ACCOUNTS.map(async ({ id, username, password, is_admin }) => ({
        id,
        username,
        is_admin,
        password: await hashPassword(password),
      })),
    ),
  };
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails if another stand-in created the file meanwhile; theirs wins, and we read it.
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseUsers(await readFile(path, 'utf8'), path);
  }
  return file.users;
}

function parseUsers(text: string, path: string): StoredUser[] {
  const fail = (problem: string): never => {
    throw new Error(`${path}: ${problem}. Fix it, or delete the file to recreate the demo accounts.`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail('not valid JSON');
  }
  const users = (data as Partial<UsersFile> | null)?.users;
  if (!Array.isArray(users)) return fail('expected an object with a "users" array');
  users.forEach((user: Partial<StoredUser> | null, index) => {
    const at = `users[${index}]`;
    if (typeof user?.id !== 'number') fail(`${at}.id must be a number`);
    if (typeof user?.username !== 'string' || user.username === '') {
      fail(`${at}.username must be a non-empty string`);
    }
    if (typeof user?.is_admin !== 'boolean') fail(`${at}.is_admin must be true or false`);
    const { salt, hash, params } = user?.password ?? {};
    const isHex = (value: unknown) => typeof value === 'string' && /^([0-9a-f]{2})+$/i.test(value);
    if (!isHex(salt) || !isHex(hash)) fail(`${at}.password.salt and .hash must be hex strings`);
    const numbers = [params?.N, params?.r, params?.p, params?.keylen];
    if (!numbers.every((n) => Number.isInteger(n) && (n as number) > 0)) {
      fail(`${at}.password.params needs positive integers N, r, p and keylen`);
    }
  });
  return users as StoredUser[];
}
