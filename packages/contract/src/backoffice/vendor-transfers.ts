import { z } from 'zod';
import { pageOf, ZDecimalMoney } from '../common.ts';

/**
 * Money in flight to or from transfer-mode vendors (decision 007): transfers still PENDING because the
 * vendor's answer never came. A status-check job settles each; staff can run that check at once.
 */
export const ZBoVendorTransferQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoVendorTransferQuery = z.input<typeof ZBoVendorTransferQuery>;

export const ZBoVendorTransfer = z.object({
  id: z.string(),
  /** Ours, unique, what the vendor knows the transfer by. */
  reference: z.string().max(64),
  playerId: z.string(),
  playerUsername: z.string().max(32),
  vassalage: z.string().max(40),
  vendorName: z.string().max(60),
  /** IN: main wallet → vendor; OUT: vendor → main wallet. */
  direction: z.enum(['IN', 'OUT']),
  amount: ZDecimalMoney,
  currency: z.string().max(3),
  createdAt: z.string(),
  /** By the server's clock, so a console with a wrong clock still sees the true age. */
  ageSeconds: z.number().int(),
  /** Times the transfer itself was sent to the vendor (status checks are not counted here). */
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
});
export type TBoVendorTransfer = z.infer<typeof ZBoVendorTransfer>;
export const ZBoVendorTransferPage = pageOf(ZBoVendorTransfer);
export type TBoVendorTransferPage = z.infer<typeof ZBoVendorTransferPage>;

export const ZBoVendorTransferIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** What "check now" found: still PENDING (the vendor did not say, or too early to call it lost), or settled. */
export const ZBoVendorTransferCheck = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'DONE', 'FAILED']),
  failure: z.string().max(40).nullable(),
});
export type TBoVendorTransferCheck = z.infer<typeof ZBoVendorTransferCheck>;
