import type { TErrorCode } from '@tala/contract/errors';
import { minorToDecimalString } from '@tala/contract/money';
import type { TCloseReason } from '@tala/contract/promotions/promotions';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { issueBonus, minorOf } from './bonus-lifecycle.ts';
import { payCashReward } from './bonus-money.ts';
import { bonusView } from './bonus-view.ts';
import { findActiveBonus, findEntryBonus } from './bonuses.repository.ts';
import { memberRefusal, promotionRefusal, registrationWindow, stateFor } from './promotion-state.ts';
import {
  findShownPromotion,
  insertEntryOnce,
  moveEntry,
  spendBudget,
  type TEntryRow,
} from './promotions.repository.ts';
import {
  currentCycle,
  measureSignup,
  stateMember,
  type TPromoReader,
  type TPromotion,
  toPromotion,
  toStateEntry,
} from './promotions.service.ts';

/** Who acts: the reader, and where from (a promotion may allow one entry per device and IP). */
export type TPromoActor = TPromoReader & { memberId: bigint; sessionId: bigint; ip: string };

const ACTION_RATE = { limit: 20, windowMs: 60_000 };

/** Every action's rate limit per member: a script hammering a promotion is slowed before it reaches a lock. */
export const limitAction = (db: TDb, actor: TPromoActor) =>
  enforceLimit(db, limitKey(actor.merchantId, 'promo', actor.memberId), ACTION_RATE);

/** The refusal for each reason a promotion is closed to the caller. */
const REFUSAL: Record<TCloseReason, TErrorCode> = {
  ENDED: 'PROMO_ENDED',
  PAUSED: 'PROMO_PAUSED',
  BUDGET_SPENT: 'PROMO_BUDGET_SPENT',
  NOT_NEW_MEMBER: 'PROMO_NOT_NEW_MEMBER',
  DEVICE_USED: 'PROMO_DEVICE_USED',
  BONUS_ACTIVE: 'PROMO_BONUS_ACTIVE',
  NOT_QUALIFIED: 'PROMO_NOT_QUALIFIED',
  EXPIRED: 'PROMO_EXPIRED',
  FORFEITED: 'PROMO_ENDED',
  DEMO_ACCOUNT: 'REAL_ACCOUNT_REQUIRED',
  ALL_GRABBED: 'PROMO_ENVELOPES_GONE',
  NOT_WON: 'PROMO_NOTHING_TO_CLAIM',
};

/**
 * The promotion, checked open to the actor. Not locked: the budget is taken by one conditional update of its row
 * (a share lock here would deadlock two claims upgrading it), and a pause racing an action changes nothing paid.
 */
export async function openPromotionFor(trx: TDb, actor: TPromoActor, id: bigint): Promise<TPromotion> {
  const row = await findShownPromotion(trx, actor.merchantId, id);
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  const promotion = toPromotion(row);
  const now = new Date();
  if (promotion.status === 'LIVE' && now < promotion.startsAt) throw new AppError('PROMO_NOT_STARTED');
  const member = await stateMember(trx, actor.memberId);
  const refused = promotionRefusal(promotion, now) ?? (member && memberRefusal(promotion, member, now));
  if (refused) throw new AppError(REFUSAL[refused]);
  return promotion;
}

async function shownPromotion(trx: TDb, actor: TPromoActor, id: bigint): Promise<TPromotion> {
  const row = await findShownPromotion(trx, actor.merchantId, id);
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  return toPromotion(row);
}

/** The session's device, when the promotion counts entries per device and IP. */
async function deviceOf(trx: TDb, sessionId: bigint): Promise<Buffer | null> {
  const row = await trx
    .selectFrom('sessions as s')
    .innerJoin('member_devices as d', 'd.id', 's.device_id')
    .select('d.device_hash')
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row?.device_hash ?? null;
}

/** A new entry for the actor's current cycle; PROMO_ALREADY_JOINED / PROMO_DEVICE_USED when there is one. */
export async function enter(
  trx: TDb,
  actor: TPromoActor,
  promotion: TPromotion,
  fields: {
    state: TEntryRow['state'];
    reward?: bigint;
    claimUntil?: Date;
    comment?: string;
    images?: string[];
  },
  taken: TErrorCode = 'PROMO_ALREADY_JOINED',
): Promise<TEntryRow> {
  const perDevice = promotion.eligibility.onePerDeviceAndIp;
  try {
    const entry = await insertEntryOnce(trx, {
      merchant_id: actor.merchantId,
      promotion_id: promotion.id,
      member_id: actor.memberId,
      cycle: currentCycle(promotion, actor.merchant.settings.timeZone),
      state: fields.state,
      reward: fields.reward ?? null,
      claim_until: fields.claimUntil ?? null,
      device_hash: perDevice ? await deviceOf(trx, actor.sessionId) : null,
      ip: perDevice ? actor.ip.slice(0, 64) : null,
      comment: fields.comment ?? null,
      images: fields.images ?? [],
    });
    if (!entry) throw new AppError(taken);
    return entry;
  } catch (error) {
    if (
      isUniqueViolation(error, 'promotion_entries_device') ||
      isUniqueViolation(error, 'promotion_entries_ip')
    )
      throw new AppError('PROMO_DEVICE_USED');
    throw error;
  }
}

const scopeOf = (actor: TPromoActor) => ({
  merchantId: actor.merchantId,
  currency: actor.merchant.currency,
  memberId: actor.memberId,
});

/** The caller's state in the promotion after an action, and the bonus it left, if any. */
export async function result(
  trx: TDb,
  actor: TPromoActor,
  promotion: TPromotion,
  entry: TEntryRow,
  paid: bigint | null,
) {
  const bonus = await findEntryBonus(trx, entry.id);
  const mine = stateFor(promotion, toStateEntry(entry), await stateMember(trx, actor.memberId), new Date());
  return {
    mine,
    bonus: bonus ? bonusView(bonus, actor) : null,
    paid: paid === null ? null : minorToDecimalString(paid),
  };
}

/**
 * POST /wps/promo/join (seed "sign-up promotion join"): a sign-up or deposit-bonus promotion. A deposit bonus is
 * refused while another bonus runs (one at a time, decision 049). Joining twice answers PROMO_ALREADY_JOINED,
 * whatever the timing (the entry's unique index).
 */
export async function joinPromotion(db: TDb, actor: TPromoActor, id: bigint) {
  await limitAction(db, actor);
  return db.transaction().execute(async (trx) => {
    const promotion = await openPromotionFor(trx, actor, id);
    const { type } = promotion.reward;
    if (type !== 'SIGNUP' && type !== 'DEPOSIT_BONUS' && type !== 'RAFFLE')
      throw new AppError('PROMO_NOT_JOINABLE');
    if (type === 'DEPOSIT_BONUS' && (await findActiveBonus(trx, actor.memberId)))
      throw new AppError('PROMO_BONUS_ACTIVE');
    const entry = await enter(trx, actor, promotion, { state: 'JOINED' });
    return result(trx, actor, promotion, entry, null);
  });
}

/**
 * Pays `amount` of an entry's reward, within the budget: cash to MAIN, or bonus money when the rule has wagering
 * (refused while another bonus runs). The entry ends CLAIMED (cash) or PROCESS (a bonus to wager).
 */
export async function payReward(
  trx: TDb,
  actor: TPromoActor,
  promotion: TPromotion,
  entry: TEntryRow,
  pay: { amount: bigint; wagering: TWageringRule | null },
): Promise<bigint | null> {
  if (pay.wagering && (await findActiveBonus(trx, actor.memberId))) throw new AppError('PROMO_BONUS_ACTIVE');
  if (!(await spendBudget(trx, promotion.id, pay.amount))) throw new AppError('PROMO_BUDGET_SPENT');
  if (pay.wagering) {
    await issueBonus(trx, scopeOf(actor), {
      source: { promotionId: promotion.id, entryId: entry.id },
      depositId: null,
      amount: pay.amount,
      depositAmount: 0n,
      rule: pay.wagering,
    });
    return null;
  }
  await payCashReward(trx, scopeOf(actor), { id: entry.id, amount: pay.amount });
  await moveEntry(trx, entry.id, [entry.state], { state: 'CLAIMED', reward: pay.amount });
  return pay.amount;
}

/**
 * An application (APPLYING) for the actor: a new entry, or the rejected one sent again with its new comment and
 * images — answering the images it replaced, for the caller to delete once this commits. Anything else already
 * there answers PROMO_ALREADY_JOINED.
 */
export async function enterOrReapply(
  trx: TDb,
  actor: TPromoActor,
  promotion: TPromotion,
  application: { comment: string; images: string[] },
): Promise<{ entry: TEntryRow; replaced: string[] }> {
  const existing = await lockEntry(trx, actor, promotion);
  if (!existing)
    return { entry: await enter(trx, actor, promotion, { state: 'APPLYING', ...application }), replaced: [] };
  if (existing.state !== 'REJECTED') throw new AppError('PROMO_ALREADY_JOINED');
  const entry = await trx
    .updateTable('promotion_entries')
    .set({
      state: 'APPLYING',
      ...application,
      reason: null,
      decided_by: null,
      decided_at: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, replaced: existing.images };
}

/** The actor's entry in the promotion's current cycle, locked. */
async function lockEntry(trx: TDb, actor: TPromoActor, promotion: TPromotion) {
  return trx
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotion.id)
    .where('member_id', '=', actor.memberId)
    .where('cycle', '=', currentCycle(promotion, actor.merchant.settings.timeZone))
    .forUpdate()
    .executeTakeFirst();
}

/** One of the actor's entries in the promotion (a rebate has one a period), locked; NOT_FOUND-like when not theirs. */
async function lockEntryById(trx: TDb, actor: TPromoActor, promotion: TPromotion, entryId: bigint) {
  const entry = await trx
    .selectFrom('promotion_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('promotion_id', '=', promotion.id)
    .where('member_id', '=', actor.memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw new AppError('PROMO_NOTHING_TO_CLAIM');
  return entry;
}

async function reread(trx: TDb, entryId: bigint): Promise<TEntryRow> {
  return trx.selectFrom('promotion_entries').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
}

/**
 * POST /wps/promo/reward/request (seed "request reward"): a joined sign-up promotion whose deposits and stakes
 * since joining meet its rule pays its reward, once (the entry's row lock orders parallel requests).
 */
export async function requestReward(db: TDb, actor: TPromoActor, id: bigint) {
  await limitAction(db, actor);
  return db.transaction().execute(async (trx) => {
    const promotion = await openPromotionFor(trx, actor, id);
    const { reward } = promotion;
    if (reward.type !== 'SIGNUP') throw new AppError('PROMO_NOT_JOINABLE');
    const entry = await lockEntry(trx, actor, promotion);
    if (!entry) throw new AppError('PROMO_NOT_JOINED');
    if (entry.state !== 'JOINED') throw new AppError('PROMO_NOTHING_TO_CLAIM');
    const measured = await measureSignup(trx, promotion, entry);
    if (!measured?.isMet) throw new AppError('PROMO_NOT_QUALIFIED');
    const paid = await payReward(trx, actor, promotion, entry, {
      amount: minorOf(reward.amount),
      wagering: reward.wagering,
    });
    return result(trx, actor, promotion, await reread(trx, entry.id), paid);
  });
}

/**
 * POST /wps/promo/claim: the reward waiting for the caller in this promotion — an ISSUED entry, or a registration
 * reward the member is entitled to (its entry is written now, once per member and, by the rule, per device and
 * IP). Twenty parallel claims pay once: the entry's unique index or row lock lets one through.
 */
export async function claimReward(db: TDb, actor: TPromoActor, id: bigint, entryId: bigint | null = null) {
  await limitAction(db, actor);
  return db.transaction().execute(async (trx) => {
    // A reward already issued (a rebate's period) is claimed within its own days, even after the promotion ended.
    const promotion =
      entryId === null ? await openPromotionFor(trx, actor, id) : await shownPromotion(trx, actor, id);
    const { reward } = promotion;
    const existing =
      entryId === null
        ? await lockEntry(trx, actor, promotion)
        : await lockEntryById(trx, actor, promotion, entryId);
    if (existing && existing.state !== 'ISSUED') throw new AppError('PROMO_NOTHING_TO_CLAIM');
    if (existing?.claim_until && existing.claim_until <= new Date()) throw new AppError('PROMO_EXPIRED');
    if (!existing && reward.type !== 'REGISTRATION') throw new AppError('PROMO_NOTHING_TO_CLAIM');
    const entry = existing ?? (await enterRegistration(trx, actor, promotion));
    const amount = entry.reward ?? 0n;
    const wagering = reward.type === 'REGISTRATION' || reward.type === 'SIGNUP' ? reward.wagering : null;
    const paid = await payReward(trx, actor, promotion, entry, { amount, wagering });
    return result(trx, actor, promotion, await reread(trx, entry.id), paid);
  });
}

async function enterRegistration(trx: TDb, actor: TPromoActor, promotion: TPromotion): Promise<TEntryRow> {
  const member = await stateMember(trx, actor.memberId);
  const until = member && registrationWindow(promotion, member.registeredAt);
  if (promotion.reward.type !== 'REGISTRATION' || !until) throw new AppError('PROMO_NOT_QUALIFIED');
  const issued = { state: 'ISSUED' as const, reward: minorOf(promotion.reward.amount), claimUntil: until };
  return enter(trx, actor, promotion, issued, 'PROMO_NOTHING_TO_CLAIM');
}
