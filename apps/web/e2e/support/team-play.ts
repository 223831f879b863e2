import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../../server/src/db/database.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  postWithin,
} from '../../../server/src/modules/ledger/ledger.service.ts';
import { demoMerchantId, withDatabase } from './database.ts';

export type TPlayedDay = { daysAgo: number; stakeMinor: number; winMinor: number };

/**
 * A member's play on past days, as the agent pages read it: the settled round (team betting, user profit
 * and loss read rounds) and its money on the ledger (the team overview's feed reads the ledger, decision
 * 044), dated on that day. The stake is credited first as a staff adjustment, so the wallet never goes
 * below zero.
 */
export async function playPastRounds(username: string, days: readonly TPlayedDay[]): Promise<void> {
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const vendor = await db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const account = { merchantId, currency: 'PHP' };
    const main = await ensurePlayerAccount(db, { ...account, memberId: member.id, code: 'MAIN' });
    const house = await ensureHouseAccount(db, { ...account, code: 'ADJUSTMENT' });
    const move = (kind: string, amount: number, daysAgo: number) =>
      postDated(db, { merchantId, kind, main, house, amount: BigInt(amount), daysAgo });
    for (const day of days) {
      const when = sql<Date>`now() - make_interval(days => ${day.daysAgo})`;
      await sql`INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code,
          status, stake_minor, win_minor, bet_count, live_bet_count, opened_at, closed_at)
        VALUES (${merchantId}, 'HOUSE', ${randomUUID()}, ${member.id}, ${vendor.id}, 'g', 'CLOSED',
          ${day.stakeMinor}, ${day.winMinor}, 1, 1, ${when}, ${when})`.execute(db);
      await move('ADJUSTMENT', day.stakeMinor, day.daysAgo);
      await move('GAME_BET', -day.stakeMinor, day.daysAgo);
      if (day.winMinor > 0) await move('GAME_WIN', day.winMinor, day.daysAgo);
    }
  });
}

/** One posting between the member's MAIN and the house, dated `daysAgo` in the same transaction (the feed sees it so). */
async function postDated(
  db: TDb,
  p: { merchantId: number; kind: string; main: bigint; house: bigint; amount: bigint; daysAgo: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const posted = await postWithin(trx, {
      merchantId: p.merchantId,
      idempotencyKey: `e2e-play:${randomUUID()}`,
      kind: p.kind,
      entries: [
        { accountId: p.main, amount: p.amount },
        { accountId: p.house, amount: -p.amount },
      ],
    });
    await sql`UPDATE ledger_transactions SET created_at = now() - make_interval(days => ${p.daysAgo})
      WHERE id = ${posted.transactionId}`.execute(trx);
  });
}
