import type { THouseContext } from '../house-context.ts';
import { claimUnfinishedRounds } from './round.repository.ts';
import { cancelBet, finishRound } from './round-wallet.ts';

export const ROUNDS_PER_PASS = 50;
const RECOVERY_CALLS_IN_FLIGHT = 4;

/**
 * Finishes rounds that a request left mid-way (a crash, a platform that did not answer, a settled event
 * bet): an unconfirmed bet (PLACING) is rolled back; a confirmed one gets its win and endRound. Every
 * call reuses the round's ids, so however often this runs, each round is paid at most once and none is
 * lost. Returns how many rounds it worked on.
 */
export async function recoverRounds(ctx: THouseContext, limit = ROUNDS_PER_PASS): Promise<number> {
  const rounds = await claimUnfinishedRounds(ctx.db, limit, ctx.config.roundLeaseMs);
  let next = 0;
  // Several at once: a lottery draw hands thousands of finished slips over for their endRound, and each
  // waits on the platform's answer; every round is claimed (leased) by this pass alone.
  const worker = async () => {
    for (let round = rounds[next++]; round; round = rounds[next++]) {
      try {
        if (round.state === 'PLACING') await cancelBet(ctx, round);
        else await finishRound(ctx, round);
      } catch (error) {
        // A bug or a database hiccup on one round must not stop the others; its lease lets it come back.
        ctx.log.error({ err: error, round: round.round_ref }, 'house: recovery of a round failed');
      }
    }
  };
  await Promise.all(Array.from({ length: RECOVERY_CALLS_IN_FLIGHT }, worker));
  return rounds.length;
}
