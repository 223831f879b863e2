import '../../db/schema-vendor-wallet.ts';
import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.ts';

/** A provider integrated for a merchant (decision 007): secret and URLs. */
export type TProviderAccount = {
  merchantId: number;
  providerCode: string;
  secret: string;
  launchUrl: string;
  transferApiUrl: string | null;
  isActive: boolean;
};

export async function findProviderAccount(
  db: TDb,
  merchantId: number,
  providerCode: string,
): Promise<TProviderAccount | null> {
  const row = await db
    .selectFrom('provider_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('provider_code', '=', providerCode)
    .executeTakeFirst();
  if (!row) return null;
  return {
    merchantId: row.merchant_id,
    providerCode: row.provider_code,
    secret: row.secret,
    launchUrl: row.launch_url,
    transferApiUrl: row.transfer_api_url,
    isActive: row.status === 'ACTIVE',
  };
}

/** The launch URLs of the merchant's active providers (absolute, or a path on this site). */
export async function activeLaunchUrls(db: TDb, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('provider_accounts')
    .select('launch_url')
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .execute();
  return rows.map((row) => row.launch_url);
}

/**
 * Creates or updates a provider account. The secret is kept when one exists (rotating it is a
 * deliberate act, not a side effect of re-seeding); a new account gets `secret` or a fresh random one.
 */
export async function saveProviderAccount(
  db: TDb,
  input: {
    merchantId: number;
    providerCode: string;
    launchUrl: string;
    transferApiUrl: string | null;
    secret?: string;
  },
): Promise<void> {
  await db
    .insertInto('provider_accounts')
    .values({
      merchant_id: input.merchantId,
      provider_code: input.providerCode,
      secret: input.secret ?? randomBytes(32).toString('base64url'),
      launch_url: input.launchUrl,
      transfer_api_url: input.transferApiUrl,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'provider_code']).doUpdateSet({
        launch_url: input.launchUrl,
        transfer_api_url: input.transferApiUrl,
        ...(input.secret ? { secret: input.secret } : {}),
      }),
    )
    .execute();
}

const TTL_MS = 5_000;
const MAX_CACHED = 1000;
const cache = new WeakMap<TDb, Map<string, { account: TProviderAccount | null; at: number }>>();

/**
 * A provider account, cached per database handle for TTL_MS: every provider call needs it (to check or
 * make a signature), so it is read once per few seconds per instance, like merchants; disabling a
 * provider or changing its URLs takes effect within TTL_MS everywhere.
 */
export async function providerAccountOf(
  db: TDb,
  merchantId: number,
  providerCode: string,
): Promise<TProviderAccount | null> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const key = `${merchantId}|${providerCode}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.account;
  const account = await findProviderAccount(db, merchantId, providerCode);
  if (perDb.size > MAX_CACHED) perDb.clear();
  perDb.set(key, { account, at: Date.now() });
  return account;
}
