import { decimalStringToMinor } from '@tala/contract/money';
import { type TRebateReward, ZRebateReward } from '@tala/contract/promotions/promotion-rules';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import {
  ensureHouseAccount,
  houseAccountCode,
  MAX_PAIR_POSTINGS,
  postPairsWithin,
} from '../ledger/ledger.service.ts';
import { PROMO_LEDGER_KINDS } from './bonus-money.ts';
import { moveEntry, spendBudget } from './promotions.repository.ts';
import {
  duePeriods,
  fedUntil,
  finishRun,
  insertRebateEntries,
  liveRebates,
  mainAccounts,
  openRun,
  rebateAmounts,
} from './rebate.repository.ts';

const DAY_MS = 86_400_000;
/** Periods one call settles per promotion: a site that was down catches up a few at a time. */
const PERIODS_PER_CALL = 7;
const CHUNK = Math.min(2_000, MAX_PAIR_POSTINGS);

type TRebatePromotion = Awaited<ReturnType<typeof liveRebates>>[number];
export type TRebateRun = { periods: number; members: number; paidMinor: bigint };

/**
 * Settles every ended period of every live rebate (decision 050): the members' amounts in one statement from the
 * feed's member_vendor_days, then entries and payments a chunk per transaction. Entries are unique per (promotion,
 * member, period), so a rerun — after a crash, or a second instance beside this one — pays nobody twice.
 */
export async function settleRebates(db: TDb): Promise<TRebateRun> {
  const until = await fedUntil(db);
  const total: TRebateRun = { periods: 0, members: 0, paidMinor: 0n };
  if (!until) return total;
  for (const promotion of await liveRebates(db)) {
    const reward = ZRebateReward.parse(promotion.reward);
    for (const period of await duePeriods(db, promotion, reward.period, until, PERIODS_PER_CALL)) {
      const run = await settlePeriod(db, promotion, reward, period);
      total.periods += 1;
      total.members += run.members;
      total.paidMinor += run.paidMinor;
    }
  }
  return total;
}

async function settlePeriod(
  db: TDb,
  promotion: TRebatePromotion,
  reward: TRebateReward,
  period: { from: string; to: string; start: Date; end: Date },
): Promise<{ members: number; paidMinor: bigint }> {
  const done = { members: 0, paidMinor: 0n };
  if (!(await openRun(db, promotion.id, period))) return done;
  const lines = await rebateAmounts(db, {
    merchantId: promotion.merchant_id,
    from: period.from,
    to: period.to,
    reward,
    cap: reward.cap === null ? null : decimalStringToMinor(reward.cap),
    minimum: decimalStringToMinor(reward.minPayout) ?? 0n,
  });
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = await db
      .transaction()
      .execute((trx) => settleChunk(trx, promotion, reward, period.from, lines.slice(i, i + CHUNK)));
    done.members += chunk.members;
    done.paidMinor += chunk.paidMinor;
  }
  await finishRun(db, promotion.id, { start: period.start, cycle: period.from });
  return done;
}

/**
 * One chunk: its new entries — CLAIMED and paid now (house BONUS → MAIN, one bulk ledger run, within the budget:
 * the rest close for want of it), or ISSUED to be claimed in the reward centre within the rule's days.
 */
async function settleChunk(
  trx: TDb,
  promotion: TRebatePromotion,
  reward: TRebateReward,
  cycle: string,
  lines: { member_id: bigint; amount: bigint }[],
): Promise<{ members: number; paidMinor: bigint }> {
  const isAuto = reward.claimDays === null;
  const entries = await insertRebateEntries(trx, {
    merchantId: promotion.merchant_id,
    promotionId: promotion.id,
    cycle,
    state: isAuto ? 'CLAIMED' : 'ISSUED',
    claimUntil: isAuto ? null : new Date(Date.now() + (reward.claimDays ?? 0) * DAY_MS),
    lines,
  });
  if (!isAuto || entries.length === 0) return { members: entries.length, paidMinor: 0n };
  const paid = await withinBudget(trx, promotion.id, entries);
  if (paid.length === 0) return { members: entries.length, paidMinor: 0n };
  const mains = await mainAccounts(
    trx,
    paid.map((entry) => entry.member_id),
  );
  const house = await ensureHouseAccount(trx, {
    merchantId: promotion.merchant_id,
    code: houseAccountCode.bonus,
    currency: promotion.currency,
  });
  await postPairsWithin(trx, {
    merchantId: promotion.merchant_id,
    kind: PROMO_LEDGER_KINDS.cash,
    postings: paid.map((entry) => {
      const main = mains.get(entry.member_id);
      assert(main !== undefined, 'a member with play has a main wallet');
      return {
        idempotencyKey: `promo-entry:${entry.id}:cash`,
        fromAccountId: house,
        toAccountId: main,
        amount: entry.reward,
      };
    }),
  });
  return { members: entries.length, paidMinor: paid.reduce((sum, entry) => sum + entry.reward, 0n) };
}

/** The entries the budget covers, spent in one update; when it cannot cover them all, one by one, the rest closed. */
async function withinBudget<T extends { id: bigint; reward: bigint }>(
  trx: TDb,
  promotionId: bigint,
  entries: T[],
) {
  const sum = entries.reduce((total, entry) => total + entry.reward, 0n);
  if (await spendBudget(trx, promotionId, sum)) return entries;
  const paid: T[] = [];
  for (const entry of entries) {
    if (await spendBudget(trx, promotionId, entry.reward)) paid.push(entry);
    else await moveEntry(trx, entry.id, ['CLAIMED'], { state: 'CLOSE', reason: 'BUDGET_SPENT' });
  }
  return paid;
}
