import type { TLotteryAdminErrorCode } from '@tala/contract/lottery/lottery-admin';

/** A refusal of the lottery admin API: a stable code the platform translates, an English message for logs. */
export class LotteryAdminError extends Error {
  constructor(
    readonly code: TLotteryAdminErrorCode,
    message: string = code,
  ) {
    super(message.slice(0, 200));
    this.name = 'LotteryAdminError';
  }
}

/** The HTTP status of each refusal (the body carries the code). */
export const LOTTERY_ADMIN_STATUS: Readonly<Record<TLotteryAdminErrorCode, number>> = {
  BAD_SIGNATURE: 401,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  RTP_TOO_HIGH: 400,
  BAD_LIMITS: 400,
  STALE_TERMS: 409,
  ISSUE_CLOSED: 409,
  BAD_RESULT: 400,
  RESULT_NOT_ALLOWED: 409,
  RESULT_PENDING: 409,
  SELF_APPROVAL: 403,
  NOT_PENDING: 409,
  INTERNAL_ERROR: 500,
};
