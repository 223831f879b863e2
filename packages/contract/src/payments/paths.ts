/** Paths of the deposit, withdrawal and gateway calls (seed 001 §2 depositv2 and withdraw, relay naming). */
export const PAYMENT_PATHS = {
  depositChannels: '/wps/relay/MCSFE_depositChannels',
  deposit: '/wps/relay/MCSFE_deposit',
  /** POST multipart (one png/jpg ≤ 5 MB, field "file"), :id = deposit id. */
  depositReceipt: '/wps/relay/MCSFE_depositReceipt/:id',
  deposits: '/wps/relay/MCSFE_deposits',
  depositById: '/wps/relay/MCSFE_deposits/:id',
  withdrawSettings: '/wps/relay/MCSFE_withdrawSettings',
  /** GET: the withdrawal checklist (real name, withdrawal password, bank account, balance, today's count). */
  withdrawReadiness: '/wps/relay/MCSFE_withdrawReadiness',
  withdraw: '/wps/relay/MCSFE_withdraw',
  withdrawals: '/wps/relay/MCSFE_withdrawals',
  withdrawalById: '/wps/relay/MCSFE_withdrawals/:id',
  /** POST JSON: the player confirms the payout arrived. */
  withdrawalReceived: '/wps/relay/MCSFE_withdrawals/:id/received',
  /** POST multipart: proof image (field "file") plus optional field "remark". */
  withdrawalNotReceived: '/wps/relay/MCSFE_withdrawals/:id/notReceived',
  /** Gateways call this with a signed event; not for browsers. */
  webhook: '/wps/payments/webhook/:gateway',
  /** The built-in sandbox gateway's hosted payment page (HTML, outside the API). */
  sandboxPay: '/sandbox-gateway/pay/:paymentId',
} as const;

/** Header names of the signed-webhook protocol: signature = hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-tala-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-tala-signature';
/** A webhook older or newer than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;
/** Uploaded receipts and proofs: png or jpg only (checked by magic bytes), at most 5 MB (seed 001 §5). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
