import { decimalStringToMinor } from '@tala/contract/money';
import { ZGatewayEvent } from '@tala/contract/payments/deposit';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tala/contract/payments/paths';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseJson } from '../../lib/parse-json.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { creditDepositWithin } from './deposit-credit.ts';
import { findDepositByReference, transitionDeposit } from './deposits.repository.ts';
import type { TPaymentGateways } from './gateways/gateway-registry.ts';
import { gatewaySecret, verifyWebhook } from './gateways/webhook-signature.ts';

export type TWebhookInput = {
  gateway: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

function header(headers: TWebhookInput['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A gateway's signed event. Verified (signature, then timestamp window) before anything is read;
 * then, under the deposit's row lock, PAID credits exactly once and FAILED/CANCELLED close it. A
 * duplicate, late or contradictory event changes nothing and is still acknowledged (so the gateway
 * stops retrying); an event that does not match our deposit is refused.
 */
export async function handleGatewayWebhook(
  db: TDb,
  gateways: TPaymentGateways,
  merchant: TMerchant,
  input: TWebhookInput,
): Promise<void> {
  if (!gateways.get(input.gateway)) throw new AppError('NOT_FOUND');
  verifyWebhook(await gatewaySecret(db, input.gateway), {
    timestamp: header(input.headers, WEBHOOK_TIMESTAMP_HEADER),
    signature: header(input.headers, WEBHOOK_SIGNATURE_HEADER),
    rawBody: input.rawBody,
    nowMs: Date.now(),
  });
  const event = parseEvent(input.rawBody);
  if (event.merchantCode !== merchant.code || event.currency !== merchant.currency) {
    throw new AppError('VALIDATION_FAILED');
  }
  await db.transaction().execute(async (trx) => {
    const deposit = await findDepositByReference(trx, merchant.id, event.reference);
    if (!deposit || deposit.gateway !== input.gateway || deposit.gateway_payment_id !== event.paymentId) {
      throw new AppError('NOT_FOUND');
    }
    if (decimalStringToMinor(event.amount) !== deposit.amount) throw new AppError('VALIDATION_FAILED');
    if (deposit.status !== 'PENDING') return;
    if (event.status === 'PAID') {
      await creditDepositWithin(trx, deposit, { currency: merchant.currency, staffId: null });
    } else {
      await transitionDeposit(trx, deposit.id, { status: event.status });
    }
  });
}

function parseEvent(rawBody: string) {
  const json = parseJson(rawBody);
  if (json === undefined) throw new AppError('MALFORMED_REQUEST');
  const parsed = ZGatewayEvent.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  return parsed.data;
}
