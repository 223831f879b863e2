import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.ts';

/**
 * Encryption at rest for every small secret the server must read back (decision 031): staff and player
 * authenticator secrets, social sign-in client secrets — the columns listed in db/sealed-columns.ts.
 * AES-256-GCM under one key from the environment (never the database, so a copy of the database does
 * not give the secrets away), a fresh 96-bit IV each time, and the row the value belongs to bound in as
 * additional data (a value copied onto another row does not open there).
 *
 * Format: `sb2.<keyId>.<iv>.<ciphertext>.<tag>` (base64url parts). The key id — 12 hex digits of a
 * SHA-256 of the key, safe to print — says which key sealed a value, so a rotation tells old from new
 * and an error names both keys.
 */
export const KEY_VAR = 'DATA_ENCRYPTION_KEY';
export const PREVIOUS_KEY_VAR = 'DATA_ENCRYPTION_KEY_PREVIOUS';
/** Where a server outside production without DATA_ENCRYPTION_KEY keeps the key it generated. */
export const LOCAL_KEY_FILE = 'data-encryption.key';
/** The development key file of staff TOTP secrets before decision 031: adopted as LOCAL_KEY_FILE. */
export const LEGACY_LOCAL_KEY_FILE = 'staff-totp.key';
export const SEALED_PREFIX = 'sb2';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const KEY_ADVICE = 'make one with: openssl rand -base64 32';

export type TDataKey = { id: string; key: Buffer; source: string };

export type TSecretBox = {
  current: TDataKey;
  /** The key being rotated away from: still opens, never seals. */
  previous: TDataKey | null;
  seal: (plain: string, context: string) => string;
  /** Throws SecretKeyError (no configured key has this id) or SecretBoxError (altered, or another row). */
  open: (sealed: string, context: string) => string;
};

/** A value the configured keys cannot open: the operator must fix DATA_ENCRYPTION_KEY (503 while serving). */
export class SecretKeyError extends ConfigError {
  constructor(message: string) {
    super(message, 'ENCRYPTION_KEY_UNAVAILABLE');
    this.name = 'SecretKeyError';
  }
}

/** A value that does not open under its own key: altered, or copied from another row (500 while serving). */
export class SecretBoxError extends ConfigError {
  constructor(message: string) {
    super(message, 'INTERNAL_ERROR');
    this.name = 'SecretBoxError';
  }
}

/** 32 bytes written as base64 (standard or URL-safe, 43-44 characters) or as 64 hex digits; else null. */
export function decodeDataKey(text: string): Buffer | null {
  const value = text.trim();
  let key: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) key = Buffer.from(value, 'base64');
  return key?.length === KEY_BYTES ? key : null;
}

export function parseDataKey(text: string, variable: string): Buffer {
  const key = decodeDataKey(text);
  if (!key)
    throw new ConfigError(
      `${variable} must be 32 random bytes written as base64 (44 characters) or hex (64 digits); ${KEY_ADVICE}.`,
    );
  return key;
}

/** A short public fingerprint of a key: written into each sealed value, safe to print. */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('tala-data-key:').update(key).digest('hex').slice(0, 12);
}

export function dataKey(key: Buffer, source: string): TDataKey {
  return { id: dataKeyId(key), key, source };
}

/** The key id of a value in the current format, or null for anything else (an older format, garbage). */
export function sealedKeyId(sealed: string): string | null {
  const match = /^sb2\.([0-9a-f]{12})\./.exec(sealed);
  return match?.[1] ?? null;
}

/** The additional data: the row, and the format and key, so nothing can be swapped between values. */
function additionalData(keyId: string, context: string): Buffer {
  return Buffer.from(`${SEALED_PREFIX}.${keyId}|${context}`);
}

function sealWith(key: TDataKey, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(additionalData(key.id, context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [SEALED_PREFIX, key.id, ...parts].join('.');
}

function openWith(key: TDataKey, sealed: string, context: string): string {
  const [, , iv, body, tag] = sealed.split('.');
  try {
    if (!iv || body === undefined || !tag) throw new Error('not five parts');
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData(key.id, context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretBoxError(
      `The stored secret of ${context} does not open with its own key ${key.id} (${key.source}): the value ` +
        'was altered or copied from another row.',
    );
  }
}

export function describeKeys(box: Pick<TSecretBox, 'current' | 'previous'>): string {
  const previous = box.previous ? `, ${PREVIOUS_KEY_VAR} is key ${box.previous.id}` : '';
  return `${KEY_VAR} is key ${box.current.id}${previous}`;
}

function keyFor(box: TSecretBox, sealed: string, context: string): TDataKey {
  const keyId = sealedKeyId(sealed);
  if (keyId === null)
    throw new SecretKeyError(
      `The stored secret of ${context} is not in the ${SEALED_PREFIX} format (a format from before decision ` +
        '031, written by an older server?): restart the server, which re-seals such values.',
    );
  const key = [box.current, box.previous].find((candidate) => candidate?.id === keyId);
  if (key) return key;
  throw new SecretKeyError(
    `The stored secret of ${context} is sealed with key ${keyId}, but ${describeKeys(box)}. Set ${KEY_VAR} ` +
      `to the key the secrets were sealed with (or set that key as ${PREVIOUS_KEY_VAR} and run ` +
      'npm run secrets:rotate-key).',
  );
}

export function createSecretBox(current: TDataKey, previous: TDataKey | null = null): TSecretBox {
  const box: TSecretBox = {
    current,
    previous: previous && previous.id !== current.id ? previous : null,
    seal: (plain, context) => sealWith(current, plain, context),
    open: (sealed, context) => openWith(keyFor(box, sealed, context), sealed, context),
  };
  return box;
}

/**
 * The development key: generated once, kept beside the embedded database, readable by its owner only. A
 * data directory from before decision 031 has the staff TOTP key file instead: that key becomes this one
 * (a hard link, then the old name goes: atomic, and two starts at once agree on one key).
 */
function localKey(dataDir: string): TDataKey {
  const file = path.resolve(dataDir, LOCAL_KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const legacy = path.resolve(dataDir, LEGACY_LOCAL_KEY_FILE);
  try {
    linkSync(legacy, file);
    unlinkSync(legacy);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EEXIST') throw error;
  }
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return dataKey(parseDataKey(readFileSync(file, 'utf8'), file), file);
}

export type TSecretBoxEnv = {
  NODE_ENV: string;
  DATA_DIR: string;
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_ENCRYPTION_KEY_PREVIOUS?: string | undefined;
};

/** What a start without the key is told: production refuses; the message says what the key is. */
export const MISSING_KEY_ADVICE =
  `${KEY_VAR} is required in production: 32 random bytes (openssl rand -base64 32) that encrypt the ` +
  'secrets stored in the database (authenticator secrets, social sign-in client secrets). Keep it outside ' +
  'the database, like a password, the same on every instance.';

export const MALFORMED_KEY_MESSAGE =
  `${KEY_VAR} must be 32 random bytes written as base64 (44 characters) or hex (64 digits); ${KEY_ADVICE}. ` +
  `(Before decision 031 it took any 32+ characters: if it held such a value, move that value to ` +
  `${PREVIOUS_KEY_VAR} for one start, which re-seals the secrets under the new key.)`;

/**
 * DATA_ENCRYPTION_KEY_PREVIOUS: a 32-byte key (during a rotation), or — for the upgrade of decision 031 —
 * the value DATA_ENCRYPTION_KEY had before, which was key material of any 32+ characters (no key then).
 */
function previousKey(text: string | undefined): TDataKey | null {
  if (!text) return null;
  const key = decodeDataKey(text);
  if (key) return dataKey(key, PREVIOUS_KEY_VAR);
  if (text.length >= 32) return null; // read by secret-box-legacy.ts only
  return dataKey(parseDataKey(text, PREVIOUS_KEY_VAR), PREVIOUS_KEY_VAR);
}

/**
 * The deployment's box. Production refuses to run without DATA_ENCRYPTION_KEY; elsewhere a missing key is
 * generated into DATA_DIR/data-encryption.key so a fresh clone starts with no set-up.
 */
export function loadSecretBox(env: TSecretBoxEnv): TSecretBox {
  let current: TDataKey;
  if (env.DATA_ENCRYPTION_KEY) {
    if (!decodeDataKey(env.DATA_ENCRYPTION_KEY)) throw new ConfigError(MALFORMED_KEY_MESSAGE);
    current = dataKey(parseDataKey(env.DATA_ENCRYPTION_KEY, KEY_VAR), KEY_VAR);
  } else if (env.NODE_ENV === 'production') throw new ConfigError(MISSING_KEY_ADVICE);
  else current = localKey(env.DATA_DIR);
  return createSecretBox(current, previousKey(env.DATA_ENCRYPTION_KEY_PREVIOUS));
}
