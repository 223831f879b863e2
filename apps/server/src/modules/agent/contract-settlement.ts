import { ZContractTerms } from '@tala/contract/agent/contracts';
import type { TDb } from '../../db/database.ts';
import {
  ensureHouseAccountWithin,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';
import { listMerchants, type TMerchant } from '../merchants/merchant.repository.ts';
import { termsFromBody } from './contract-rules.ts';
import {
  claimLine,
  duePeriods,
  lockedBalance,
  markPaid,
  periodDays,
  type TDue,
  type TLine,
  teamFigures,
  WINDOW_PERIODS,
  windowFigures,
} from './contract-settlement.repository.ts';
import { payFor, type TContractTerms } from './contract-terms.ts';

/** The ledger kind of each contract kind's payments. */
const POSTING_KIND: Record<string, string> = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_WAGE: 'AGENT_WAGE',
  HOURLY_SALARY: 'AGENT_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME',
};

export type TSettlementRun = { lines: number; paid: number; held: number; amount: bigint };

/**
 * Settles every contract period that is due (decision 045): figures from the team-figures feed, pay from the
 * terms, paid top-down — each upline receives before it pays its own downline — by the upline, or by the house for
 * a top agent. Exactly once: each (contract, period) line is claimed in the transaction that pays it, and the
 * posting's key is the contract and the period. A payer without the money is not forced below zero: the line is
 * HELD for staff.
 */
export async function settleDueContracts(db: TDb, merchant: TMerchant): Promise<TSettlementRun> {
  const run: TSettlementRun = { lines: 0, paid: 0, held: 0, amount: 0n };
  const timeZone = merchant.settings.timeZone;
  const due = await duePeriods(db, merchant.id, timeZone);
  // One figures query per period (and period kind): the due list is oldest period first, top-down within it.
  const groups = new Map<string, TDue[]>();
  for (const item of due) {
    const key = `${item.period}|${item.period_start.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const figures = await groupFigures(db, merchant, group);
    for (const item of group) {
      const terms = termsFromBody(ZContractTerms.parse(item.terms));
      const f = figures.get(`${item.member_id}|${minSingleBet(terms)}`) ?? {
        valid_bet: 0n,
        win: 0n,
        active: 0,
      };
      const pay = payFor(terms, {
        validBet: f.valid_bet,
        win: f.win,
        active: f.active,
      });
      const line: TLine = {
        merchant_id: merchant.id,
        contract_id: item.contract_id,
        kind: item.kind,
        member_id: item.member_id,
        upline_id: item.upline_id,
        period_start: item.period_start,
        period_end: item.period_end,
        valid_bet: f.valid_bet,
        win: f.win,
        active: f.active,
        tier: pay.tier,
        rate_bp: pay.rateBp,
        amount: pay.gross,
        state: pay.gross > 0n ? 'PAID' : 'NOTHING',
        hold_reason: null,
      };
      const outcome = await settleLine(db, merchant, line);
      if (outcome === null) continue;
      run.lines += 1;
      if (outcome === 'PAID') {
        run.paid += 1;
        run.amount += line.amount;
      }
      if (outcome === 'HELD') run.held += 1;
    }
  }
  return run;
}

/** A real-time salary counts only bets of at least its single-bet minimum; every other kind counts all. */
const minSingleBet = (terms: TContractTerms) => (terms.kind === 'REALTIME_SALARY' ? terms.minSingleBet : 0n);

/**
 * The team figures of every holder of a group (one period of one period kind), keyed by holder and single-bet
 * minimum: day-based periods from the team-figures feed, hours and five-minute windows from the ledger.
 */
async function groupFigures(db: TDb, merchant: TMerchant, group: TDue[]) {
  const [first] = group;
  const keyed = new Map<string, { valid_bet: bigint; win: bigint; active: number }>();
  if (!first) return keyed;
  if ((WINDOW_PERIODS as readonly string[]).includes(first.period)) {
    const holders = group.map((g) => ({
      id: g.member_id,
      minBet: minSingleBet(termsFromBody(ZContractTerms.parse(g.terms))),
    }));
    for (const minBet of new Set(holders.map((h) => h.minBet))) {
      const ids = [...new Set(holders.filter((h) => h.minBet === minBet).map((h) => h.id))];
      const rows = await windowFigures(
        db,
        merchant.id,
        ids.map((id) => ({ id, minBet })),
        { from: first.period_start, to: first.period_end },
      );
      for (const row of rows) keyed.set(`${row.member_id}|${minBet}`, row);
    }
    return keyed;
  }
  const days = await periodDays(db, first.period_start, first.period_end, merchant.settings.timeZone);
  const ids = [...new Set(group.map((g) => g.member_id))];
  for (const row of await teamFigures(db, ids, first.period, days)) keyed.set(`${row.member_id}|0`, row);
  return keyed;
}

/** One line in its own transaction: claim it, then pay it or hold it. Null: another run had it. */
async function settleLine(db: TDb, merchant: TMerchant, line: TLine): Promise<TLine['state'] | null> {
  return db.transaction().execute(async (trx) => {
    if (line.state === 'NOTHING') return (await claimLine(trx, line)) === null ? null : 'NOTHING';
    const payer = await payerAccount(db, trx, merchant, line.upline_id);
    if (line.upline_id !== null && (await lockedBalance(trx, payer)) < line.amount) {
      const held = { ...line, state: 'HELD' as const, hold_reason: 'PAYER_BALANCE' };
      return (await claimLine(trx, held)) === null ? null : 'HELD';
    }
    const lineId = await claimLine(trx, line);
    if (lineId === null) return null;
    await payLine(trx, merchant, { ...line, id: lineId }, payer);
    return 'PAID';
  });
}

/** Who pays a line: the upline's MAIN, or a shard of the house's agent-commission account for a top agent. */
async function payerAccount(db: TDb, trx: TDb, merchant: TMerchant, uplineId: bigint | null) {
  const currency = merchant.currency;
  return uplineId === null
    ? ensureHouseAccountWithin(db, trx, {
        merchantId: merchant.id,
        code: houseAccountCode.agentCommission,
        currency,
      })
    : ensurePlayerAccount(trx, { merchantId: merchant.id, memberId: uplineId, code: MAIN_WALLET, currency });
}

type TPayable = Pick<TLine, 'contract_id' | 'period_start' | 'kind' | 'member_id' | 'amount'> & {
  id: bigint;
};

/** The payment of a claimed line, keyed by its contract and period (a retry answers the first posting). */
async function payLine(trx: TDb, merchant: TMerchant, line: TPayable, payer: bigint): Promise<void> {
  const payee = await ensurePlayerAccount(trx, {
    merchantId: merchant.id,
    memberId: line.member_id,
    code: MAIN_WALLET,
    currency: merchant.currency,
  });
  const posted = await postWithin(trx, {
    merchantId: merchant.id,
    idempotencyKey: `contract:${line.contract_id}:${line.period_start.toISOString()}`,
    kind: POSTING_KIND[line.kind] ?? 'AGENT_DIVIDEND',
    entries: [
      { accountId: payer, amount: -line.amount },
      { accountId: payee, amount: line.amount },
    ],
  });
  await markPaid(trx, line.id, posted.transactionId);
}

/**
 * Staff release a HELD line (inside `trx`, the line locked): paid now if the payer has the money, else refused and
 * left held. True when paid.
 */
export async function releaseHeldLine(
  db: TDb,
  trx: TDb,
  merchant: TMerchant,
  line: TPayable & { upline_id: bigint | null },
): Promise<boolean> {
  const payer = await payerAccount(db, trx, merchant, line.upline_id);
  if (line.upline_id !== null && (await lockedBalance(trx, payer)) < line.amount) return false;
  await payLine(trx, merchant, line, payer);
  return true;
}

/** Every merchant's due contracts; a failing merchant does not stop the others (its run is retried next tick). */
export async function settleAllMerchants(db: TDb): Promise<TSettlementRun> {
  const total: TSettlementRun = { lines: 0, paid: 0, held: 0, amount: 0n };
  for (const merchant of await listMerchants(db)) {
    try {
      const run = await settleDueContracts(db, merchant);
      total.lines += run.lines;
      total.paid += run.paid;
      total.held += run.held;
      total.amount += run.amount;
    } catch (error) {
      console.error(`[contracts] merchant ${merchant.id}:`, error);
    }
  }
  return total;
}
