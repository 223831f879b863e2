import type { TBaccaratDealAnswer, TBaccaratDealRequest } from '../api/api-contract.ts';
import { assert } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { playInstantRound } from '../rounds/round-flow.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { readSpotStakes } from './baccarat-stakes.ts';
import { requireKind } from './bet-limits.ts';
import { baccaratView } from './outcome-views.ts';

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
