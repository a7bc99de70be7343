// Password hashing: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1), stored as a self-describing string.
import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB.
const MAX_MEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** How the app hashes and checks passwords; tests inject a cheap one (the production cost is 128 MiB a hash). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

async function hashWithCost(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r, p, maxmem: MAX_MEM });
  return `scrypt$${cost}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  return hashWithCost(password, N);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nStr, rStr, pStr, saltB64, keyB64] = parts;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(nStr),
    r: Number(rStr),
    p: Number(pStr),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const defaultPasswordHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/** For tests only: the same format at a tiny cost (verify reads the cost from the hash). Never for real passwords. */
export const cheapTestPasswordHasher: PasswordHasher = {
  hash: (password) => hashWithCost(password, 2 ** 4),
  verify: verifyPassword,
};
