import { describe, expect, it } from 'vitest';
import { cheapTestPasswordHasher, defaultPasswordHasher, hashPassword, verifyPassword } from './password.ts';

const PASSWORD = 'violet-harbor-lantern-42';
// Written by the scrypt hasher used before Argon2id (N=2^17, r=8, p=1; and the old cheap test cost N=16).
const OLD_SCRYPT_HASH =
  'scrypt$131072$8$1$ly9M+Kw9M5K41f/64rIMWQ==$wihIxDH+CR7xqPVZzEeX8bXCBh+YqYoVqUsLnXNTUIE1BQJjBnglTmq7E2Vl7lE6TAD6JEQYRMYV9KaASXt6OA==';
const OLD_CHEAP_SCRYPT_HASH =
  'scrypt$16$8$1$m4X+83rScJdDoFKEDMK8vA==$DsGexbGjfhpuETUrarLfaclVEzUSl/kILgga2e/E/CJUF8hx7nvW1m3YI6cnLgPTcLEEiV8TIEKjlMuxNpgtMQ==';

describe('Argon2id password hashing', () => {
  it('stores OWASP parameters in a PHC string with a random salt and verifies only the right password', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, PASSWORD)).toBe(true);
    expect(await verifyPassword(a, 'violet-harbor-lantern-43')).toBe(false);
  });

  it('refuses anything that is not a hash it knows', async () => {
    for (const bad of ['not-a-hash', '', '$argon2id$v=16$m=64,t=1,p=1$AAAA$AAAA', 'bcrypt$2b$10$abc', 'scrypt$16$8$1$'])
      expect(await verifyPassword(bad, PASSWORD)).toBe(false);
  });

  it('still verifies scrypt hashes written before Argon2id', async () => {
    expect(await verifyPassword(OLD_SCRYPT_HASH, PASSWORD)).toBe(true);
    expect(await verifyPassword(OLD_SCRYPT_HASH, 'violet-harbor-lantern-43')).toBe(false);
    expect(await verifyPassword(OLD_CHEAP_SCRYPT_HASH, PASSWORD)).toBe(true);
  });

  it('asks for a rehash of anything that is not Argon2id at its own parameters', async () => {
    const current = await defaultPasswordHasher.hash(PASSWORD);
    expect(defaultPasswordHasher.needsRehash(current)).toBe(false);
    expect(defaultPasswordHasher.needsRehash(OLD_SCRYPT_HASH)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(current.replace('m=19456', 'm=12288'))).toBe(true);
    expect(defaultPasswordHasher.needsRehash(current.replace('$argon2id$', '$argon2i$'))).toBe(true);
    expect(defaultPasswordHasher.needsRehash(await cheapTestPasswordHasher.hash(PASSWORD))).toBe(true);
  });

  it('keeps the test hasher cheap, in the same format, and able to read the production one', async () => {
    const cheap = await cheapTestPasswordHasher.hash(PASSWORD);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(cheapTestPasswordHasher.needsRehash(cheap)).toBe(false);
    expect(await cheapTestPasswordHasher.verify(cheap, PASSWORD)).toBe(true);
    expect(await cheapTestPasswordHasher.verify(await hashPassword(PASSWORD), PASSWORD)).toBe(true);
    expect(await cheapTestPasswordHasher.verify(OLD_SCRYPT_HASH, PASSWORD)).toBe(true);
  });
});
