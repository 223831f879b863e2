import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../lib/config-error.ts';

/**
 * Staff TOTP secrets at rest (decision 016): AES-256-GCM under a key from the environment, never the
 * database, so a copy of the database (a backup, a replica, an SQL injection) does not give away the second
 * factor. Each ciphertext is stored with the id of its key, so a rotation can tell old from new, and is
 * bound to its row (additional data), so a ciphertext copied onto another staff member does not open.
 */
export const TOTP_KEY_VAR = 'STAFF_TOTP_KEY';
export const TOTP_PREVIOUS_KEY_VAR = 'STAFF_TOTP_KEY_PREVIOUS';
/** Where a development server without STAFF_TOTP_KEY keeps the key it generated (under DATA_DIR). */
export const LOCAL_KEY_FILE = 'staff-totp.key';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TVaultKey = { id: string; key: Buffer; source: string };
export type TTotpVault = { current: TVaultKey; previous: TVaultKey | null };
export type TSealed = { ciphertext: string; keyId: string };

/** A secret the configured keys cannot open: the operator must fix STAFF_TOTP_KEY. */
export class TotpKeyError extends ConfigError {
  constructor(message: string) {
    super(message, 'BO_TOTP_KEY_UNAVAILABLE');
    this.name = 'TotpKeyError';
  }
}

/** 32 bytes written as base64 (standard or URL-safe) or as 64 hex digits. */
export function parseTotpKey(text: string, variable: string): Buffer {
  const value = text.trim();
  let key: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) key = Buffer.from(value, 'base64');
  if (key?.length !== KEY_BYTES)
    throw new ConfigError(
      `${variable} must be 32 random bytes written as base64 (44 characters) or hex (64 digits); ` +
        'make one with: openssl rand -base64 32',
    );
  return key;
}

/** A short public fingerprint of a key: stored beside each ciphertext, safe to print. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('tala-staff-totp-key:').update(key).digest('hex').slice(0, 12);
}

function vaultKey(key: Buffer, source: string): TVaultKey {
  return { id: keyIdOf(key), key, source };
}

/** The development key: generated once, kept beside the embedded database, readable by its owner only. */
function localKey(dataDir: string): TVaultKey {
  const file = path.resolve(dataDir, LOCAL_KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return vaultKey(parseTotpKey(readFileSync(file, 'utf8'), file), file);
}

export type TVaultEnv = {
  NODE_ENV: string;
  DATA_DIR: string;
  STAFF_TOTP_KEY?: string | undefined;
  STAFF_TOTP_KEY_PREVIOUS?: string | undefined;
};

/**
 * The keys of this process. Production refuses to run without STAFF_TOTP_KEY; elsewhere a missing key is
 * generated into DATA_DIR/staff-totp.key so a fresh clone starts with no set-up.
 */
export function loadTotpVault(env: TVaultEnv): TTotpVault {
  let current: TVaultKey;
  if (env.STAFF_TOTP_KEY) current = vaultKey(parseTotpKey(env.STAFF_TOTP_KEY, TOTP_KEY_VAR), TOTP_KEY_VAR);
  else if (env.NODE_ENV === 'production')
    throw new ConfigError(
      `${TOTP_KEY_VAR} is required in production: 32 random bytes (openssl rand -base64 32) that encrypt ` +
        'the staff authenticator secrets. Keep it outside the database, like a password.',
    );
  else current = localKey(env.DATA_DIR);
  const previous = env.STAFF_TOTP_KEY_PREVIOUS
    ? vaultKey(parseTotpKey(env.STAFF_TOTP_KEY_PREVIOUS, TOTP_PREVIOUS_KEY_VAR), TOTP_PREVIOUS_KEY_VAR)
    : null;
  return { current, previous: previous && previous.id !== current.id ? previous : null };
}

/** Encrypts under the current key; `context` (e.g. "staff:42") must be given again to decrypt. */
export function sealTotpSecret(vault: TTotpVault, context: string, secret: string): TSealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', vault.current.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return {
    ciphertext: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'),
    keyId: vault.current.id,
  };
}

export function describeKeys(vault: TTotpVault): string {
  const previous = vault.previous ? `, ${TOTP_PREVIOUS_KEY_VAR} is key ${vault.previous.id}` : '';
  return `${TOTP_KEY_VAR} is key ${vault.current.id}${previous}`;
}

function keyFor(vault: TTotpVault, keyId: string): TVaultKey {
  const key = [vault.current, vault.previous].find((candidate) => candidate?.id === keyId);
  if (key) return key;
  throw new TotpKeyError(
    `A staff authenticator secret is encrypted with key ${keyId}, but ${describeKeys(vault)}. ` +
      `Set ${TOTP_KEY_VAR} to the key the secrets were encrypted with (or set that key as ` +
      `${TOTP_PREVIOUS_KEY_VAR} and run npm run staff:rotate-totp-key).`,
  );
}

export function openTotpSecret(vault: TTotpVault, context: string, sealed: TSealed): string {
  const key = keyFor(vault, sealed.keyId);
  const raw = Buffer.from(sealed.ciphertext, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES)
    throw new TotpKeyError(`The authenticator secret of ${context} is not a ciphertext of this format.`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new TotpKeyError(
      `The authenticator secret of ${context} does not decrypt with ${key.source} (key ${key.id}): the key or ` +
        'the stored ciphertext is wrong.',
    );
  }
}
