import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type ScryptParams = { N: number; r: number; p: number; keylen: number };
export type PasswordHash = { salt: string; hash: string; params: ScryptParams };

/** Node's own defaults (16 MiB, about 50 ms): slow enough to matter, fast enough for tests. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1, keylen: 32 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const { N, r, p, keylen } = params;
  // scrypt needs 128 * N * r bytes; allow twice that so stored params never hit the cap.
  const maxmem = 256 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return { salt: salt.toString('hex'), hash: hash.toString('hex'), params };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await derive(password, Buffer.from(stored.salt, 'hex'), {
    ...stored.params,
    keylen: expected.length,
  });
  return timingSafeEqual(actual, expected);
}
