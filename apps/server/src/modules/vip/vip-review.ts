import '../../db/schema-vip.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { merchantsWithLadders, merchantZone, readRanks, readVipSettings } from './vip-ladder.repository.ts';
import { lockMemberRanks, windowFigures } from './vip-members.repository.ts';
import { changeRank } from './vip-rank-change.ts';
import { reviewRank } from './vip-rules.ts';

/** Ranked members one transaction of a review looks at. */
export const REVIEW_CHUNK = 1_000;

export type TReviewRun = {
  merchantId: number;
  month: string;
  kept: number;
  graced: number;
  downgraded: number;
};

/** The first day of the month `at` falls in, in the merchant's calendar. */
async function monthOf(db: TDb, merchantId: number, at: Date): Promise<string> {
  const { rows } = await sql<{ month: string }>`
    SELECT date_trunc('month', ${at}::timestamptz AT TIME ZONE ${merchantZone(merchantId)})::date::text AS month`.execute(
    db,
  );
  const month = rows[0]?.month;
  if (!month) throw new Error('Invariant failed: a month for every instant');
  return month;
}

/**
 * The monthly review (issue 14 §3, decision 057): on the first day of each month of the merchant's calendar — or the
 * first run after it, if the site was down — every ranked member is checked against their rank's thresholds over
 * the window ending that day. Once per merchant and month: the run row is keyed by month, a chunk per transaction
 * advances its cursor with the members it wrote, and each member also carries the month it was reviewed in, so a
 * rerun, a crash or a second instance reviews nobody twice.
 */
export async function reviewVipRanks(db: TDb, at: Date = new Date()): Promise<TReviewRun[]> {
  const runs: TReviewRun[] = [];
  for (const merchantId of await merchantsWithLadders(db)) {
    const settings = await readVipSettings(db, merchantId);
    if (!settings) continue;
    const month = await monthOf(db, merchantId, at);
    if (month < settings.reviewsFrom) continue;
    await db
      .insertInto('vip_review_runs')
      .values({ merchant_id: merchantId, month })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const run: TReviewRun = { merchantId, month, kept: 0, graced: 0, downgraded: 0 };
    let more = true;
    while (more) {
      more = await db.transaction().execute((trx) => reviewChunk(trx, run, at));
    }
    if (run.kept + run.graced + run.downgraded > 0) runs.push(run);
  }
  return runs;
}

/** One chunk of the run, under the run row's lock; false when the run is (now) done or another instance has it. */
async function reviewChunk(trx: TDb, run: TReviewRun, at: Date): Promise<boolean> {
  const { merchantId, month } = run;
  const { rows } = await sql<{ after_member_id: string }>`
    SELECT after_member_id::text FROM vip_review_runs
    WHERE merchant_id = ${merchantId} AND month = ${month}::date AND state = 'RUNNING'
    FOR UPDATE SKIP LOCKED`.execute(trx);
  const cursor = rows[0];
  if (!cursor) return false;
  const members = await trx
    .selectFrom('member_vip')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('level', '>', 0)
    .where('member_id', '>', BigInt(cursor.after_member_id))
    .orderBy('member_id')
    .limit(REVIEW_CHUNK)
    .execute();
  const last = members.at(-1)?.member_id;
  if (last === undefined) {
    await sql`UPDATE vip_review_runs SET state = 'DONE', finished_at = now()
      WHERE merchant_id = ${merchantId} AND month = ${month}::date`.execute(trx);
    return false;
  }
  const counts = await reviewMembers(
    trx,
    run,
    members.map((row) => row.member_id),
    at,
  );
  await sql`UPDATE vip_review_runs SET after_member_id = ${last}, kept = kept + ${counts.kept},
      graced = graced + ${counts.graced}, downgraded = downgraded + ${counts.downgraded}
    WHERE merchant_id = ${merchantId} AND month = ${month}::date`.execute(trx);
  run.kept += counts.kept;
  run.graced += counts.graced;
  run.downgraded += counts.downgraded;
  return true;
}

async function reviewMembers(trx: TDb, run: TReviewRun, memberIds: bigint[], at: Date) {
  const { merchantId, month } = run;
  const ladder = await readRanks(trx, merchantId);
  const settings = await readVipSettings(trx, merchantId);
  const windowDays = settings?.windowDays ?? 90;
  const graceAllowed = settings?.graceReviews ?? 0;
  const ranks = await lockMemberRanks(trx, merchantId, memberIds);
  const figures = await windowFigures(trx, { merchantId, memberIds, windowDays, at });
  const reviewed = await trx
    .selectFrom('member_vip')
    .select('member_id')
    .where('member_id', 'in', memberIds)
    .where(sql<string>`reviewed_month::text`, '=', month)
    .execute();
  const already = new Set(reviewed.map((row) => row.member_id));
  const counts = { kept: 0, graced: 0, downgraded: 0 };
  for (const id of memberIds) {
    const state = ranks.get(id);
    const window = figures.get(id);
    if (!state || !window || state.level === 0 || already.has(id)) continue;
    const rank = ladder.find((row) => row.level === state.level);
    const next = reviewRank(state, rank, window, graceAllowed);
    if (next.outcome === 'DOWNGRADED') {
      const change = { merchantId, memberId: id, from: state.level, to: next.level, figures: window };
      await changeRank(trx, { ...change, reason: 'DOWNGRADE' }, ladder);
      counts.downgraded += 1;
    } else {
      counts[next.outcome === 'KEPT' ? 'kept' : 'graced'] += 1;
    }
    await trx
      .updateTable('member_vip')
      .set({ grace_used: next.graceUsed, reviewed_month: month, updated_at: new Date() })
      .where('member_id', '=', id)
      .execute();
  }
  return counts;
}
