import type { TBoPromotion, TBoPromotionBody } from '@tala/contract/backoffice/promotions';
import { ZBoPromotionBody } from '@tala/contract/backoffice/promotions';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import type { TPromotionStatus } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml } from '../notices/html-sanitizer.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { minorOf } from './bonus-lifecycle.ts';
import { toPromotion } from './promotions.service.ts';

type TParsedBody = ReturnType<typeof ZBoPromotionBody.parse>;

function sanitized(html: TLocalizedText): TLocalizedText {
  return Object.fromEntries(
    Object.entries(html).map(([lang, text]) => [lang, sanitizeAnnouncementHtml(text)]),
  );
}

/** The row's columns from a body (texts as JSON, rules HTML sanitised per language, money in minor units). */
function columnsOf(body: TParsedBody) {
  return {
    category: body.category,
    title: JSON.stringify(body.title),
    summary: JSON.stringify(body.summary),
    rules_html: JSON.stringify(sanitized(body.rulesHtml)),
    artwork: body.artwork,
    starts_at: new Date(body.startsAt),
    ends_at: new Date(body.endsAt),
    eligibility: JSON.stringify(body.eligibility),
    reward: JSON.stringify(body.reward),
    budget: body.budget === null ? null : minorOf(body.budget),
    sort: body.sort,
  };
}

/** Every promotion of the merchant (drafts too), newest first, with how many entries each has. */
export async function listBoPromotions(db: TDb, merchantId: number): Promise<TBoPromotion[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('promotion_entries as e')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('e.promotion_id', '=', 'p.id')
        .as('entries'),
    )
    .where('p.merchant_id', '=', merchantId)
    .orderBy('p.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => {
    const promotion = toPromotion(row);
    return {
      id: String(row.id),
      type: row.type,
      category: row.category,
      status: row.status,
      title: row.title,
      summary: row.summary,
      rulesHtml: row.rules_html,
      artwork: row.artwork,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      eligibility: promotion.eligibility,
      reward: promotion.reward,
      budget: row.budget === null ? null : minorToDecimalString(row.budget),
      spent: minorToDecimalString(row.spent),
      sort: row.sort,
      revision: row.revision,
      entries: Number(row.entries ?? 0),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

/** A new promotion, as a draft (staff publish it with its status). */
export async function createPromotion(db: TDb, actor: TActor, input: TBoPromotionBody) {
  const body = ZBoPromotionBody.parse(input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('promotions')
      .values({
        merchant_id: actor.merchantId,
        type: body.type,
        created_by: actor.staffId,
        ...columnsOf(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: String(row.id),
      after: body,
    });
    return { id: String(row.id) };
  });
}

/** Staff's edit: everything but the type. A running bonus keeps the rule it was issued under (decision 049). */
export async function updatePromotion(db: TDb, actor: TActor, id: bigint, input: TBoPromotionBody) {
  const body = ZBoPromotionBody.parse(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', actor.merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('PROMO_NOT_FOUND');
    if (before.type !== body.type) throw new AppError('PROMO_TYPE_FIXED');
    await trx
      .updateTable('promotions')
      .set({ ...columnsOf(body), revision: sql`revision + 1`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'promotion.update',
      targetType: 'promotion',
      targetId: String(id),
      after: body,
    });
  });
}

/** Publish (LIVE), pause (PAUSED) or back to DRAFT — the last only while nobody has taken part. */
export async function setPromotionStatus(db: TDb, actor: TActor, id: bigint, status: TPromotionStatus) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('promotions')
      .set({ status, updated_at: sql`now()` })
      .where('merchant_id', '=', actor.merchantId)
      .where('id', '=', id)
      .returning(['id'])
      .executeTakeFirst();
    if (!row) throw new AppError('PROMO_NOT_FOUND');
    if (status === 'DRAFT') {
      const entry = await trx
        .selectFrom('promotion_entries')
        .select('id')
        .where('promotion_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (entry) throw new AppError('PROMO_HAS_ENTRIES');
    }
    await writeAudit(trx, actor, {
      action: 'promotion.status',
      targetType: 'promotion',
      targetId: String(id),
      after: { status },
    });
  });
}
