import type {
  TClientSeedAnswer,
  TClientSeedRequest,
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

/** The page's fairness panel lists this many retired pairs a page; `before` pages further back. */
export const REVEALED_PAIRS_SHOWN = 20;

export function toPublicPair(pair: TActivePair): TPublicSeedPair {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
}

function toRevealedPair(row: TRevealedPairRow): TRevealedSeedPair {
  return {
    pairId: row.id.toString(),
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

/** The active commitments and one page of revealed pairs (newest first, or older than `before`). */
export async function fairOverview(
  ctx: THouseContext,
  key: TPlayerKey,
  before?: string,
): Promise<TFairAnswer> {
  const beforeId = before === undefined ? undefined : BigInt(before);
  const [current, revealed] = await Promise.all([
    ensureActivePair(ctx.db, key),
    listRevealedPairs(ctx.db, key, REVEALED_PAIRS_SHOWN + 1, beforeId),
  ]);
  return {
    current: toPublicPair(current),
    revealed: revealed.slice(0, REVEALED_PAIRS_SHOWN).map(toRevealedPair),
    hasMore: revealed.length > REVEALED_PAIRS_SHOWN,
  };
}

/**
 * A new client seed retires the pair: its server seed is revealed and the next seed — committed and shown
 * before this request — becomes active with the new client seed; a fresh next seed is committed.
 */
export async function changeClientSeed(
  ctx: THouseContext,
  key: TPlayerKey,
  input: TClientSeedRequest,
): Promise<TClientSeedAnswer> {
  const { revealed, current } = await rotatePair(ctx.db, key, {
    clientSeed: input.clientSeed,
    shownNextHash: input.nextServerSeedHash,
  });
  return { revealed: toRevealedPair(revealed), current: toPublicPair(current) };
}
