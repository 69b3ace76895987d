import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { postJson, startTestStandIn } from '../../tests/support/test-stand-in.ts';
import { usersPath } from './users.ts';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('users.json', () => {
  it('is created with hashes on first start and reused on the second', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stand-in-users-'));
    const first = await startTestStandIn({ dataDir });
    await first.stop();

    const text = await readFile(usersPath(dataDir), 'utf8');
    for (const account of DEMO_ACCOUNTS) expect(text).not.toContain(account.password);
    const { users } = JSON.parse(text);
    expect(users).toHaveLength(2);
    for (const user of users) {
      expect(user.password.salt).toMatch(/^[0-9a-f]{32}$/);
      expect(user.password.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(user.password.params).toEqual({ N: 16384, r: 8, p: 1, keylen: 32 });
    }
    expect(users[0].password.salt).not.toBe(users[1].password.salt);

    const second = await startTestStandIn({ dataDir });
    try {
      expect(await readFile(usersPath(dataDir), 'utf8')).toBe(text);
      const [admin] = DEMO_ACCOUNTS;
      const res = await postJson(`${second.url}/login/`, { username: admin.username, password: admin.password });
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start on a broken file, naming it and the fix', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stand-in-users-'));
    await writeFile(usersPath(dataDir), '{"users": [{"id": 1}]}');
    await expect(startTestStandIn({ dataDir })).rejects.toThrow(
      /users\.json: users\[0\]\.username must be a non-empty string\. Fix it, or delete the file/,
    );
  });
});
