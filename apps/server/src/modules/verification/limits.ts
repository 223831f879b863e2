import type { TErrorCode } from '@tala/contract/errors';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hitRateLimit, type TLimit } from '../../lib/rate-limiter.ts';

/** Counts a hit on `key` and fails with `code` (RATE_LIMITED unless told) once the limit is passed. */
export async function enforceLimit(
  db: TDb,
  key: string,
  rule: TLimit,
  code: TErrorCode = 'RATE_LIMITED',
): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(db, key, rule);
  if (!allowed) throw new AppError(code, { value: { retryAfterMs } });
}

/** Rate-limit keys are scoped by merchant, like every other row. */
export function limitKey(merchantId: number, ...parts: (string | number | bigint)[]): string {
  return [merchantId, ...parts].join(':').slice(0, 300);
}
