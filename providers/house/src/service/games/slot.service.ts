import { PAYLINES } from '../../games/slot/slot-symbols.ts';
import type { TSlotSpinAnswer } from '../api/api-contract.ts';
import { assert } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { playInstantRound } from '../rounds/round-flow.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { checkStake, requireKind } from './bet-limits.ts';
import { slotRecall, slotView } from './outcome-views.ts';

/** One spin: the bet is the total over the 20 fixed lines, so it is a whole number of cents per line. */
export async function spinSlot(
  ctx: THouseContext,
  session: THouseSession,
  bet: string,
): Promise<TSlotSpinAnswer> {
  requireKind(session.game, 'slot');
  const stakeCents = checkStake(session.game, bet);
  // The 0.20 bet step (game-registry) keeps this exact.
  assert(stakeCents % BigInt(PAYLINES.length) === 0n, 'slot stake is a whole amount per line');
  const betPerLineCents = Number(stakeCents / BigInt(PAYLINES.length));
  const played = await playInstantRound(ctx, session, {
    stakeCents,
    request: { game: 'slot', betPerLineCents },
    plan: (outcome) => {
      assert(outcome.game === 'slot', 'slot request gives a slot outcome');
      const shown = slotView(outcome.round);
      return { winCents: BigInt(outcome.round.totalWinCents), shown, recall: slotRecall(shown) };
    },
  });
  return {
    round: { roundId: played.roundId, nonce: played.nonce, ...played.shown },
    balance: toMoney(played.balanceCents),
  };
}
