import type { TMarketQuote } from '../../games/events/event-odds.ts';
import type {
  TEventChainsAnswer,
  TEventResult,
  TMatchProofAnswer,
  TRoundProofAnswer,
} from '../api/api-contract.ts';
import { findHouseGame } from '../api/game-registry.ts';
import { HouseError } from '../api/house-error.ts';
import { entropyContributions, findMatchByRef } from '../events/event.repository.ts';
import { matchStatus } from '../events/event.service.ts';
import { chainView, publishedChains } from '../events/event-chains.ts';
import { findChainsByIds } from '../events/seed-chain.repository.ts';
import { oddsText } from '../games/outcome-views.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';

/**
 * The data a verifier needs, never a verdict: the verify page recomputes everything in the browser from
 * these (verify-house-round.ts). No session: the seeds shown are revealed (a server seed only once its
 * pair is retired or its match settled) and round ids are unguessable.
 */

/** An event game's published chain anchors, for the rules and verify pages. */
export async function eventChains(ctx: THouseContext, gameId: string): Promise<TEventChainsAnswer> {
  if (findHouseGame(gameId)?.kind !== 'events') throw new HouseError('NOT_FOUND', 'not an event game');
  return { gameId, chains: await publishedChains(ctx, gameId) };
}

/** A match's seed, place in its chain, entropy contributions (after kick-off) and published odds. */
export async function matchProof(ctx: THouseContext, matchId: string): Promise<TMatchProofAnswer> {
  const match = await findMatchByRef(ctx.db, matchId);
  if (!match) throw new HouseError('NOT_FOUND', 'unknown match');
  const status = matchStatus(match, new Date());
  const isSettled = status === 'SETTLED';
  const [chain] = match.chain_id === null ? [] : await findChainsByIds(ctx.db, [match.chain_id]);
  const markets = (match.markets as TMarketQuote[]).map((market) => ({
    market: market.id,
    selections: market.selections.map((s) => ({ selection: s.id, odds: oddsText(s.oddsHundredths) })),
  }));
  return {
    matchId: match.match_ref,
    gameId: match.game_id,
    kickoffAt: match.kickoff_at.toISOString(),
    status,
    serverSeedHash: match.server_seed_hash,
    serverSeed: isSettled ? match.server_seed : null,
    chain:
      chain && match.chain_position !== null ? { ...chainView(chain), position: match.chain_position } : null,
    // Listed once betting closed: before that the set is still growing.
    contributions:
      match.chain_id !== null && status !== 'OPEN'
        ? [...(await entropyContributions(ctx.db, match))].sort()
        : [],
    entropy: match.entropy,
    markets,
    result: isSettled ? (match.result as TEventResult) : null,
  };
}

type TStoredDetail = {
  outcome?: { bet?: string; species?: string; bets?: Record<string, string> };
  proof?: { clientSeed?: string; nonce?: number };
};

/** A round's seeds from its id (the game recall's round id): every revealed pair stays findable. */
export async function roundProof(ctx: THouseContext, roundRef: string): Promise<TRoundProofAnswer> {
  const row = await ctx.db
    .selectFrom('house.rounds as r')
    .leftJoin('house.seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .leftJoin('house.event_bets as b', 'b.round_id', 'r.id')
    .leftJoin('house.event_matches as m', 'm.id', 'b.match_id')
    .select([
      'r.round_ref',
      'r.game_id',
      'r.kind',
      'r.nonce',
      'r.outcome',
      'r.win_cents',
      'p.server_seed',
      'p.server_seed_hash',
      'p.client_seed',
      'p.revealed_at',
      'm.match_ref',
      'm.server_seed_hash as match_seed_hash',
    ])
    .where('r.round_ref', '=', roundRef)
    .executeTakeFirst();
  if (!row) throw new HouseError('NOT_FOUND', 'unknown round');
  // A lottery slip plays on issues: each issue's draw is proved by its own seed, entropy and result.
  if (row.kind === 'lottery')
    throw new HouseError('BAD_REQUEST', 'a lottery slip is verified issue by issue');
  const detail = row.outcome as TStoredDetail;
  if (row.kind === 'events') {
    if (!row.match_ref || !row.match_seed_hash) throw new HouseError('NOT_FOUND', 'unknown match');
    return {
      roundId: row.round_ref,
      gameId: row.game_id,
      kind: row.kind,
      serverSeedHash: row.match_seed_hash,
      serverSeed: null,
      clientSeed: row.match_ref,
      nonce: 0,
      params: {},
      matchId: row.match_ref,
      win: null,
    };
  }
  if (!row.server_seed || !row.server_seed_hash || !row.client_seed || row.nonce === null) {
    throw new HouseError('NOT_FOUND', 'round has no seed pair');
  }
  const shown = detail.outcome ?? {};
  return {
    roundId: row.round_ref,
    gameId: row.game_id,
    kind: row.kind,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at === null ? null : row.server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    params: {
      ...(row.kind === 'slot' || row.kind === 'fish' ? { bet: shown.bet } : {}),
      ...(row.kind === 'fish' ? { species: shown.species } : {}),
      ...(row.kind === 'baccarat' ? { bets: shown.bets } : {}),
    },
    matchId: null,
    win: row.win_cents === null ? null : toMoney(row.win_cents),
  };
}
