import { randomUUID } from 'node:crypto';
import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlayerAccountId } from '../../src/modules/ledger/ledger.repository.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { DEFAULT_POINTS_RATES, savePointsRates } from '../../src/modules/points/points-rates.ts';
import { expectBooksBalance, merchantId as merchantIdOf, newPlayer } from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Issue 14 §8 (decision 054): for random streams of rounds — closed in random batches between feed runs, some cut by
 * a rollback after they closed, under ratios that change between runs — the member's points equal an independent
 * evaluator written here: each round earns floor(stake × ratio ÷ 100) at the ratio of the run that first saw it, and a
 * cut round keeps floor(points × stake now ÷ stake then), never below what the member still holds.
 */
let t: TTestApp;
let merchantId: number;
let vendors: { id: number; category: TGameCategory }[];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  const rows = await t.deps.db
    .selectFrom('game_vendors')
    .select(['id', 'category'])
    .where('merchant_id', '=', merchantId)
    .execute();
  vendors = rows.flatMap((row) => {
    const category = GAME_CATEGORIES.find((entry) => entry === row.category);
    return category ? [{ id: row.id, category }] : [];
  });
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await savePointsRates(t.deps.db, merchantId, DEFAULT_POINTS_RATES);
  await expectBooksBalance(t);
  await t.close();
});

type TRound = { vendor: number; stake: number; cutTo: number | null };
const ZRound = fc.record({
  vendor: fc.nat(),
  stake: fc.integer({ min: 0, max: 5_000_000 }),
  cutTo: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
});

async function balanceOf(memberId: bigint): Promise<bigint> {
  const id = await findPlayerAccountId(t.deps.db, merchantId, memberId, 'POINTS');
  if (id === null) return 0n;
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.balance;
}

describe('points earning', () => {
  it('equals an independent evaluator over random rounds, late rollbacks and changing ratios', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(ZRound, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 300 }), {
          minLength: GAME_CATEGORIES.length,
          maxLength: GAME_CATEGORIES.length,
        }),
        async (batches, ratios) => {
          const player = await newPlayer(t);
          let expected = 0n;
          const priced: Array<{ id: bigint; stake: bigint; points: bigint; cutTo: number | null }> = [];
          for (const [index, batch] of batches.entries()) {
            // The merchant changes its ratios between runs: a round keeps the ratio of the run that priced it.
            const rotated = GAME_CATEGORIES.map((_, i) => ratios[(i + index) % ratios.length] ?? 0);
            const categories = Object.fromEntries(GAME_CATEGORIES.map((c, i) => [c, rotated[i]])) as Record<
              TGameCategory,
              number
            >;
            await savePointsRates(t.deps.db, merchantId, { ...DEFAULT_POINTS_RATES, categories });
            for (const round of batch as TRound[]) {
              const vendor = vendors[round.vendor % vendors.length];
              if (!vendor) throw new Error('the demo has vendors');
              const { rows } = await sql<{ id: bigint }>`
                INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code, status,
                  stake_minor, bet_count, live_bet_count, closed_at, points_xid)
                VALUES (${merchantId}, 'HOUSE', ${randomUUID()}, ${player.memberId}, ${vendor.id}, 'g', 'CLOSED',
                  ${round.stake}, 1, 1, now(), pg_current_xact_id()) RETURNING id`.execute(t.deps.db);
              const points = (BigInt(round.stake) * BigInt(categories[vendor.category])) / 100n;
              expected += points;
              priced.push({
                id: BigInt(rows[0]?.id ?? 0),
                stake: BigInt(round.stake),
                points,
                cutTo: round.cutTo,
              });
            }
            await feedPoints(t.deps.db);
            expect(await balanceOf(player.memberId)).toBe(expected);
          }
          // Rollbacks after the close: each cut round gives back the share of its stake that went.
          for (const round of priced.filter((r) => r.cutTo !== null)) {
            const now = BigInt(Math.floor(Number(round.stake) * (round.cutTo ?? 1)));
            await sql`UPDATE game_rounds SET stake_minor = ${now}, points_xid = pg_current_xact_id()
              WHERE id = ${round.id}`.execute(t.deps.db);
            const kept = round.stake === 0n ? 0n : (round.points * now) / round.stake;
            expected -= round.points - kept;
          }
          await feedPoints(t.deps.db);
          await feedPoints(t.deps.db);
          expect(await balanceOf(player.memberId)).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
