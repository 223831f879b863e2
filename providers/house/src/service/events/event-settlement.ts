import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { drawStream } from '../../fair/scheduled-draw.ts';
import { drawEntropy } from '../../fair/seed-chain.ts';
import { playEventRound, type TEventRound } from '../../games/events/event-match.ts';
import { assert } from '../api/house-error.ts';
import type { THouseDb } from '../db/house-db.ts';
import { eventMarketsView, eventResultView } from '../games/outcome-views.ts';
import type { THouseContext } from '../house-context.ts';
import {
  entropyContributions,
  lockDueMatches,
  markMatchSettled,
  settleSelectionBets,
  type TMatchRow,
} from './event.repository.ts';

const MATCHES_PER_PASS = 20;

/**
 * Settles every match whose end has passed: prices the match again from its committed seed (the odds must
 * come out as published), plays the result from the seed and the entropy of the bets placed before
 * kick-off, stores both with the result, reveals the seed, and fixes each bet's win. The wallet calls (win,
 * endRound) are then made by the recovery loop, which retries them until the platform confirms.
 */
export async function settleDueMatches(ctx: THouseContext, now: Date = new Date()): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await lockDueMatches(trx, now, MATCHES_PER_PASS);
    for (const match of due) await settleMatch({ ...ctx, db: trx }, match);
    return due.length;
  });
}

/**
 * The match replayed. Chained matches are scheduled draws (fair/scheduled-draw.ts, decision 059): odds from
 * (seed, match id) alone, published before betting; result from drawStream(seed, entropy), entropy =
 * drawEntropy(match id, client seeds of the bets before kick-off). Matches made before the chains were
 * priced and are played from one stream (seed, match id), as published then.
 */
export async function replayMatch(
  db: THouseDb,
  match: TMatchRow,
): Promise<{ round: TEventRound; entropy: string | null; contributionCount: number | null }> {
  const odds = createRoundFloatSource({
    serverSeed: match.server_seed,
    clientSeed: match.match_ref,
    nonce: 0,
  });
  if (match.chain_id === null) {
    return { round: playEventRound(odds, odds, match.kind), entropy: null, contributionCount: null };
  }
  const contributions = await entropyContributions(db, match);
  const entropy = drawEntropy(match.match_ref, contributions);
  return {
    round: playEventRound(odds, drawStream(match.server_seed, entropy), match.kind),
    entropy,
    contributionCount: new Set(contributions).size,
  };
}

async function settleMatch(ctx: THouseContext, match: TMatchRow): Promise<void> {
  const { round, entropy, contributionCount } = await replayMatch(ctx.db, match);
  // The stored odds were priced from the same seed; a mismatch means the seed or the math changed.
  assert(
    JSON.stringify(eventMarketsView(round)) === JSON.stringify(storedMarketsView(match)),
    `match ${match.match_ref} replays to its published odds`,
  );
  const result = eventResultView(round);
  await markMatchSettled(ctx.db, match.id, { result, entropy, contributionCount });
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
        entropy,
      });
    }
  }
}

function storedMarketsView(match: TMatchRow) {
  return eventMarketsView({
    match: { markets: match.markets } as Parameters<typeof eventMarketsView>[0]['match'],
  });
}
