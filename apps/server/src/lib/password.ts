// Password hashing: Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane) through Node 24's crypto.argon2, stored
// as a PHC string ($argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>). Hashes written before (scrypt$N$r$p$salt$hash, 128 MiB
// a check) still verify; a successful sign-in replaces any hash that is not at the current parameters (needsRehash,
// used by auth.service.ts). docs/decisions/009-production-runtime.md has the reasons and the figures.
import * as crypto from 'node:crypto';

/** How the app hashes and checks passwords; tests inject a cheap one. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password against a hash in any format this app has ever written. */
  verify(hash: string, password: string): Promise<boolean>;
  /** True when `hash` is not Argon2id at this hasher's parameters: replace it after a successful sign-in. */
  needsRehash(hash: string): boolean;
}

export interface Argon2idCost {
  /** Memory in KiB. */
  memory: number;
  /** Passes over the memory (t). */
  passes: number;
  /** Lanes (p). */
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet: Argon2id with 19 MiB, 2 iterations, 1 degree of parallelism. */
export const OWASP_ARGON2ID: Argon2idCost = { memory: 19 * 1024, passes: 2, parallelism: 1 };
const SALT_BYTES = 16;
const TAG_BYTES = 32;
/** The only Argon2 version Node implements (0x13). */
const ARGON2_VERSION = 19;
type Argon2Algorithm = 'argon2id' | 'argon2i' | 'argon2d';

/** Node 24.7+ hashes Argon2 itself; the npm scripts run on the Node 24 of the `node` package (see README). */
export function assertArgon2Available(): void {
  if (typeof crypto.argon2 !== 'function') {
    throw new Error(
      `MicroReach needs Node 24.7 or later (passwords are hashed with crypto.argon2); this is Node ${process.version} at ${process.execPath}.`,
    );
  }
}

const normalize = (password: string) => Buffer.from(password.normalize('NFKC'));
const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

function argon2(algorithm: Argon2Algorithm, password: string, salt: Buffer, cost: Argon2idCost, tagLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    crypto.argon2(algorithm, { message: normalize(password), nonce: salt, tagLength, ...cost }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

async function hashArgon2id(password: string, cost: Argon2idCost): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await argon2('argon2id', password, salt, cost, TAG_BYTES);
  return `$argon2id$v=${ARGON2_VERSION}$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${b64(salt)}$${b64(key)}`;
}

interface ParsedArgon2 {
  algorithm: Argon2Algorithm;
  cost: Argon2idCost;
  salt: Buffer;
  key: Buffer;
}

const PHC_ARGON2 =
  /^\$(argon2id|argon2i|argon2d)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseArgon2(hash: string): ParsedArgon2 | null {
  const m = PHC_ARGON2.exec(hash);
  if (!m || Number(m[2]) !== ARGON2_VERSION) return null;
  return {
    algorithm: m[1] as Argon2Algorithm,
    cost: { memory: Number(m[3]), passes: Number(m[4]), parallelism: Number(m[5]) },
    salt: Buffer.from(m[6], 'base64'),
    key: Buffer.from(m[7], 'base64'),
  };
}

async function verifyArgon2(parsed: ParsedArgon2, password: string): Promise<boolean> {
  const key = await argon2(parsed.algorithm, password, parsed.salt, parsed.cost, parsed.key.length);
  return crypto.timingSafeEqual(key, parsed.key);
}

/** The format written before Argon2id: scrypt$N$r$p$salt$hash (base64 with padding). */
async function verifyScrypt(hash: string, password: string): Promise<boolean> {
  const [, nStr, rStr, pStr, saltB64, keyB64] = hash.split('$');
  const N = Number(nStr);
  const r = Number(rStr);
  const expected = Buffer.from(keyB64, 'base64');
  const key = await new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFKC'),
      Buffer.from(saltB64, 'base64'),
      expected.length,
      // scrypt needs 128 * N * r bytes (128 MiB at the old N=2^17, r=8); Node's default ceiling is 32 MiB.
      { N, r, p: Number(pStr), maxmem: 256 * 1024 * 1024 },
      (err, derived) => (err ? reject(err) : resolve(derived)),
    );
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

const SCRYPT = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/;

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const argon = parseArgon2(hash);
  if (argon) return verifyArgon2(argon, password);
  if (SCRYPT.test(hash)) return verifyScrypt(hash, password);
  return false;
}

function argon2idHasher(cost: Argon2idCost): PasswordHasher {
  return {
    hash: (password) => hashArgon2id(password, cost),
    verify: verifyPassword,
    needsRehash(hash) {
      const parsed = parseArgon2(hash);
      return (
        parsed?.algorithm !== 'argon2id' ||
        parsed.cost.memory !== cost.memory ||
        parsed.cost.passes !== cost.passes ||
        parsed.cost.parallelism !== cost.parallelism ||
        parsed.key.length !== TAG_BYTES
      );
    },
  };
}

export const defaultPasswordHasher: PasswordHasher = argon2idHasher(OWASP_ARGON2ID);

export function hashPassword(password: string): Promise<string> {
  return defaultPasswordHasher.hash(password);
}

/**
 * For tests only: Argon2id at 64 KiB and one pass (about a thousand times cheaper than OWASP's cost), so hundreds of
 * sign-ups stay fast. Never for real passwords. It verifies every format, like the default.
 */
export const cheapTestPasswordHasher: PasswordHasher = argon2idHasher({ memory: 64, passes: 1, parallelism: 1 });
