import { chainSeedAt, createSeedChain } from '../../fair/seed-chain.ts';
import type { TSeedChain } from '../api/api-contract.ts';
import { assert } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import {
  findChainFor,
  findLatestChain,
  insertChain,
  listChains,
  type TChainRow,
} from './seed-chain.repository.ts';

/**
 * Match seeds committed far ahead (decision 032): each event game draws its match seeds from hash chains
 * (fair/seed-chain.ts). Chain n covers matches first_seq … first_seq + length − 1; match `seq` uses
 * seeds[seq − first_seq]. The anchor is published when the chain is made; the next chain is made while the
 * current one still has `chainLeadMatches` left, so its anchor is public days before its first match. A
 * schedule that jumps past every chain (the service was down) starts a new chain at once: its anchor is
 * then public only from that moment (the per-match hash and the bettors' entropy still protect it).
 */
export async function chainSeedFor(
  ctx: THouseContext,
  gameId: string,
  seq: number,
): Promise<{ chain: TChainRow; position: number; serverSeed: string }> {
  const chain = (await findChainFor(ctx.db, gameId, seq)) ?? (await startChainFor(ctx, gameId, seq));
  await publishNextChainIfDue(ctx, chain, seq);
  const position = seq - Number(chain.first_seq);
  assert(position >= 0 && position < chain.length, 'the match lies inside its chain');
  return { chain, position, serverSeed: chainSeedAt(chain.tip_seed, chain.length, position) };
}

/** A chain for a seq no chain covers: the one after the latest (contiguous when it reaches), else from seq. */
async function startChainFor(ctx: THouseContext, gameId: string, seq: number): Promise<TChainRow> {
  const latest = await findLatestChain(ctx.db, gameId);
  const length = ctx.config.events.chainLength;
  const latestEnd = latest ? Number(latest.first_seq) + latest.length : null;
  const firstSeq = latestEnd !== null && latestEnd <= seq && seq < latestEnd + length ? latestEnd : seq;
  await createChain(ctx, gameId, (latest?.chain_no ?? 0) + 1, firstSeq);
  const chain = await findChainFor(ctx.db, gameId, seq);
  assert(chain !== null, 'a chain covers the match once created');
  return chain;
}

/** Chain exhaustion: the successor is made (and its anchor published) well before the current one ends. */
async function publishNextChainIfDue(ctx: THouseContext, chain: TChainRow, seq: number): Promise<void> {
  const end = Number(chain.first_seq) + chain.length;
  if (end - seq > ctx.config.events.chainLeadMatches) return;
  const latest = await findLatestChain(ctx.db, chain.game_id);
  if (latest && latest.chain_no > chain.chain_no) return;
  await createChain(ctx, chain.game_id, chain.chain_no + 1, end);
}

async function createChain(ctx: THouseContext, gameId: string, chainNo: number, firstSeq: number) {
  const length = ctx.config.events.chainLength;
  const fresh = createSeedChain(length);
  await insertChain(ctx.db, {
    game_id: gameId,
    chain_no: chainNo,
    first_seq: BigInt(firstSeq),
    length,
    anchor: fresh.anchor,
    tip_seed: fresh.seeds[length - 1]!,
  });
  ctx.log.info({ gameId, chainNo, firstSeq, anchor: fresh.anchor }, 'house event seed chain published');
}

export function chainView(row: TChainRow): TSeedChain {
  return {
    chainNo: row.chain_no,
    anchor: row.anchor,
    firstSeq: Number(row.first_seq),
    length: row.length,
    publishedAt: row.created_at.toISOString(),
  };
}

const CHAINS_LISTED = 50;

/** Every published chain of a game (newest first, capped): what the rules and verify pages show. */
export async function publishedChains(ctx: THouseContext, gameId: string): Promise<TSeedChain[]> {
  return (await listChains(ctx.db, gameId, CHAINS_LISTED)).map(chainView);
}
