// Seals OAuth tokens for storage: AES-256-GCM under a 32-byte key, as one printable string
// `v1.<iv>.<tag>.<ciphertext>` (each part base64url). A changed value or another key fails to open, loudly.
import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
/** 96 bits: GCM's own size; random per seal, so one key can seal far more tokens than we will ever hold. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export class TokenCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenCryptoError';
  }
}

/**
 * The key from its text form: 64 hex digits, or base64/base64url of 32 bytes (padded or not), e.g. from
 * `openssl rand -base64 32`. Throws on anything else; the message never repeats the text.
 */
export function parseTokenKey(text: string): KeyObject {
  const value = text.trim();
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) {
    bytes = Buffer.from(value, 'hex');
  } else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const decoded = Buffer.from(value, 'base64');
    if (decoded.length === KEY_BYTES) bytes = decoded;
  }
  if (bytes === null) {
    throw new TokenCryptoError(`The token key must be ${KEY_BYTES} bytes, as 64 hex digits or in base64`);
  }
  return createSecretKey(bytes);
}

function keyOf(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? parseTokenKey(key) : key;
  if (k.type !== 'secret' || k.symmetricKeySize !== KEY_BYTES) {
    throw new TokenCryptoError(`The token key must be a ${KEY_BYTES}-byte secret key`);
  }
  return k;
}

/**
 * Seals a token. `associatedData` (e.g. the connection's id) is not stored but must be given again to open the value,
 * so a sealed token copied onto another row does not open there.
 */
export function encryptToken(plain: string, key: KeyObject | string, associatedData?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv, { authTagLength: TAG_BYTES });
  if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Opens a sealed token; throws TokenCryptoError when it is not one, was changed, or another key sealed it. */
export function decryptToken(sealed: string, key: KeyObject | string, associatedData?: string): string {
  const k = keyOf(key);
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((p) => BASE64URL.test(p))) {
    throw new TokenCryptoError(`Not a sealed token (${VERSION}.<iv>.<tag>.<ciphertext>)`);
  }
  const iv = Buffer.from(parts[1], 'base64url');
  const tag = Buffer.from(parts[2], 'base64url');
  const ciphertext = Buffer.from(parts[3], 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new TokenCryptoError('Not a sealed token: wrong IV or tag length');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', k, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenCryptoError('The sealed token does not open: it was changed, or another key sealed it');
  }
}
