import type {
  TClientSeedAnswer,
  TFairAnswer,
  TPublicSeedPair,
  TRevealedSeedPair,
} from '../api/api-contract.ts';
import type { THouseContext } from '../house-context.ts';
import {
  ensureActivePair,
  listRevealedPairs,
  rotatePair,
  type TActivePair,
  type TPlayerKey,
  type TRevealedPairRow,
} from './seed-pair.repository.ts';

/** The page's fairness panel lists this many retired pairs. */
export const REVEALED_PAIRS_SHOWN = 20;

export function toPublicPair(pair: TActivePair): TPublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

function toRevealedPair(row: TRevealedPairRow): TRevealedSeedPair {
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    lastNonce: row.nextNonce > 0 ? row.nextNonce - 1 : null,
    revealedAt: row.revealedAt.toISOString(),
  };
}

export async function currentPublicPair(ctx: THouseContext, key: TPlayerKey): Promise<TPublicSeedPair> {
  return toPublicPair(await ensureActivePair(ctx.db, key));
}

export async function fairOverview(ctx: THouseContext, key: TPlayerKey): Promise<TFairAnswer> {
  const [current, revealed] = await Promise.all([
    ensureActivePair(ctx.db, key),
    listRevealedPairs(ctx.db, key, REVEALED_PAIRS_SHOWN),
  ]);
  return { current: toPublicPair(current), revealed: revealed.map(toRevealedPair) };
}

/** A new client seed retires the pair: its server seed is revealed and a fresh one committed. */
export async function changeClientSeed(
  ctx: THouseContext,
  key: TPlayerKey,
  clientSeed: string,
): Promise<TClientSeedAnswer> {
  const { revealed, current } = await rotatePair(ctx.db, key, clientSeed);
  return { revealed: toRevealedPair(revealed), current: toPublicPair(current) };
}
