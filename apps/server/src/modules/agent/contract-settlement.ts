import { type TContractKind, ZContractTerms } from '@tala/contract/agent/contracts';
import type { TDb } from '../../db/database.ts';
import {
  ensureHouseAccountWithin,
  houseAccountCode,
  postPairsWithin,
  type TPairPosting,
} from '../ledger/ledger.service.ts';
import { listMerchants, type TMerchant } from '../merchants/merchant.repository.ts';
import { termsFromBody } from './contract-rules.ts';
import {
  claimLines,
  duePeriods,
  lockAccountBalances,
  mainAccounts,
  markLines,
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
/** Lines settled in one transaction (one bulk ledger run of at most this many postings). */
const CHUNK = 1_000;
const HELD_FOR_BALANCE = 'PAYER_BALANCE';
const HELD_BY_STAFF = 'STAFF_HOLD';

export type TSettlementRun = { lines: number; paid: number; held: number; amount: bigint };

/**
 * Settles every contract period that is due (decision 045): figures from the team-figures feed (or the ledger for
 * hours and five-minute windows), pay from the terms, paid top-down — every upline receives before it pays its own
 * downline — by the upline, or by the house for a top agent. Lines are settled in chunks of one depth and one kind,
 * each chunk one transaction: its lines claimed, its payments one bulk ledger run keyed by contract and period. A
 * rerun, a crash mid-run or a second instance finds the claimed lines and pays nothing twice. A payer without the
 * money is not forced below zero: its line is HELD for staff.
 */
export async function settleDueContracts(db: TDb, merchant: TMerchant): Promise<TSettlementRun> {
  const run: TSettlementRun = { lines: 0, paid: 0, held: 0, amount: 0n };
  // Each pass takes the oldest due pairs (a bounded number); a settled pair is never due again, so this ends.
  for (;;) {
    const due = await duePeriods(db, merchant.id, merchant.settings.timeZone);
    if (due.length === 0) return run;
    const settled = await settleDue(db, merchant, due);
    run.lines += settled.lines;
    run.paid += settled.paid;
    run.held += settled.held;
    run.amount += settled.amount;
    if (settled.lines === 0) return run;
  }
}

/** Oldest period first, top-down within it: one figures read per period (and period kind), then its chunks. */
async function settleDue(db: TDb, merchant: TMerchant, due: TDue[]): Promise<TSettlementRun> {
  const run: TSettlementRun = { lines: 0, paid: 0, held: 0, amount: 0n };
  const groups = new Map<string, TDue[]>();
  for (const item of due) {
    const key = `${item.period}|${item.period_start.toISOString()}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  for (const group of groups.values()) {
    const figures = await groupFigures(db, merchant, group);
    const lines = group.map((item) => lineOf(merchant, item, figures));
    for (const chunk of chunksTopDown(group, lines)) {
      const settled = await settleChunk(db, merchant, chunk);
      run.lines += settled.lines;
      run.paid += settled.paid;
      run.held += settled.held;
      run.amount += settled.amount;
    }
  }
  return run;
}

type TFigures = Map<string, { valid_bet: bigint; win: bigint; active: number }>;

function lineOf(merchant: TMerchant, item: TDue, figures: TFigures): TLine {
  const terms = termsFromBody(ZContractTerms.parse(item.terms));
  const f = figures.get(`${item.member_id}|${minSingleBet(terms)}`) ?? { valid_bet: 0n, win: 0n, active: 0 };
  const pay = payFor(terms, { validBet: f.valid_bet, win: f.win, active: f.active });
  return {
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
}

/** Chunks of one depth and one kind, at most CHUNK lines, shallowest first (the group is sorted by depth). */
function chunksTopDown(group: TDue[], lines: TLine[]): TLine[][] {
  const chunks: TLine[][] = [];
  const open = new Map<string, TLine[]>();
  let depth = -1;
  for (const [index, item] of group.entries()) {
    const line = lines[index];
    if (!line) continue;
    if (item.depth !== depth) {
      chunks.push(...[...open.values()].filter((c) => c.length > 0));
      open.clear();
      depth = item.depth;
    }
    const chunk = open.get(item.kind) ?? [];
    chunk.push(line);
    open.set(item.kind, chunk);
    if (chunk.length === CHUNK) {
      chunks.push(chunk);
      open.set(item.kind, []);
    }
  }
  chunks.push(...[...open.values()].filter((c) => c.length > 0));
  return chunks;
}

/** A real-time salary counts only bets of at least its single-bet minimum; every other kind counts all. */
const minSingleBet = (terms: TContractTerms) => (terms.kind === 'REALTIME_SALARY' ? terms.minSingleBet : 0n);

/**
 * The team figures of every holder of a group (one period of one period kind), keyed by holder and single-bet
 * minimum: day-based periods from the team-figures feed, hours and five-minute windows from the ledger.
 */
async function groupFigures(db: TDb, merchant: TMerchant, group: TDue[]): Promise<TFigures> {
  const [first] = group;
  const keyed: TFigures = new Map();
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

/**
 * One chunk in one transaction: claim its lines (those another run claimed first drop out), lock every account
 * they touch in id order, pay each line its payer can cover — the house always can — and hold the rest.
 */
async function settleChunk(db: TDb, merchant: TMerchant, chunk: TLine[]): Promise<TSettlementRun> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimLines(trx, chunk);
    const lines = chunk.filter((line) => claimed.has(line.contract_id));
    const payable = lines.filter((line) => line.amount > 0n);
    const result: TSettlementRun = { lines: lines.length, paid: 0, held: 0, amount: 0n };
    if (payable.length === 0) return result;
    const people = [
      ...new Set(payable.flatMap((l) => (l.upline_id === null ? [l.member_id] : [l.member_id, l.upline_id]))),
    ];
    const main = await mainAccounts(trx, merchant, people);
    const house = await ensureHouseAccountWithin(db, trx, {
      merchantId: merchant.id,
      code: houseAccountCode.agentCommission,
      currency: merchant.currency,
    });
    const account = (memberId: bigint) => main.get(memberId) as bigint;
    const balances = await lockAccountBalances(trx, merchant.id, [...main.values(), house]);
    const paid: Array<{ line: TLine; posting: TPairPosting }> = [];
    const held: Array<{ contractId: bigint; reason: string }> = [];
    const heldByStaff = merchant.settings.agentSettlementHold[chunk[0]?.kind as TContractKind] === true;
    for (const line of payable) {
      const from = line.upline_id === null ? house : account(line.upline_id);
      const left = (balances.get(from) ?? 0n) - line.amount;
      if (heldByStaff || (line.upline_id !== null && left < 0n)) {
        held.push({ contractId: line.contract_id, reason: heldByStaff ? HELD_BY_STAFF : HELD_FOR_BALANCE });
        continue;
      }
      balances.set(from, left);
      paid.push({
        line,
        posting: {
          idempotencyKey: `contract:${line.contract_id}:${line.period_start.toISOString()}`,
          fromAccountId: from,
          toAccountId: account(line.member_id),
          amount: line.amount,
        },
      });
    }
    const kind = POSTING_KIND[chunk[0]?.kind ?? ''] ?? 'AGENT_DIVIDEND';
    const posted = await postPairsWithin(trx, {
      merchantId: merchant.id,
      kind,
      postings: paid.map((p) => p.posting),
    });
    await markLines(
      trx,
      paid.map((p, index) => ({
        contractId: p.line.contract_id,
        transactionId: posted[index]?.transactionId ?? null,
      })),
      held,
      chunk[0]?.period_start ?? new Date(0),
    );
    result.paid = paid.length;
    result.held = held.length;
    result.amount = paid.reduce((sum, p) => sum + p.line.amount, 0n);
    return result;
  });
}

/**
 * Staff release a HELD line (inside `trx`, the line locked): paid now with its own key if the payer has the money,
 * else refused and left held. True when paid.
 */
export async function releaseHeldLine(
  db: TDb,
  trx: TDb,
  merchant: TMerchant,
  line: Pick<TLine, 'contract_id' | 'period_start' | 'kind' | 'member_id' | 'upline_id' | 'amount'>,
): Promise<boolean> {
  const people = line.upline_id === null ? [line.member_id] : [line.member_id, line.upline_id];
  const main = await mainAccounts(trx, merchant, people);
  const from =
    line.upline_id === null
      ? await ensureHouseAccountWithin(db, trx, {
          merchantId: merchant.id,
          code: houseAccountCode.agentCommission,
          currency: merchant.currency,
        })
      : (main.get(line.upline_id) as bigint);
  const to = main.get(line.member_id) as bigint;
  const balances = await lockAccountBalances(trx, merchant.id, [from, to]);
  if (line.upline_id !== null && (balances.get(from) ?? 0n) < line.amount) return false;
  const [posted] = await postPairsWithin(trx, {
    merchantId: merchant.id,
    kind: POSTING_KIND[line.kind] ?? 'AGENT_DIVIDEND',
    postings: [
      {
        idempotencyKey: `contract:${line.contract_id}:${line.period_start.toISOString()}`,
        fromAccountId: from,
        toAccountId: to,
        amount: line.amount,
      },
    ],
  });
  await markLines(
    trx,
    [{ contractId: line.contract_id, transactionId: posted?.transactionId ?? null }],
    [],
    line.period_start,
  );
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
