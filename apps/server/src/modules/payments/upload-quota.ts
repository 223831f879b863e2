import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { merchantToday } from '../../db/merchant-day.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import type { TMemberScope } from './deposits.service.ts';

/** Uploads come one at a time from a person: a few a minute is plenty, a burst is a script. */
const UPLOADS_PER_MINUTE = { limit: 5, windowMs: 60_000 };

/**
 * Decision 025: a member's uploads are rate-limited before the body is even read (a refused upload
 * costs no disk and little bandwidth).
 */
export async function admitUpload(db: TDb, scope: TMemberScope): Promise<void> {
  await enforceLimit(db, limitKey(scope.merchant.id, 'upload', scope.memberId), UPLOADS_PER_MINUTE);
}

/**
 * Counts one file of `bytes` against the member's quota of the merchant's day (files and megabytes,
 * merchant setting uploadsPerDay, 20 and 20 by default), in one statement: parallel uploads cannot
 * pass it together. PAY_UPLOAD_QUOTA (429) once the day's files or bytes are used up.
 */
export async function chargeUploadQuota(db: TDb, scope: TMemberScope, bytes: number): Promise<void> {
  const quota = scope.merchant.settings.uploadsPerDay;
  const maxBytes = quota.megabytes * 1024 * 1024;
  const refused = () =>
    new AppError('PAY_UPLOAD_QUOTA', { params: { files: quota.files, megabytes: quota.megabytes } });
  if (bytes > maxBytes) throw refused();
  const row = await db
    .insertInto('upload_quota_days')
    .values({
      merchant_id: scope.merchant.id,
      member_id: scope.memberId,
      day: merchantToday(scope.merchant.settings.timeZone),
      files: 1,
      bytes: BigInt(bytes),
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'member_id', 'day'])
        .doUpdateSet({
          files: sql`upload_quota_days.files + 1`,
          bytes: sql`upload_quota_days.bytes + excluded.bytes`,
        })
        .where(
          sql<boolean>`upload_quota_days.files + 1 <= ${quota.files}
            AND upload_quota_days.bytes + excluded.bytes <= ${maxBytes}`,
        ),
    )
    .returning('files')
    .executeTakeFirst();
  if (!row) throw refused();
}
