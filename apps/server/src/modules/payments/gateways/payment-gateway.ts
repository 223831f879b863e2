import type { TDb } from '../../../db/database.ts';

/**
 * A payment gateway behind the signed-webhook protocol: we ask it for a hosted payment page; it
 * later POSTs a signed event (ZGatewayEvent) to /wps/payments/webhook/<code>. A real gateway adapter
 * implements the same two steps over HTTP; the built-in sandbox is the default.
 */
export type TCreatePayment = {
  merchantId: number;
  merchantCode: string;
  reference: string;
  amountMinor: bigint;
  currency: string;
};

export interface TPaymentGateway {
  readonly code: string;
  /** Runs inside the deposit's transaction, so a rolled-back deposit leaves no payment behind. */
  createPayment(trx: TDb, payment: TCreatePayment): Promise<{ paymentId: string; payUrl: string }>;
  /** Where the player pays (the same URL again when a deposit request is replayed). */
  hostedPageUrl(paymentId: string): string;
}
