import assert from 'node:assert/strict';
import { decimalStringToMinor } from '@tala/contract/money';
import type {
  TSeamlessAnswer,
  TWinBatchAnswer,
  TWinBatchRequest,
  TWinRequest,
} from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import { postPairsWithin, type TPairPosting } from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';
import { answer, type TCaller } from './seamless-answers.ts';
import {
  addRoundWins,
  insertBatchCalls,
  lockRoundsToSettle,
  type TBatchCall,
} from './seamless-batch.repository.ts';
import {
  batchGameAccounts,
  lockPlayersReadFirsts,
  repeatOf,
  runBatch,
  type TBatchItem,
  type TItemAnswer,
} from './seamless-batch-items.ts';
import { SEAMLESS_LEDGER_KINDS } from './seamless-money.service.ts';

/** A win of the batch that passed the checks made before the transaction. */
type TWinItem = TBatchItem<TWinRequest>;

/**
 * Many wins in one database transaction (decision 037): each win is judged exactly as `settleWin` judges
 * it and answered as it would be — stored under its transaction id, its own ledger transaction keyed by
 * it, its round's win count — but the reads, locks, postings and round updates of the whole batch are
 * each one statement. A retry of the batch (or of any win in it, singly or in another batch) gets the
 * first answer. Whatever fails inside the transaction fails the whole batch (RETRY, nothing applied).
 */
export async function settleWinBatch(
  db: TDb,
  caller: TCaller,
  body: TWinBatchRequest,
): Promise<TWinBatchAnswer> {
  const bodies = body.wins;
  return runBatch(db, caller, { bodies, amountOf: decimalStringToMinor }, (trx, items) =>
    applyWins(db, trx, caller, items),
  );
}

/** An item's verdict; its answer is written once the batch's postings set every balance. */
type TVerdict = {
  item: TWinItem;
  status: TSeamlessAnswer['status'];
  ledgerTransactionId: bigint | null;
};

/**
 * Inside the transaction, in the single path's lock order: the MAINs (id order), then the ids seen
 * before, the rounds (id order), the game accounts (by the posting). Returns each item's answer by its index in
 * the request, with MAIN's balance after the win where it moved money, else as the batch left it.
 */
async function applyWins(
  root: TDb,
  trx: TDb,
  caller: TCaller,
  items: TWinItem[],
): Promise<Map<number, TItemAnswer>> {
  const { balances, firsts } = await lockPlayersReadFirsts(trx, caller, items);
  const verdicts = items
    .filter((item) => firsts.has(item.body.transactionId))
    .map((item) => repeatVerdict(item, firsts));
  const fresh = items.filter((item) => !firsts.has(item.body.transactionId));
  const posted = new Map<number, bigint>();
  if (fresh.length > 0) {
    const judged = await judgeWins(root, trx, caller, fresh);
    verdicts.push(...judged.verdicts);
    for (const [index, after] of judged.balanceAfter) posted.set(index, after);
    for (const [accountId, after] of judged.finalBalances) balances.set(accountId, after);
  }
  const answers = new Map<number, TItemAnswer>();
  for (const verdict of verdicts) {
    const { item } = verdict;
    const balance = posted.get(item.index) ?? balances.get(item.player.mainAccountId) ?? null;
    answers.set(item.index, {
      ref: item.body.transactionId,
      ...answer(verdict.status, caller.currency, balance, verdict.ledgerTransactionId),
    });
  }
  return answers;
}

/** A win whose id was stored before: its first answer again, or DUPLICATE_TRANSACTION for another request. */
function repeatVerdict(item: TWinItem, firsts: Map<string, TFinishedCall>): TVerdict {
  return { item, ...repeatOf(item, firsts) };
}

type TPlannedWin = { item: TWinItem; roundId: bigint; houseAccountId: bigint };

type TJudged = {
  verdicts: TVerdict[];
  /** MAIN right after each posted win, by the item's index. */
  balanceAfter: Map<number, bigint>;
  /** Each MAIN as the batch's postings left it. */
  finalBalances: Map<bigint, bigint>;
};

/** Each new win against its round, then the postings, round totals and stored calls at once. */
async function judgeWins(root: TDb, trx: TDb, caller: TCaller, fresh: TWinItem[]): Promise<TJudged> {
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const rounds = await lockRoundsToSettle(trx, key, [...new Set(fresh.map((item) => item.body.roundId))]);
  const calls: TBatchCall[] = [];
  const planned: TPlannedWin[] = [];
  const verdicts: TVerdict[] = [];
  const gameAccount = batchGameAccounts(root, trx, caller);
  const stored = (
    item: TWinItem,
    outcome: Omit<TBatchCall, 'ref' | 'memberId' | 'amountMinor' | 'requestHash'>,
  ) =>
    calls.push({
      ref: item.body.transactionId,
      memberId: item.player.memberId,
      amountMinor: item.amountMinor,
      requestHash: item.requestHash,
      ...outcome,
    });
  for (const item of fresh) {
    const round = rounds.get(item.body.roundId);
    if (!round) {
      // As the single win: it overtook its round's first bet; nothing is kept, the retry is judged afresh.
      verdicts.push({ item, status: 'ROUND_NOT_FOUND', ledgerTransactionId: null });
      continue;
    }
    const isRefused = round.member_id !== item.player.memberId || round.live_bet_count === 0;
    if (isRefused || item.amountMinor === 0n) {
      const roundId = round.member_id === item.player.memberId ? round.id : null;
      const status = isRefused ? 'BET_NOT_ALLOWED' : 'OK';
      stored(item, {
        status: isRefused ? 'REFUSED' : 'APPLIED',
        answerStatus: status,
        ledgerTransactionId: null,
        roundId,
      });
      verdicts.push({ item, status, ledgerTransactionId: null });
      continue;
    }
    const houseAccountId = await gameAccount(item.player.agentType, round.vassalage);
    planned.push({ item, roundId: round.id, houseAccountId });
  }
  const posted = await postWins(trx, caller, planned);
  const balanceAfter = new Map<number, bigint>();
  const finalBalances = new Map<bigint, bigint>();
  for (const [index, win] of planned.entries()) {
    const result = posted[index];
    assert(result, 'every planned win is posted');
    const ledgerTransactionId = result.transactionId;
    stored(win.item, { status: 'APPLIED', answerStatus: 'OK', ledgerTransactionId, roundId: win.roundId });
    verdicts.push({ item: win.item, status: 'OK', ledgerTransactionId });
    balanceAfter.set(win.item.index, result.toBalanceAfter);
    finalBalances.set(win.item.player.mainAccountId, result.toBalanceAfter);
  }
  await addRoundWins(trx, roundTotals(planned, posted));
  await insertBatchCalls(trx, key, 'WIN', calls);
  return { verdicts, balanceAfter, finalBalances };
}

async function postWins(trx: TDb, caller: TCaller, planned: TPlannedWin[]) {
  const postings: TPairPosting[] = planned.map((win) => ({
    idempotencyKey: `seamless:${caller.providerCode}:${win.item.body.transactionId}`,
    fromAccountId: win.houseAccountId,
    toAccountId: win.item.player.mainAccountId,
    amount: win.item.amountMinor,
  }));
  return postPairsWithin(trx, { merchantId: caller.merchantId, kind: SEAMLESS_LEDGER_KINDS.WIN, postings });
}

/** Per round: the sum of its wins in the batch and MAIN as its last win left it. */
function roundTotals(
  planned: TPlannedWin[],
  posted: Array<{ toBalanceAfter: bigint }>,
): Array<{ id: bigint; winMinor: bigint; balanceAfter: bigint }> {
  const totals = new Map<bigint, { id: bigint; winMinor: bigint; balanceAfter: bigint }>();
  for (const [index, win] of planned.entries()) {
    const after = posted[index]?.toBalanceAfter ?? 0n;
    const total = totals.get(win.roundId) ?? { id: win.roundId, winMinor: 0n, balanceAfter: after };
    total.winMinor += win.item.amountMinor;
    total.balanceAfter = after;
    totals.set(win.roundId, total);
  }
  return [...totals.values()];
}
