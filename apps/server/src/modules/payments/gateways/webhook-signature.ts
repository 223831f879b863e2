import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_TOLERANCE_MS } from '@tala/contract/payments/paths';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashesEqual } from '../../../lib/tokens.ts';

/** signature = "sha256=" + hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`); timestamp in ms. */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks signature first (a forger learns nothing about our clock), then the timestamp window, so a
 * captured webhook cannot be replayed later. Duplicates inside the window are harmless: crediting is
 * idempotent.
 */
export function verifyWebhook(
  secret: string,
  input: { timestamp: string | undefined; signature: string | undefined; rawBody: string; nowMs: number },
): void {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp) || signature.length > 200) {
    throw new AppError('PAY_WEBHOOK_SIGNATURE_INVALID');
  }
  const expected = Buffer.from(signWebhook(secret, timestamp, input.rawBody));
  if (!hashesEqual(expected, Buffer.from(signature))) throw new AppError('PAY_WEBHOOK_SIGNATURE_INVALID');
  if (Math.abs(input.nowMs - Number(timestamp)) > WEBHOOK_TOLERANCE_MS) {
    throw new AppError('PAY_WEBHOOK_STALE');
  }
}

/** One secret per gateway in app_secrets, shared by every instance; created on first use. */
export async function gatewaySecret(db: TDb, gateway: string): Promise<string> {
  const name = `payment-gateway:${gateway}`;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
