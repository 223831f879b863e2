import { BACCARAT_SPOTS, type TBaccaratDealAnswer, type TBaccaratDealRequest } from '../api/api-contract.ts';
import { baccaratRoundCapCents, type THouseGameEntry } from '../api/game-registry.ts';
import { assert, HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { playInstantRound } from '../rounds/round-flow.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { checkStake, requireKind } from './bet-limits.ts';
import { baccaratView, type TSpotStakes } from './outcome-views.ts';

/** Every spot's stake checked against the limits; at least one spot, and the sum capped by the table. */
export function readSpotStakes(game: THouseGameEntry, bets: TBaccaratDealRequest['bets']): TSpotStakes {
  const stakes: TSpotStakes = {};
  let total = 0n;
  for (const spot of BACCARAT_SPOTS) {
    const text = bets[spot];
    if (text === undefined) continue;
    const cents = checkStake(game, text);
    stakes[spot] = Number(cents);
    total += cents;
  }
  if (total === 0n) throw new HouseError('BAD_REQUEST', 'no bet on any spot');
  if (total > BigInt(baccaratRoundCapCents(game.gameId)))
    throw new HouseError('BET_LIMIT', 'round stake too high');
  return stakes;
}

/** One coup with every spot the player covered: one bet of the total stake, one win of the total payout. */
export async function dealBaccarat(
  ctx: THouseContext,
  session: THouseSession,
  bets: TBaccaratDealRequest['bets'],
): Promise<TBaccaratDealAnswer> {
  requireKind(session.game, 'baccarat');
  const stakes = readSpotStakes(session.game, bets);
  const stakeCents = Object.values(stakes).reduce((sum, cents) => sum + BigInt(cents), 0n);
  const played = await playInstantRound(ctx, session, {
    stakeCents,
    request: { game: 'baccarat' },
    plan: (outcome) => {
      assert(outcome.game === 'baccarat', 'baccarat request gives a baccarat outcome');
      const { view, winCents } = baccaratView(outcome.round, stakes);
      return { winCents, shown: view };
    },
  });
  return {
    round: { roundId: played.roundId, nonce: played.nonce, ...played.shown },
    balance: toMoney(played.balanceCents),
  };
}
