import { randomBytes } from 'node:crypto';
import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { playRound, type TRoundOutcome, type TRoundRequest } from '../../verify/verify-round.ts';
import { assert } from '../api/house-error.ts';
import { takeNonce } from '../fair/seed-pair.repository.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { playOnTransferWallet } from '../transfer/transfer-play.ts';
import { insertRound, type TRoundRow } from './round.repository.ts';
import { finishRound, placeBet } from './round-wallet.ts';

/**
 * What a game makes of the math module's outcome: the win, the outcome as the player API shows it, and
 * — when that is large (a slot feature) — a compact form for the platform's game recall (8 KB cap there).
 */
export type TRoundPlan<TShown> = { winCents: bigint; shown: TShown; recall?: unknown };

export type TPlayedRound<TShown> = { roundId: string; nonce: number; shown: TShown; balanceCents: bigint };

/** Unique, opaque and safe in the platform's id pattern (letters, digits, `_`, `-`). */
export function newRoundRef(): string {
  return `hr_${randomBytes(12).toString('base64url')}`;
}

/**
 * One instant round (slot spin, fish shot, baccarat deal), start to end:
 *   1. one transaction takes the player's next nonce, plays the round from the committed seeds and stores
 *      it PLACING with its outcome — from here on a crash loses nothing: recovery can finish it;
 *   2. the bet goes to the platform (refused → VOID, unknown → rolled back);
 *   3. the win (if any) and endRound with the recall detail; if those get no answer, the player still
 *      sees the outcome and the recovery loop delivers them.
 * At a transfer-mode vendor, step 1 also moves the stake and the win in the house wallet and the round
 * is CLOSED in that same commit: steps 2 and 3 do not exist.
 */
export async function playInstantRound<TShown>(
  ctx: THouseContext,
  session: THouseSession,
  input: {
    stakeCents: bigint;
    request: TRoundRequest;
    plan: (outcome: TRoundOutcome) => TRoundPlan<TShown>;
  },
): Promise<TPlayedRound<TShown>> {
  const { round, nonce, shown, transferBalanceCents } = await storeRound(ctx, session, input);
  if (transferBalanceCents !== null) {
    return { roundId: round.round_ref, nonce, shown, balanceCents: transferBalanceCents };
  }
  const placed = await placeBet(ctx, round, session.walletToken);
  const placedRound: TRoundRow = { ...round, state: 'PLACED' };
  const finalBalance = await finishRound(ctx, placedRound);
  return { roundId: round.round_ref, nonce, shown, balanceCents: finalBalance ?? placed.balanceCents };
}

async function storeRound<TShown>(
  ctx: THouseContext,
  session: THouseSession,
  input: { stakeCents: bigint; request: TRoundRequest; plan: (outcome: TRoundOutcome) => TRoundPlan<TShown> },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const pair = await takeNonce(trx, { merchantCode: session.merchantCode, playerId: session.playerId });
    const source = createRoundFloatSource(pair);
    const { winCents, shown, recall } = input.plan(playRound(source, input.request));
    const transferBalanceCents = session.transferVassalage
      ? await playOnTransferWallet(trx, transferKey(session), input.stakeCents, winCents)
      : null;
    const roundRef = newRoundRef();
    const round = await insertRound(trx, {
      round_ref: roundRef,
      merchant_code: session.merchantCode,
      player_id: session.playerId,
      session_id: session.id,
      game_id: session.game.gameId,
      kind: session.game.kind,
      currency: session.currency,
      stake_cents: input.stakeCents,
      win_cents: winCents,
      // On a transfer wallet the money already moved in this transaction: the round is done.
      state: transferBalanceCents === null ? 'PLACING' : 'CLOSED',
      transfer_vassalage: session.transferVassalage,
      seed_pair_id: pair.id,
      nonce: BigInt(pair.nonce),
      outcome: roundDetail({
        gameId: session.game.gameId,
        stakeCents: input.stakeCents,
        winCents,
        shown: recall ?? shown,
        proof: {
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
          verifyPath: roundVerifyPath(roundRef),
        },
      }),
      leaseMs: ctx.config.roundLeaseMs,
    });
    return { round, nonce: pair.nonce, shown, transferBalanceCents };
  });
}

/** The platform refuses a detail over 8 KB; ours stay well under (a slot feature is summarised). */
const MAX_DETAIL_CHARS = 6_000;

/** The house wallet a transfer-mode session plays against. */
export function transferKey(session: THouseSession) {
  if (!session.transferVassalage) throw new Error('Invariant failed: a transfer-mode session');
  return {
    merchantCode: session.merchantCode,
    vassalage: session.transferVassalage,
    playerId: session.playerId,
  };
}

/**
 * The proof in a round's recall. `verifyPath` opens the verify page on this round: it finds the seeds
 * from the round id (round proof API), so the seeds stay findable after the pair is revealed however
 * long ago. Event bets add the client seed they contributed; settlement adds the seed and the entropy.
 */
export type TRoundProof = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
  betClientSeed?: string;
  verifyPath?: string;
};

/** The verify page opened on one round (relative to the house's origin). */
export function roundVerifyPath(roundRef: string): string {
  return `/house/verify?round=${encodeURIComponent(roundRef)}`;
}

/**
 * The endRound detail: what the platform's game recall shows — stake, outcome, win — and the provably
 * fair proof (the server seed only once it is revealed). Keys stay under the platform's 40 characters.
 */
export function roundDetail(input: {
  gameId: string;
  stakeCents: bigint;
  winCents: bigint | null;
  shown: unknown;
  proof: TRoundProof;
}): Record<string, unknown> {
  const detail = {
    provider: 'HOUSE',
    gameId: input.gameId,
    stake: toMoney(input.stakeCents),
    win: input.winCents === null ? null : toMoney(input.winCents),
    outcome: input.shown,
    proof: input.proof,
  };
  assert(JSON.stringify(detail).length <= MAX_DETAIL_CHARS, 'round detail fits the platform recall');
  return detail;
}
