import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { playEventRound } from '../../games/events/event-match.ts';
import { assert } from '../api/house-error.ts';
import { eventMarketsView, eventResultView } from '../games/outcome-views.ts';
import type { THouseContext } from '../house-context.ts';
import { lockDueMatches, markMatchSettled, settleSelectionBets, type TMatchRow } from './event.repository.ts';

const MATCHES_PER_PASS = 20;

/**
 * Settles every match whose end has passed: replays the match from its committed seed (the same floats
 * that priced it), stores the result, reveals the seed, and fixes each bet's win. The wallet calls (win,
 * endRound) are then made by the recovery loop, which retries them until the platform confirms.
 */
export async function settleDueMatches(ctx: THouseContext, now: Date = new Date()): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await lockDueMatches(trx, now, MATCHES_PER_PASS);
    for (const match of due) await settleMatch({ ...ctx, db: trx }, match);
    return due.length;
  });
}

async function settleMatch(ctx: THouseContext, match: TMatchRow): Promise<void> {
  const round = playEventRound(
    createRoundFloatSource({ serverSeed: match.server_seed, clientSeed: match.match_ref, nonce: 0 }),
    match.kind,
  );
  // The stored odds were priced from the same seed; a mismatch means the seed or the math changed.
  assert(
    JSON.stringify(eventMarketsView(round)) === JSON.stringify(storedMarketsView(match)),
    `match ${match.match_ref} replays to its published odds`,
  );
  const result = eventResultView(round);
  await markMatchSettled(ctx.db, match.id, result);
  for (const market of round.match.markets) {
    const settlement = round.result.settlements[market.id];
    assert(settlement, `market ${market.id} is settled`);
    for (const selection of market.selections) {
      const isWinner = settlement.winner === selection.id;
      const isRefunded = settlement.refunded.includes(selection.id);
      await settleSelectionBets(ctx.db, {
        matchId: match.id,
        market: market.id,
        selection: selection.id,
        result: isWinner ? 'WON' : isRefunded ? 'REFUNDED' : 'LOST',
        resultDetail: result,
        serverSeed: match.server_seed,
      });
    }
  }
}

function storedMarketsView(match: TMatchRow) {
  return eventMarketsView({
    match: { markets: match.markets } as Parameters<typeof eventMarketsView>[0]['match'],
  });
}
