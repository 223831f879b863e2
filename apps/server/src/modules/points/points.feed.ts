import type { TPointsType } from '@tala/contract/loyalty/points';
import type { TDb } from '../../db/database.ts';
import { groupBy } from '../../lib/group-by.ts';
import { ensureMemberAccountRows, lockAccountSet } from '../ledger/ledger.repository.ts';
import {
  MAX_PAIR_POSTINGS,
  POINTS_CURRENCY,
  POINTS_WALLET,
  postPairsWithin,
  type TPairPosting,
} from '../ledger/ledger.service.ts';
import { addMissionProgress } from '../missions/mission-progress.repository.ts';
import {
  readPointsSnapshots,
  savePointsSnapshot,
  type TPointsDelta,
  takeDepositPoints,
  takeRoundPoints,
  tryPointsLock,
} from './points-feed.repository.ts';
import { pointsHouseAccount, pointsKind } from './points-ledger.ts';
import { DEFAULT_POINTS_RATES } from './points-rates.ts';

type TPosted = { credited: number; clawedBack: number; forgiven: bigint };
/** What a run posted, and how many players' mission figures it changed. */
export type TPointsRun = TPosted & { missionPlayers: number };

/**
 * Takes in the rounds closed and the deposits credited since the last run, counts them for the running missions
 * (decision 058) and pays their points (decision 054), in one transaction with the cursor: each round and deposit
 * counts once, a crash counts nothing. A round rolled back after it closed takes back what it earned, as far as the
 * member's points reach (what they already spent is forgiven, and counted). Null when another run holds the lock.
 */
export async function feedPoints(db: TDb): Promise<TPointsRun | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryPointsLock(trx))) return null;
    const { seen, now, run } = await readPointsSnapshots(trx);
    const window = { seen, now };
    // Missions read what each round was last counted at (points_rounds) before the pricing below updates it.
    const missionPlayers = await addMissionProgress(trx, window);
    const deltas = [
      ...(await takeRoundPoints(trx, window, DEFAULT_POINTS_RATES)),
      ...(await takeDepositPoints(trx, window, DEFAULT_POINTS_RATES)),
    ];
    const result: TPointsRun = { credited: 0, clawedBack: 0, forgiven: 0n, missionPlayers };
    for (const [merchantId, rows] of groupBy(deltas, (row) => row.merchant_id)) {
      const done = await postMerchantDeltas(db, trx, { merchantId, run, rows });
      result.credited += done.credited;
      result.clawedBack += done.clawedBack;
      result.forgiven += done.forgiven;
    }
    await savePointsSnapshot(trx, now);
    return result;
  });
}

async function postMerchantDeltas(
  root: TDb,
  trx: TDb,
  input: { merchantId: number; run: string; rows: TPointsDelta[] },
): Promise<TPosted> {
  const { merchantId, run, rows } = input;
  const accounts = await ensureMemberAccountRows(
    trx,
    { merchantId, code: POINTS_WALLET, currency: POINTS_CURRENCY },
    [...new Set(rows.map((row) => row.member_id))],
  );
  const house = await pointsHouseAccount(root, trx, merchantId);
  const accountOf = (memberId: bigint) => {
    const id = accounts.get(memberId);
    if (id === undefined) throw new Error('Invariant failed: every member of the run has a points account');
    return id;
  };
  const key = (type: TPointsType, memberId: bigint) => `pts:${run}:${type}:${memberId}`;
  let credited = 0;
  const earned = rows.filter((row) => row.points > 0n);
  for (const [type, typed] of groupBy(earned, (row) => row.category as TPointsType)) {
    const postings = typed.map(
      (row): TPairPosting => ({
        idempotencyKey: key(type, row.member_id),
        fromAccountId: house,
        toAccountId: accountOf(row.member_id),
        amount: row.points,
      }),
    );
    await postInChunks(trx, merchantId, pointsKind(type), postings);
    credited += postings.length;
  }
  // Take-backs after the run's credits, each as far as the member's points reach now.
  const owed = new Map<bigint, bigint>();
  for (const row of rows.filter((r) => r.points < 0n)) {
    owed.set(row.member_id, (owed.get(row.member_id) ?? 0n) - row.points);
  }
  if (owed.size === 0) return { credited, clawedBack: 0, forgiven: 0n };
  const locked = await lockAccountSet(trx, merchantId, [...owed.keys()].map(accountOf));
  const balanceOf = new Map(locked.map((account) => [account.id, account.balance]));
  let forgiven = 0n;
  const takeBacks: TPairPosting[] = [];
  for (const [memberId, points] of owed) {
    const account = accountOf(memberId);
    const taken = points < (balanceOf.get(account) ?? 0n) ? points : (balanceOf.get(account) ?? 0n);
    forgiven += points - taken;
    if (taken > 0n) {
      takeBacks.push({
        idempotencyKey: key('CLAWBACK', memberId),
        fromAccountId: account,
        toAccountId: house,
        amount: taken,
      });
    }
  }
  await postInChunks(trx, merchantId, pointsKind('CLAWBACK'), takeBacks);
  return { credited, clawedBack: takeBacks.length, forgiven };
}

async function postInChunks(
  trx: TDb,
  merchantId: number,
  kind: string,
  postings: TPairPosting[],
): Promise<void> {
  for (let start = 0; start < postings.length; start += MAX_PAIR_POSTINGS) {
    await postPairsWithin(trx, {
      merchantId,
      kind,
      postings: postings.slice(start, start + MAX_PAIR_POSTINGS),
    });
  }
}
