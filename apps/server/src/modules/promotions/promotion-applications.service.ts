import { APPLICATION_LIMITS } from '@tala/contract/promotions/promotion-rules';
import { isWellFormedText } from '@tala/contract/text';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredUpload, storeUpload, type TImageUpload } from '../payments/uploads.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { issueBonus, minorOf } from './bonus-lifecycle.ts';
import { payCashReward } from './bonus-money.ts';
import { findActiveBonus } from './bonuses.repository.ts';
import { enterOrReapply, openPromotionFor, result, type TPromoActor } from './promotion-actions.service.ts';
import { moveEntry, spendBudget } from './promotions.repository.ts';
import { toPromotion } from './promotions.service.ts';

/**
 * POST /wps/promo/apply (seed 001 §3 "activity application": comment and up to 3 images): the images are stored
 * first (outside the web root), then the entry goes APPLYING with them — a new entry, or a rejected one sent again
 * (its earlier images deleted once that commits). If the entry cannot be written the stored images are deleted.
 */
export async function applyToPromotion(
  deps: { db: TDb; dataDir: string },
  actor: TPromoActor,
  input: { id: bigint; comment: string; images: TImageUpload[] },
) {
  const comment = input.comment.trim();
  if (comment.length > APPLICATION_LIMITS.comment || !isWellFormedText(comment)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'comment', messageKey: 'validation.too_big' }],
    });
  }
  const stored: string[] = [];
  try {
    for (const upload of input.images) {
      stored.push(
        await storeUpload(deps.dataDir, {
          merchantId: actor.merchantId,
          kind: 'promotion-applications',
          upload,
        }),
      );
    }
    const { answer, replaced } = await deps.db.transaction().execute(async (trx) => {
      const promotion = await openPromotionFor(trx, actor, input.id);
      if (promotion.reward.type !== 'APPLICATION') throw new AppError('PROMO_NOT_JOINABLE');
      if (promotion.reward.needsImage && stored.length === 0) throw new AppError('PROMO_IMAGE_REQUIRED');
      const sent = await enterOrReapply(trx, actor, promotion, { comment, images: stored });
      return { answer: await result(trx, actor, promotion, sent.entry, null), replaced: sent.replaced };
    });
    // A rejected application sent again: its earlier images are no longer anyone's evidence.
    for (const name of replaced) await deleteStoredUpload(deps.dataDir, name);
    return answer;
  } catch (error) {
    for (const name of stored) await deleteStoredUpload(deps.dataDir, name);
    throw error;
  }
}

const REVIEW_PAGE = 100;

/** Staff's queue: applications waiting (oldest first), then the last ones decided. */
export async function listApplications(db: TDb, merchantId: number) {
  const { rows } = await sql<{
    id: bigint;
    promotion_id: bigint;
    title: Record<string, string>;
    username: string;
    state: string;
    comment: string | null;
    images: number;
    reason: string | null;
    joined_at: Date;
    amount: string;
  }>`
    (SELECT e.id, e.promotion_id, p.title, m.username, e.state, e.comment, cardinality(e.images) AS images,
        e.reason, e.updated_at AS joined_at, p.reward ->> 'amount' AS amount
     FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
     WHERE e.merchant_id = ${merchantId} AND e.state = 'APPLYING' ORDER BY e.id LIMIT ${REVIEW_PAGE})
    UNION ALL
    (SELECT e.id, e.promotion_id, p.title, m.username, e.state, e.comment, cardinality(e.images), e.reason,
        e.decided_at, p.reward ->> 'amount'
     FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
     WHERE e.merchant_id = ${merchantId} AND p.type = 'APPLICATION' AND e.decided_at IS NOT NULL
     ORDER BY e.decided_at DESC LIMIT ${REVIEW_PAGE})`.execute(db);
  return rows.map((row) => ({
    entryId: String(row.id),
    promotionId: String(row.promotion_id),
    title: row.title,
    username: row.username,
    state: row.state,
    comment: row.comment ?? '',
    images: row.images,
    reason: row.reason,
    at: row.joined_at.toISOString(),
    amount: row.amount,
  }));
}

/** One image of an application, for staff (the name comes from the entry; read back inside the uploads directory). */
export async function applicationImage(
  db: TDb,
  merchantId: number,
  entryId: bigint,
  index: number,
): Promise<string> {
  const entry = await db
    .selectFrom('promotion_entries')
    .select('images')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  const name = entry?.images[index];
  if (!name) throw new AppError('NOT_FOUND');
  return name;
}

async function lockApplying(trx: TDb, merchantId: number, entryId: bigint) {
  const entry = await trx
    .selectFrom('promotion_entries')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', entryId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw new AppError('NOT_FOUND');
  if (entry.state !== 'APPLYING') throw new AppError('PROMO_NOT_APPLYING');
  return entry;
}

/**
 * Staff approve an application: its reward is paid within the budget — cash to MAIN (CLAIMED) or bonus money with
 * the rule's wagering (PROCESS) — in one transaction with the decision and its audit row. Twice is refused.
 */
export async function approveApplication(db: TDb, actor: TActor, entryId: bigint, currency: string) {
  await db.transaction().execute(async (trx) => {
    const entry = await lockApplying(trx, actor.merchantId, entryId);
    const row = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', entry.promotion_id)
      .executeTakeFirstOrThrow();
    const { reward } = toPromotion(row);
    if (reward.type !== 'APPLICATION') throw new AppError('PROMO_NOT_JOINABLE');
    const amount = minorOf(reward.amount);
    const scope = { merchantId: actor.merchantId, currency, memberId: entry.member_id };
    if (reward.wagering && (await findActiveBonus(trx, entry.member_id)))
      throw new AppError('PROMO_BONUS_ACTIVE');
    if (!(await spendBudget(trx, row.id, amount))) throw new AppError('PROMO_BUDGET_SPENT');
    await trx
      .updateTable('promotion_entries')
      .set({ decided_by: actor.staffId, decided_at: sql`now()` })
      .where('id', '=', entry.id)
      .execute();
    if (reward.wagering) {
      await issueBonus(trx, scope, {
        source: { promotionId: row.id, entryId: entry.id },
        depositId: null,
        amount,
        depositAmount: 0n,
        rule: reward.wagering,
      });
    } else {
      await payCashReward(trx, scope, { id: entry.id, amount });
      await moveEntry(trx, entry.id, ['APPLYING'], { state: 'CLAIMED', reward: amount });
    }
    await writeAudit(trx, actor, {
      action: 'promotion.application.approve',
      targetType: 'promotion_entry',
      targetId: String(entry.id),
      after: { amount: String(amount) },
    });
  });
}

/** Staff reject an application with the reason the player reads; they may apply again. */
export async function rejectApplication(db: TDb, actor: TActor, entryId: bigint, reason: string) {
  await db.transaction().execute(async (trx) => {
    const entry = await lockApplying(trx, actor.merchantId, entryId);
    await trx
      .updateTable('promotion_entries')
      .set({
        state: 'REJECTED',
        reason,
        decided_by: actor.staffId,
        decided_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', entry.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'promotion.application.reject',
      targetType: 'promotion_entry',
      targetId: String(entry.id),
      after: { reason },
    });
  });
}
