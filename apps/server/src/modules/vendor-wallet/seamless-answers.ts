import { minorToDecimalString } from '@tala/contract/money';
import {
  SEAMLESS_RETRYABLE,
  type TSeamlessAnswer,
  type TSeamlessStatus,
} from '@tala/contract/vendor-wallet/seamless';

/** Who is calling, once the signature checked out. */
export type TCaller = {
  merchantId: number;
  currency: string;
  /** The merchant's symbol ("P"), sent to game pages for display only. */
  currencySymbol: string;
  providerCode: string;
};

/** An answer with the player's current balance (every answer where the player is known carries it). */
export function answer(
  status: TSeamlessStatus,
  currency: string,
  balanceMinor: bigint | null,
  transactionId?: bigint | null,
): TSeamlessAnswer {
  return {
    status,
    retry: SEAMLESS_RETRYABLE[status],
    currency,
    ...(balanceMinor === null ? {} : { balance: minorToDecimalString(balanceMinor) }),
    ...(transactionId ? { transactionId: transactionId.toString() } : {}),
  };
}

/** A refusal before the player is known (no balance to give). */
export function refusal(status: TSeamlessStatus, message?: string): TSeamlessAnswer {
  return { status, retry: SEAMLESS_RETRYABLE[status], ...(message ? { message } : {}) };
}

/**
 * A temporary refusal inside a money call: thrown to roll back the transaction (so the provider's
 * transaction id stays unused and its retry is evaluated afresh), then answered.
 */
export class TransientRefusal extends Error {
  constructor(readonly status: TSeamlessStatus) {
    super(`seamless: ${status}`);
    this.name = 'TransientRefusal';
  }
}
