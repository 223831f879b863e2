import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  postWithin,
} from '../../modules/ledger/ledger.service.ts';
import type { TDb } from '../database.ts';

export type TPlayedDay = { daysAgo: number; stakeMinor: number; winMinor: number };

/** How many of the merchant's seamless vendors a member's past play is spread over (one a day, in turn). */
const PLAYED_VENDORS = 4;

/**
 * A member's play on past days, as the member and agent pages read it: a settled round (the betting record reads
 * rounds) and its money on the ledger — stake credited first as an adjustment, then the bet and the win between
 * MAIN and the vendor's game account, as seamless play posts them — each posting dated on that day in its own
 * transaction, as the team-figures feed (decision 044) reads the ledger. The demo's month of team history and the
 * browser tests' played days are written by this one function.
 */
export async function recordPastPlay(
  db: TDb,
  input: { merchantId: number; memberId: bigint; days: readonly TPlayedDay[] },
): Promise<void> {
  const { merchantId, memberId } = input;
  const vendors = await db
    .selectFrom('game_vendors')
    .select(['id', 'vassalage'])
    .where('merchant_id', '=', merchantId)
    .where('wallet_mode', '=', 'SEAMLESS')
    .orderBy('id')
    .limit(PLAYED_VENDORS)
    .execute();
  const account = { merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(db, { ...account, memberId, code: 'MAIN' });
  const adjustment = await ensureHouseAccount(db, { ...account, code: houseAccountCode.adjustment });
  const move = (house: bigint, kind: string, amount: number, daysAgo: number) =>
    db.transaction().execute(async (trx) => {
      const posted = await postWithin(trx, {
        merchantId,
        idempotencyKey: `past-play:${randomUUID()}`,
        kind,
        entries: [
          { accountId: main, amount: BigInt(amount) },
          { accountId: house, amount: -BigInt(amount) },
        ],
      });
      await sql`UPDATE ledger_transactions SET created_at = now() - make_interval(days => ${daysAgo})
        WHERE id = ${posted.transactionId}`.execute(trx);
    });
  for (const day of input.days) {
    const vendor = vendors[day.daysAgo % vendors.length];
    if (!vendor) throw new Error('Invariant failed: the merchant has game vendors before any play is seeded');
    const game = await ensureHouseAccount(db, { ...account, code: houseAccountCode.game(vendor.vassalage) });
    const when = sql<Date>`now() - make_interval(days => ${day.daysAgo})`;
    await sql`INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code,
        status, stake_minor, win_minor, bet_count, live_bet_count, opened_at, closed_at, points_xid)
      VALUES (${merchantId}, 'HOUSE', ${randomUUID()}, ${memberId}, ${vendor.id}, 'g', 'CLOSED',
        ${day.stakeMinor}, ${day.winMinor}, 1, 1, ${when}, ${when}, pg_current_xact_id())`.execute(db);
    await move(adjustment, 'ADJUSTMENT', day.stakeMinor, day.daysAgo);
    await move(game, 'GAME_BET', -day.stakeMinor, day.daysAgo);
    if (day.winMinor > 0) await move(game, 'GAME_WIN', day.winMinor, day.daysAgo);
  }
}

/** A month of a member's play: most days, stakes of a few hundred to a few thousand, wins now and then. */
function monthOf(seed: number): TPlayedDay[] {
  const days: TPlayedDay[] = [];
  for (let daysAgo = 30; daysAgo >= 1; daysAgo -= 1) {
    const roll = (daysAgo * 7919 + seed * 104_729) % 1000;
    if (roll < 250) continue;
    const stakeMinor = 20_000 + ((roll * 9173) % 380_000);
    const winMinor = roll % 3 === 0 ? 0 : Math.floor((stakeMinor * (300 + (roll % 900))) / 1000);
    days.push({ daysAgo, stakeMinor, winMinor });
  }
  return days;
}

/**
 * demo_agent's team plays over the last month (demo_player, demo_team1–3 under it and its sub-agent), so the agent
 * centre's overview, reports, and — once the settlement job has run after the first start — income pages have a
 * month of true figures to show.
 */
export async function seedDemoTeamHistory(db: TDb, merchantId: number): Promise<void> {
  const players = ['demo_player', 'demo_team1', 'demo_team2', 'demo_team3'];
  for (const [index, username] of players.entries()) {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await recordPastPlay(db, { merchantId, memberId: member.id, days: monthOf(index + 1) });
  }
}
