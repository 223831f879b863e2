import { createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TDb } from '../db/database.ts';
import { ConfigError } from './config-error.ts';
import { LEGACY_LOCAL_KEY_FILE, PREVIOUS_KEY_VAR, parseDataKey, type TSecretBox } from './secret-box.ts';

/**
 * The formats from before decision 031, read only to re-seal their values under DATA_ENCRYPTION_KEY (on
 * the first start after migration 0015, or by npm run secrets:rotate-key), never to write:
 *
 * - `sb1.<iv>.<ciphertext>.<tag>`: player authenticator and social client secrets, AES-256-GCM under
 *   HKDF-SHA256(material, salt "tala-secret-box", info "sb1"), the material being DATA_ENCRYPTION_KEY as it
 *   was then (any 32+ characters), else APP_SECRET, else the app secret generated into the database;
 * - `stk1.<keyId>.<iv|ciphertext|tag>`: staff TOTP secrets under STAFF_TOTP_KEY (32 bytes; the key id
 *   was the totp_key_id column, which migration 0015 moved into the value);
 * - `plain.<secret>`: staff TOTP secrets stored before migration 0010, never encrypted.
 */
export const LEGACY_STAFF_KEY_VARS = ['STAFF_TOTP_KEY', 'STAFF_TOTP_KEY_PREVIOUS'] as const;
export const LEGACY_FORMATS = ['sb1', 'stk1', 'plain'] as const;
export type TLegacyFormat = (typeof LEGACY_FORMATS)[number];

const IV_BYTES = 12;
const TAG_BYTES = 16;

type TLegacyKey = { key: Buffer; source: string };
/** Staff keys by their old key id; sb1 keys derived from each candidate material. */
export type TLegacyKeys = { staff: Map<string, TLegacyKey>; derived: TLegacyKey[] };

export type TLegacyEnv = {
  DATA_DIR: string;
  APP_SECRET?: string | undefined;
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_ENCRYPTION_KEY_PREVIOUS?: string | undefined;
  STAFF_TOTP_KEY?: string | undefined;
  STAFF_TOTP_KEY_PREVIOUS?: string | undefined;
};

export function legacyFormatOf(value: string): TLegacyFormat | null {
  const prefix = value.slice(0, value.indexOf('.'));
  return (LEGACY_FORMATS as readonly string[]).includes(prefix) ? (prefix as TLegacyFormat) : null;
}

/** The key id STAFF_TOTP_KEY values carried (totp-vault.ts before decision 031). */
export function legacyStaffKeyId(key: Buffer): string {
  return createHash('sha256').update('tala-staff-totp-key:').update(key).digest('hex').slice(0, 12);
}

function readLegacyKeyFile(dataDir: string): TLegacyKey | null {
  const file = path.resolve(dataDir, LEGACY_LOCAL_KEY_FILE);
  try {
    return { key: parseDataKey(readFileSync(file, 'utf8'), file), source: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every key a staff secret of before may be under: the old variables, the old file, and today's keys. */
function legacyStaffKeys(env: TLegacyEnv, box: TSecretBox): Map<string, TLegacyKey> {
  const keys: TLegacyKey[] = [];
  for (const variable of LEGACY_STAFF_KEY_VARS) {
    const value = env[variable];
    if (value) keys.push({ key: parseDataKey(value, variable), source: variable });
  }
  const file = readLegacyKeyFile(env.DATA_DIR);
  if (file) keys.push(file);
  for (const key of [box.current, box.previous]) if (key) keys.push(key);
  return new Map(keys.map((key) => [legacyStaffKeyId(key.key), key]));
}

/** The candidate materials of sb1 keys, in the order the server of before would have used them. */
function legacyDerivedKeys(env: TLegacyEnv, storedAppSecret: string | null): TLegacyKey[] {
  const materials: Array<[string | null | undefined, string]> = [
    [env.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'],
    [env.DATA_ENCRYPTION_KEY_PREVIOUS, PREVIOUS_KEY_VAR],
    [env.APP_SECRET, 'APP_SECRET'],
    [storedAppSecret, 'the app secret generated into the database'],
  ];
  return materials
    .filter((entry): entry is [string, string] => (entry[0]?.length ?? 0) >= 32)
    .map(([material, source]) => ({
      key: Buffer.from(hkdfSync('sha256', material, 'tala-secret-box', 'sb1', 32)),
      source,
    }));
}

/** The keys of before, from the environment, the old key file and the generated app secret. */
export function legacyKeysFrom(
  env: TLegacyEnv,
  box: TSecretBox,
  storedAppSecret: string | null,
): TLegacyKeys {
  return { staff: legacyStaffKeys(env, box), derived: legacyDerivedKeys(env, storedAppSecret) };
}

export async function loadLegacyKeys(db: TDb, env: TLegacyEnv, box: TSecretBox): Promise<TLegacyKeys> {
  const stored = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'hmac')
    .executeTakeFirst();
  return legacyKeysFrom(env, box, stored?.value ?? null);
}

function decrypt(key: Buffer, context: string, iv: Buffer, body: Buffer, tag: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function openSb1(keys: TLegacyKeys, value: string, context: string): string {
  const [, iv, body, tag] = value.split('.');
  const parts = [iv, body, tag].map((part) => Buffer.from(part ?? '', 'base64url'));
  for (const { key } of keys.derived) {
    const plain = decrypt(key, context, parts[0] as Buffer, parts[1] as Buffer, parts[2] as Buffer);
    if (plain !== null) return plain;
  }
  const tried = keys.derived.map((key) => key.source).join(', ') || 'no key material at all';
  throw new ConfigError(
    `The stored secret of ${context} is in the sb1 format of before decision 031 and opens with none of ` +
      `the key materials at hand (${tried}). Set ${PREVIOUS_KEY_VAR} to the value DATA_ENCRYPTION_KEY had ` +
      'before (or APP_SECRET to the value it had) for one start: it re-seals these secrets under ' +
      'DATA_ENCRYPTION_KEY.',
  );
}

function openStk1(keys: TLegacyKeys, value: string, context: string): string {
  const [, keyId, blob] = value.split('.');
  const key = keys.staff.get(keyId ?? '');
  if (!key) {
    const tried = [...keys.staff].map(([id, k]) => `${k.source} is key ${id}`).join(', ');
    throw new ConfigError(
      `The authenticator secret of ${context} is encrypted with STAFF_TOTP_KEY key ${keyId} (the format of ` +
        `before decision 031), and no key at hand is that one (${tried || 'none'}). Set STAFF_TOTP_KEY to ` +
        'the key it was encrypted with for one start: it re-seals these secrets under DATA_ENCRYPTION_KEY.',
    );
  }
  const raw = Buffer.from(blob ?? '', 'base64url');
  const plain =
    raw.length > IV_BYTES + TAG_BYTES
      ? decrypt(
          key.key,
          context,
          raw.subarray(0, IV_BYTES),
          raw.subarray(IV_BYTES, raw.length - TAG_BYTES),
          raw.subarray(raw.length - TAG_BYTES),
        )
      : null;
  if (plain === null)
    throw new ConfigError(
      `The authenticator secret of ${context} does not decrypt with ${key.source} (STAFF_TOTP_KEY key ` +
        `${keyId}): the stored value was altered or copied from another row.`,
    );
  return plain;
}

/** The secret inside a value of a format of before; a ConfigError says which key to provide. */
export function openLegacy(keys: TLegacyKeys, value: string, context: string): string {
  const format = legacyFormatOf(value);
  if (format === 'sb1') return openSb1(keys, value, context);
  if (format === 'stk1') return openStk1(keys, value, context);
  if (format === 'plain') return value.slice('plain.'.length);
  throw new ConfigError(`The stored secret of ${context} is in no format this server knows.`);
}
