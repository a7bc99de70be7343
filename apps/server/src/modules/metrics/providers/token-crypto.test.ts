import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, parseTokenKey, TokenCryptoError } from './token-crypto.ts';

const keyBytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));
const HEX_KEY = keyBytes.toString('hex');
const BASE64_KEY = keyBytes.toString('base64');
const TOKEN = 'IGAAFakeLongLivedToken.with-dots_and-ümlauts-🙂';

/** The value with one character of part `index` (1 iv, 2 tag, 3 ciphertext) changed. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const p = parts[index];
  parts[index] = (p[0] === 'A' ? 'B' : 'A') + p.slice(1);
  return parts.join('.');
}

describe('parseTokenKey', () => {
  it.each([
    ['hex', HEX_KEY],
    ['upper-case hex', HEX_KEY.toUpperCase()],
    ['base64', BASE64_KEY],
    ['base64 without padding', BASE64_KEY.replace(/=$/, '')],
    ['base64url', keyBytes.toString('base64url')],
    ['with surrounding whitespace', `  ${HEX_KEY}\n`],
  ])('accepts the key as %s, meaning the same key', (_label, text) => {
    const sealed = encryptToken(TOKEN, parseTokenKey(text));
    expect(decryptToken(sealed, parseTokenKey(HEX_KEY))).toBe(TOKEN);
  });

  it.each([
    ['31 bytes in hex', randomBytes(31).toString('hex')],
    ['33 bytes in hex', randomBytes(33).toString('hex')],
    ['16 bytes in base64', randomBytes(16).toString('base64')],
    ['48 bytes in base64', randomBytes(48).toString('base64')],
    ['a passphrase', 'correct horse battery staple'],
    ['empty', ''],
    ['hex with a stray letter', `${HEX_KEY.slice(0, 63)}g`],
  ])('refuses %s without repeating it', (_label, text) => {
    let caught: unknown;
    try {
      parseTokenKey(text);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(TokenCryptoError);
    if (text.length > 0) expect((caught as Error).message).not.toContain(text);
  });
});

describe('encryptToken / decryptToken', () => {
  const key = parseTokenKey(HEX_KEY);

  it('opens what it sealed, and the sealed form is v1.<iv>.<tag>.<ciphertext> in base64url', () => {
    const sealed = encryptToken(TOKEN, key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('IGAA');
    expect(decryptToken(sealed, key)).toBe(TOKEN);
    expect(decryptToken(encryptToken('', key), key)).toBe('');
  });

  it('takes the key as text too', () => {
    expect(decryptToken(encryptToken(TOKEN, BASE64_KEY), HEX_KEY)).toBe(TOKEN);
  });

  it('uses a fresh IV every time', () => {
    const a = encryptToken(TOKEN, key);
    const b = encryptToken(TOKEN, key);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it.each([
    [1, 'IV'],
    [2, 'tag'],
    [3, 'ciphertext'],
  ])('refuses a value whose %s part (%s) was changed', (index) => {
    const sealed = encryptToken(TOKEN, key);
    expect(() => decryptToken(tamper(sealed, index), key)).toThrow(TokenCryptoError);
  });

  it('refuses a value sealed under another key', () => {
    const sealed = encryptToken(TOKEN, key);
    expect(() => decryptToken(sealed, parseTokenKey(randomBytes(32).toString('hex')))).toThrow(TokenCryptoError);
  });

  it('refuses a value moved to another context when sealed with associated data', () => {
    const sealed = encryptToken(TOKEN, key, 'connection:1');
    expect(decryptToken(sealed, key, 'connection:1')).toBe(TOKEN);
    expect(() => decryptToken(sealed, key, 'connection:2')).toThrow(TokenCryptoError);
    expect(() => decryptToken(sealed, key)).toThrow(TokenCryptoError);
  });

  it.each([
    ['the plain token', TOKEN],
    ['another version', `v2.${encryptToken(TOKEN, key).slice(3)}`],
    ['a missing part', encryptToken(TOKEN, key).split('.').slice(0, 3).join('.')],
    ['an extra part', `${encryptToken(TOKEN, key)}.AAAA`],
    ['standard base64 characters', encryptToken(TOKEN, key).replace(/^(v1\.)./, '$1+')],
    [
      'a short IV',
      (() => {
        const p = encryptToken(TOKEN, key).split('.');
        return [p[0], p[1].slice(0, 8), p[2], p[3]].join('.');
      })(),
    ],
    [
      'a truncated tag',
      (() => {
        const p = encryptToken(TOKEN, key).split('.');
        return [p[0], p[1], p[2].slice(0, 11), p[3]].join('.');
      })(),
    ],
  ])('refuses %s', (_label, sealed) => {
    expect(() => decryptToken(sealed, key)).toThrow(TokenCryptoError);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptToken(TOKEN, randomBytes(16).toString('hex'))).toThrow(TokenCryptoError);
  });
});
