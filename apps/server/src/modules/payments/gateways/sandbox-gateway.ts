import { randomUUID } from 'node:crypto';
import { minorToDecimalString } from '@tala/contract/money';
import type { TGatewayEvent } from '@tala/contract/payments/deposit';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import { addJobWithin } from '../../../jobs/job-queue.ts';
import { type TWebhookDeliveryPayload, WEBHOOK_DELIVERY_TASK } from '../../../jobs/webhook-delivery.task.ts';
import type { TCreatePayment, TPaymentGateway } from './payment-gateway.ts';

export const SANDBOX_GATEWAY = 'sandbox';

/** The built-in gateway: its own hosted page and its own book (sandbox_gateway_payments). */
export const sandboxGateway: TPaymentGateway = {
  code: SANDBOX_GATEWAY,
  async createPayment(trx: TDb, payment: TCreatePayment) {
    const paymentId = randomUUID();
    await trx
      .insertInto('sandbox_gateway_payments')
      .values({
        id: paymentId,
        merchant_id: payment.merchantId,
        merchant_code: payment.merchantCode,
        reference: payment.reference,
        amount: payment.amountMinor,
        currency: payment.currency,
      })
      .execute();
    return { paymentId, payUrl: sandboxGateway.hostedPageUrl(paymentId) };
  },
  hostedPageUrl: (paymentId: string) => `/sandbox-gateway/pay/${paymentId}`,
};

export async function findSandboxPayment(db: TDb, paymentId: string) {
  const row = await db
    .selectFrom('sandbox_gateway_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The payer's choice on the hosted page. Recorded once (the first choice wins, like a real gateway),
 * and the webhook job is queued in the same transaction, so a recorded outcome is always reported.
 */
export async function decideSandboxPayment(
  db: TDb,
  paymentId: string,
  outcome: 'PAID' | 'FAILED' | 'CANCELLED',
): Promise<'PAID' | 'FAILED' | 'CANCELLED' | null> {
  return db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('sandbox_gateway_payments')
      .set({ outcome, decided_at: sql`now()` })
      .where('id', '=', paymentId)
      .where('outcome', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!decided) return (await findSandboxPayment(trx, paymentId))?.outcome ?? null;
    const event: TGatewayEvent = {
      eventId: `${paymentId}:${outcome}`,
      merchantCode: decided.merchant_code,
      paymentId,
      reference: decided.reference,
      amount: minorToDecimalString(decided.amount),
      currency: decided.currency,
      status: outcome,
    };
    const payload: TWebhookDeliveryPayload = { gateway: SANDBOX_GATEWAY, event };
    await addJobWithin(trx, WEBHOOK_DELIVERY_TASK, payload, { jobKey: `webhook:${event.eventId}` });
    return outcome;
  });
}
