import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('scrypt password hashing', () => {
  it('stores OWASP parameters with a random salt and verifies only the right password', async () => {
    const a = await hashPassword('violet-harbor-lantern-42');
    const b = await hashPassword('violet-harbor-lantern-42');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'violet-harbor-lantern-42')).toBe(true);
    expect(await verifyPassword(a, 'violet-harbor-lantern-43')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
