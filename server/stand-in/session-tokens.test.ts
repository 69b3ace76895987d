import { describe, expect, it } from 'vitest';
import { createTokenStore } from './session-tokens.ts';
import type { StoredUser } from './users.ts';

const password = { salt: '00', hash: '00', params: { N: 2, r: 1, p: 1, keylen: 1 } };
const users: StoredUser[] = [
  { id: 1, username: 'admin', is_admin: true, password },
  { id: 2, username: 'crew', is_admin: false, password },
];

describe('token store', () => {
  it('issues distinct 64-hex tokens that name their user', () => {
    const store = createTokenStore(users);
    const first = store.issue(users[0]!);
    const second = store.issue(users[0]!);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(store.lookup(first)?.username).toBe('admin');
    expect(store.lookup('nope')).toBeUndefined();
  });

  it('lets a token expire after its lifetime, measured on the clock it is given', () => {
    let time = 1_000;
    const store = createTokenStore(users, 60_000, () => time);
    const token = store.issue(users[1]!);
    time += 59_999;
    expect(store.lookup(token)?.username).toBe('crew');
    time += 1;
    expect(store.lookup(token)).toBeUndefined();
  });

  it('reads the role from the users list at lookup time', () => {
    const list = users.map((user) => ({ ...user }));
    const store = createTokenStore(list);
    const token = store.issue(list[1]!);
    list[1]!.is_admin = true;
    expect(store.lookup(token)?.is_admin).toBe(true);
  });
});
