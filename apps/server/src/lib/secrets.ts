import { randomBytes } from 'node:crypto';
import type { TDb } from '../db/database.ts';

export type TSecrets = {
  /** HMAC key for ALTCHA challenges and other server-signed values. */
  hmacKey: string;
  /** RSA-OAEP-256 pair that seals login, registration and password payloads. */
  sealing: { publicKeySpki: string; privateKey: CryptoKey };
};

async function getOrCreate(db: TDb, name: string, create: () => Promise<string>): Promise<string> {
  const found = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: await create() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the race: read back whatever is stored.
  const stored = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}

async function newSealingPair(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
  return JSON.stringify({ spki, pkcs8 });
}

/** Secrets live in the database so every API instance shares them; created on first start. */
export async function loadSecrets(db: TDb, hmacFromEnv?: string): Promise<TSecrets> {
  const hmacKey =
    hmacFromEnv ?? (await getOrCreate(db, 'hmac', async () => randomBytes(32).toString('base64url')));
  const { spki, pkcs8 } = JSON.parse(await getOrCreate(db, 'sealing', newSealingPair)) as {
    spki: string;
    pkcs8: string;
  };
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    Buffer.from(pkcs8, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
  return { hmacKey, sealing: { publicKeySpki: spki, privateKey } };
}
