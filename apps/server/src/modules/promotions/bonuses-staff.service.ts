import {
  BONUS_CANCEL_APPROVAL_THRESHOLD,
  type TBoBonus,
  type TBoBonusCancel,
  type TBoBonusCancelPage,
  type TBoBonusCancelsQuery,
  type TBoBonusesQuery,
  type TBoBonusPage,
  type TPromotionFigures,
  type TPromotionReport,
  type TPromotionReportQuery,
} from '@tala/contract/backoffice/bonuses';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { findMemberByUsername } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { staffDecisionView } from '../staff/staff-decision.ts';
import { endActiveBonus, minorOf } from './bonus-lifecycle.ts';
import { PROMO_LEDGER_KINDS } from './bonus-money.ts';
import type { TBonusRow } from './bonuses.repository.ts';
import {
  bonusPage,
  cancelPage,
  dayWindow,
  entryFigures,
  findCancel,
  insertCancel,
  liveCancelsOf,
  lockBonus,
  lockCancel,
  markCancelDecided,
  postingSums,
  reportPromotions,
  type TCancelRow,
  type TStaffBonusRow,
} from './bonuses-staff.repository.ts';

/**
 * Players' bonuses in the back office (issue 13 §3, decision 051): staff read them; money staff cancel an active
 * one with a reason, which forfeits its money to the house — at once up to the threshold, above it only when a
 * different staff member approves. Every step is audited in the transaction that makes it.
 */

/** Above this a cancellation waits for a second person (minor units). */
const APPROVAL_THRESHOLD = minorOf(BONUS_CANCEL_APPROVAL_THRESHOLD);

export function cancelView(row: TCancelRow): TBoBonusCancel {
  return {
    id: String(row.id),
    bonusId: String(row.bonus_id),
    member: { id: String(row.member_id), username: row.member_name },
    title: row.title,
    amount: minorToDecimalString(row.amount),
    bonusState: row.bonus_state,
    reason: row.reason,
    status: row.status,
    ...staffDecisionView(row),
  };
}

function bonusView(row: TStaffBonusRow, cancel: TCancelRow | undefined): TBoBonus {
  const isWagered = row.wagering_done >= row.wagering_required;
  return {
    id: String(row.id),
    member: { id: String(row.member_id), username: row.member_name },
    promotionId: row.promotion_id === null ? null : String(row.promotion_id),
    missionId: row.mission_id === null ? null : String(row.mission_id),
    title: row.title,
    amount: minorToDecimalString(row.amount),
    wageringRequired: minorToDecimalString(row.wagering_required),
    wageringDone: minorToDecimalString(isWagered ? row.wagering_required : row.wagering_done),
    state: row.state,
    endReason: row.end_reason,
    issuedAt: row.issued_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    cancel: cancel ? cancelView(cancel) : null,
  };
}

export async function listBonuses(
  db: TDb,
  merchantId: number,
  query: TBoBonusesQuery,
): Promise<TBoBonusPage> {
  let memberId: bigint | undefined;
  if (query.username !== undefined) {
    const member = await findMemberByUsername(db, merchantId, query.username);
    if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
    memberId = member.id;
  }
  const { rows, total } = await bonusPage(
    db,
    merchantId,
    { memberId, state: query.state },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const cancels = await liveCancelsOf(
    db,
    merchantId,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => bonusView(row, cancels.get(row.id))), ...pageFacts(total, query) };
}

export async function listBonusCancels(
  db: TDb,
  merchantId: number,
  query: TBoBonusCancelsQuery,
): Promise<TBoBonusCancelPage> {
  const { rows, total } = await cancelPage(
    db,
    merchantId,
    { status: query.status },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { list: rows.map(cancelView), ...pageFacts(total, query) };
}

async function viewOf(db: TDb, merchantId: number, id: bigint): Promise<TBoBonusCancel> {
  const row = await findCancel(db, merchantId, id);
  assert(row, 'a cancellation exists once stored');
  return cancelView(row);
}

/** The bonus's money back to the house, the bonus FORFEITED by staff (its entry CLOSE), in the caller's transaction. */
async function forfeit(trx: TDb, merchant: TMerchant, actor: TActor, bonus: TBonusRow): Promise<void> {
  const scope = { merchantId: merchant.id, currency: merchant.currency, memberId: bonus.member_id };
  const ended = await endActiveBonus(trx, scope, bonus, {
    outcome: 'FORFEITED',
    reason: 'STAFF',
    staffId: actor.staffId,
  });
  assert(ended.state === 'FORFEITED', 'an active bonus held locked ends here');
}

/** The bonus locked, still running: a bonus that ended (released, expired, forfeited) moves nothing. */
async function lockActive(trx: TDb, merchantId: number, bonusId: bigint): Promise<TBonusRow> {
  const bonus = await lockBonus(trx, merchantId, bonusId);
  if (!bonus) throw new AppError('BO_BONUS_NOT_FOUND');
  if (bonus.state !== 'ACTIVE') throw new AppError('BO_BONUS_NOT_ACTIVE');
  return bonus;
}

/**
 * Staff cancel an active bonus with a reason: at or under the threshold it is forfeited now (APPLIED); above it a
 * request waits (PENDING) for a second staff member. One transaction, the bonus row locked first, so a cancellation
 * racing another, a release or an expiry moves money once.
 */
export async function cancelBonus(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  bonusId: bigint,
  reason: string,
): Promise<TBoBonusCancel> {
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const bonus = await lockActive(trx, merchant.id, bonusId);
      const needsApproval = bonus.amount > APPROVAL_THRESHOLD;
      const requestId = await insertCancel(trx, {
        merchantId: merchant.id,
        bonusId,
        amount: bonus.amount,
        reason,
        status: needsApproval ? 'PENDING' : 'APPLIED',
        requestedBy: actor.staffId,
      });
      if (!needsApproval) await forfeit(trx, merchant, actor, bonus);
      await writeAudit(trx, actor, {
        action: needsApproval ? 'bonus.cancel.request' : 'bonus.cancel',
        targetType: 'bonus',
        targetId: String(bonusId),
        before: { state: 'ACTIVE', amount: bonus.amount, wageringDone: bonus.wagering_done },
        after: {
          requestId,
          member: bonus.member_id,
          reason,
          status: needsApproval ? 'PENDING' : 'FORFEITED',
        },
      });
      return requestId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'bonus_cancel_requests_open'))
        throw new AppError('BO_BONUS_CANCEL_PENDING');
      throw error;
    });
  return viewOf(db, merchant.id, id);
}

/** A request locked for a decision by someone other than the one who asked. */
async function lockForDecision(trx: TDb, merchantId: number, actor: TActor, id: bigint) {
  const request = await lockCancel(trx, merchantId, id);
  if (!request) throw new AppError('NOT_FOUND');
  if (request.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
  if (request.requested_by === actor.staffId) throw new AppError('BO_SELF_APPROVAL');
  return request;
}

/** The second person approves: the bonus (still running) is forfeited, the request marked, the audit row written. */
export async function approveBonusCancel(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  note: string,
): Promise<TBoBonusCancel> {
  await db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, merchant.id, actor, id);
    const bonus = await lockActive(trx, merchant.id, request.bonus_id);
    await forfeit(trx, merchant, actor, bonus);
    await markCancelDecided(trx, id, { status: 'APPROVED', decidedBy: actor.staffId, note: note || null });
    await writeAudit(trx, actor, {
      action: 'bonus.cancel.approve',
      targetType: 'bonus',
      targetId: String(request.bonus_id),
      before: { requestId: id, status: 'PENDING', amount: bonus.amount, wageringDone: bonus.wagering_done },
      after: { status: 'APPROVED', bonus: 'FORFEITED', note },
    });
  });
  return viewOf(db, merchant.id, id);
}

export async function rejectBonusCancel(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  note: string,
): Promise<TBoBonusCancel> {
  await db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, merchant.id, actor, id);
    await markCancelDecided(trx, id, { status: 'REJECTED', decidedBy: actor.staffId, note: note || null });
    await writeAudit(trx, actor, {
      action: 'bonus.cancel.reject',
      targetType: 'bonus',
      targetId: String(request.bonus_id),
      before: { requestId: id, status: 'PENDING' },
      after: { status: 'REJECTED', note },
    });
  });
  return viewOf(db, merchant.id, id);
}

/* ----- The cost report ----- */

type TSums = { issued: bigint; released: bigint; forfeited: bigint; cash: bigint; ngr: bigint };
const ZERO_SUMS: TSums = { issued: 0n, released: 0n, forfeited: 0n, cash: 0n, ngr: 0n };
const KIND_FIELD: Record<string, keyof TSums> = {
  [PROMO_LEDGER_KINDS.issue]: 'issued',
  [PROMO_LEDGER_KINDS.release]: 'released',
  [PROMO_LEDGER_KINDS.forfeit]: 'forfeited',
  [PROMO_LEDGER_KINDS.cash]: 'cash',
};

function figuresOf(sums: TSums, counts: { entries: number; participants: number }): TPromotionFigures {
  const cost = sums.released + sums.cash;
  const money = (minor: bigint) => minorToDecimalString(minor);
  return {
    issued: money(sums.issued),
    released: money(sums.released),
    forfeited: money(sums.forfeited),
    cash: money(sums.cash),
    cost: money(cost),
    ...counts,
    ngr: money(sums.ngr),
    net: money(sums.ngr - cost),
  };
}

/**
 * What each promotion cost and brought over days of the merchant's calendar (decision 051): its money from the
 * ledger's promotion postings of those days, its entries and participants, and the participants' net gaming revenue.
 */
export async function promotionReport(
  db: TDb,
  merchant: TMerchant,
  query: TPromotionReportQuery,
): Promise<TPromotionReport> {
  const timeZone = merchant.settings.timeZone;
  const window = await dayWindow(db, { ...query, timeZone });
  const postings = await postingSums(db, merchant.id, window);
  const sums = new Map<bigint, TSums>();
  let unattributed = 0n;
  for (const posting of postings) {
    const field = KIND_FIELD[posting.kind];
    assert(field, 'the report reads the promotion kinds only');
    if (posting.promotion_id === null) {
      unattributed += posting.amount;
      continue;
    }
    const line = sums.get(posting.promotion_id) ?? { ...ZERO_SUMS };
    line[field] += posting.amount;
    sums.set(posting.promotion_id, line);
  }
  const promotions = await reportPromotions(db, merchant.id, window, [...sums.keys()]);
  const entries = new Map(
    (await entryFigures(db, { promotionIds: promotions.map((p) => p.id), window, ...query, timeZone })).map(
      (row) => [row.promotion_id, row],
    ),
  );
  const total = { ...ZERO_SUMS };
  const totalCounts = { entries: 0, participants: 0 };
  const list = promotions.map((promotion) => {
    const counted = entries.get(promotion.id);
    const line = { ...(sums.get(promotion.id) ?? ZERO_SUMS), ngr: counted?.ngr ?? 0n };
    const counts = { entries: counted?.entries ?? 0, participants: counted?.participants ?? 0 };
    for (const key of Object.keys(total) as (keyof TSums)[]) total[key] += line[key];
    totalCounts.entries += counts.entries;
    totalCounts.participants += counts.participants;
    return {
      promotionId: String(promotion.id),
      type: promotion.type,
      title: promotion.title,
      startsAt: promotion.starts_at.toISOString(),
      endsAt: promotion.ends_at.toISOString(),
      ...figuresOf(line, counts),
    };
  });
  return {
    ...query,
    currency: merchant.currency,
    timeZone,
    list,
    totals: figuresOf(total, totalCounts),
    unattributed: minorToDecimalString(unattributed),
  };
}
