import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import { createEventMatch, type TEventKind } from '../../games/events/event-match.ts';
import type { TMarketQuote } from '../../games/events/event-odds.ts';
import { winPayoutCents } from '../../games/events/event-odds.ts';
import { EVENT_GAMES } from '../../games/events/event-rules.ts';
import type {
  TEventBet,
  TEventBetAnswer,
  TEventBetRequest,
  TEventBoardAnswer,
  TEventMatch,
  TEventResult,
  TSeedChain,
} from '../api/api-contract.ts';
import { findHouseGame } from '../api/game-registry.ts';
import { assert, HouseError } from '../api/house-error.ts';
import type { TRoundState } from '../db/house-db.ts';
import { ensureActivePair } from '../fair/seed-pair.repository.ts';
import { checkStake, requireKind } from '../games/bet-limits.ts';
import { oddsText } from '../games/outcome-views.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { insertRound } from '../rounds/round.repository.ts';
import { newRoundRef, roundDetail, roundVerifyPath, transferKey } from '../rounds/round-flow.ts';
import { placeBet } from '../rounds/round-wallet.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { playOnTransferWallet } from '../transfer/transfer-play.ts';
import {
  existingSeqs,
  findMatch,
  insertEventBet,
  insertMatch,
  listBoardMatches,
  listPlayerBets,
  type TMatchRow,
} from './event.repository.ts';
import { chainSeedFor, chainView } from './event-chains.ts';
import { liveSeqRange, matchRef, matchSides, matchTimes } from './event-schedule.ts';
import { findChainsByIds, listChains, type TChainRow } from './seed-chain.repository.ts';

const BOARD_SIZE = 8;
const MY_BETS_SHOWN = 50;
const KIND_BY_GAME = new Map(EVENT_GAMES.map((game) => [game.gameId, game.kind]));

export function eventKindOf(gameId: string): TEventKind {
  const kind = KIND_BY_GAME.get(gameId);
  if (!kind) throw new HouseError('NOT_FOUND', 'not an event game');
  return kind;
}

/**
 * Creates the open and live matches of the schedule that do not exist yet. Each match's server seed is the
 * element of its game's published hash chain at its position (event-chains.ts), committed on its own by its
 * hash too; the odds come from that seed alone (client seed = match id, nonce 0), before any bet.
 */
export async function ensureMatches(ctx: THouseContext, gameId: string, now: Date): Promise<void> {
  const kind = eventKindOf(gameId);
  const { first, last } = liveSeqRange(ctx.config.events, now.getTime());
  const existing = await existingSeqs(ctx.db, gameId, first, last);
  for (let seq = first; seq <= last; seq++) {
    if (existing.has(seq)) continue;
    const ref = matchRef(gameId, seq);
    const { chain, position, serverSeed } = await chainSeedFor(ctx, gameId, seq);
    const match = createEventMatch(createRoundFloatSource({ serverSeed, clientSeed: ref, nonce: 0 }), kind);
    await insertMatch(ctx.db, {
      match_ref: ref,
      game_id: gameId,
      kind,
      seq: BigInt(seq),
      ...matchSides(kind, seq),
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      chain_id: chain.id,
      chain_position: position,
      markets: match.markets,
      ...toColumns(matchTimes(ctx.config.events, seq)),
    });
  }
}

function toColumns(times: ReturnType<typeof matchTimes>) {
  return { opens_at: times.opensAt, kickoff_at: times.kickoffAt, ends_at: times.endsAt };
}

export function matchStatus(row: TMatchRow, now: Date): TEventMatch['status'] {
  if (row.settled_at !== null) return 'SETTLED';
  return now < row.kickoff_at ? 'OPEN' : 'LIVE';
}

function matchView(row: TMatchRow, now: Date, chainNos: ReadonlyMap<bigint, number>): TEventMatch {
  const status = matchStatus(row, now);
  const markets = row.markets as TMarketQuote[];
  return {
    matchId: row.match_ref,
    gameId: row.game_id,
    kind: row.kind,
    home: row.home,
    away: row.away,
    kickoffAt: row.kickoff_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status,
    markets: markets.map((market) => ({
      market: market.id,
      selections: market.selections.map((s) => ({ selection: s.id, odds: oddsText(s.oddsHundredths) })),
    })),
    ...(status === 'SETTLED' ? { result: row.result as TEventResult, serverSeed: row.server_seed } : {}),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.match_ref,
    nonce: 0,
    ...chainPlace(row, chainNos),
    ...(row.entropy !== null && row.entropy_contributions !== null
      ? { entropy: row.entropy, entropyContributions: row.entropy_contributions }
      : {}),
  };
}

function chainPlace(row: TMatchRow, chainNos: ReadonlyMap<bigint, number>) {
  if (row.chain_id === null || row.chain_position === null) return {};
  const chainNo = chainNos.get(row.chain_id);
  assert(chainNo !== undefined, 'the chain of a listed match is loaded');
  return { chain: { chainNo, position: row.chain_position } };
}

/** The chains the board shows: the two newest (in use, next) and any older one a listed match uses. */
async function boardChains(ctx: THouseContext, gameId: string, rows: readonly TMatchRow[]) {
  const newest = await listChains(ctx.db, gameId, 2);
  const known = new Set(newest.map((chain) => chain.id));
  const missing = [...new Set(rows.flatMap((row) => (row.chain_id === null ? [] : [row.chain_id])))].filter(
    (id) => !known.has(id),
  );
  const older: TChainRow[] = await findChainsByIds(ctx.db, missing);
  return { published: newest, all: [...newest, ...older] };
}

/** Open to anyone with a session of any game: the board is public information. */
export async function eventBoard(ctx: THouseContext, gameId: string): Promise<TEventBoardAnswer> {
  if (findHouseGame(gameId)?.kind !== 'events') throw new HouseError('NOT_FOUND', 'not an event game');
  const now = new Date();
  await ensureMatches(ctx, gameId, now);
  const rows = await listBoardMatches(ctx.db, gameId, now, BOARD_SIZE);
  const chains = await boardChains(ctx, gameId, rows);
  const chainNos = new Map(chains.all.map((chain) => [chain.id, chain.chain_no]));
  const published: TSeedChain[] = chains.published.map(chainView);
  return {
    serverTime: now.toISOString(),
    matches: rows.map((row) => matchView(row, now, chainNos)),
    chains: published,
  };
}

/** The quoted odds of one selection, or BAD_REQUEST for a market or selection the match does not have. */
function quotedOdds(row: TMatchRow, market: string, selection: string): number {
  const quote = (row.markets as TMarketQuote[])
    .find((candidate) => candidate.id === market)
    ?.selections.find((candidate) => candidate.id === selection);
  if (!quote) throw new HouseError('BAD_REQUEST', 'unknown market or selection');
  return quote.oddsHundredths;
}

/** A bet on an open match: one round, debited now, settled when the match ends. */
export async function placeEventBet(
  ctx: THouseContext,
  session: THouseSession,
  input: TEventBetRequest,
): Promise<TEventBetAnswer> {
  requireKind(session.game, 'events');
  const stakeCents = checkStake(session.game, input.stake);
  const match = await findMatch(ctx.db, session.game.gameId, input.matchId);
  if (!match) throw new HouseError('NOT_FOUND', 'unknown match');
  if (matchStatus(match, new Date()) !== 'OPEN')
    throw new HouseError('BET_NOT_ALLOWED', 'betting has closed');
  const oddsHundredths = quotedOdds(match, input.market, input.selection);
  // The bettor's contribution to the match's entropy: the page's (drawn in the browser) or the player's own.
  const clientSeed =
    input.clientSeed ??
    (await ensureActivePair(ctx.db, { merchantCode: session.merchantCode, playerId: session.playerId }))
      .clientSeed;
  const { round, transferBalanceCents } = await storeEventBet(ctx, session, {
    match,
    market: input.market,
    selection: input.selection,
    oddsHundredths,
    stakeCents,
    clientSeed,
  });
  const balanceCents = transferBalanceCents ?? (await placeBet(ctx, round, session.walletToken)).balanceCents;
  return {
    bet: betView({
      roundRef: round.round_ref,
      state: 'PLACED',
      winCents: null,
      result: null,
      match,
      market: input.market,
      selection: input.selection,
      oddsHundredths,
      stakeCents,
      placedAt: round.created_at,
      clientSeed,
    }),
    balance: toMoney(balanceCents),
  };
}

type TEventBetInput = {
  match: TMatchRow;
  market: string;
  selection: string;
  oddsHundredths: number;
  stakeCents: bigint;
  clientSeed: string;
};

/**
 * The bet's round and its event_bets row in one transaction. At a transfer-mode vendor the stake leaves
 * the house wallet in that same transaction and the round waits PLACED for its match (no wallet call).
 */
async function storeEventBet(ctx: THouseContext, session: THouseSession, bet: TEventBetInput) {
  const { match, stakeCents } = bet;
  return ctx.db.transaction().execute(async (trx) => {
    const transferBalanceCents = session.transferVassalage
      ? await playOnTransferWallet(trx, transferKey(session), stakeCents, 0n)
      : null;
    const roundRef = newRoundRef();
    const round = await insertRound(trx, {
      round_ref: roundRef,
      merchant_code: session.merchantCode,
      player_id: session.playerId,
      session_id: session.id,
      game_id: session.game.gameId,
      kind: 'events',
      currency: session.currency,
      stake_cents: stakeCents,
      win_cents: null,
      state: transferBalanceCents === null ? 'PLACING' : 'PLACED',
      transfer_vassalage: session.transferVassalage,
      seed_pair_id: null,
      nonce: null,
      outcome: roundDetail({
        gameId: session.game.gameId,
        stakeCents,
        winCents: null,
        shown: {
          matchId: match.match_ref,
          home: match.home,
          away: match.away,
          kickoffAt: match.kickoff_at.toISOString(),
          market: bet.market,
          selection: bet.selection,
          odds: oddsText(bet.oddsHundredths),
        },
        proof: {
          serverSeedHash: match.server_seed_hash,
          clientSeed: match.match_ref,
          nonce: 0,
          betClientSeed: bet.clientSeed,
          verifyPath: roundVerifyPath(roundRef),
        },
      }),
      leaseMs: ctx.config.roundLeaseMs,
    });
    await insertEventBet(trx, {
      roundId: round.id,
      matchId: match.id,
      merchantCode: session.merchantCode,
      playerId: session.playerId,
      market: bet.market,
      selection: bet.selection,
      oddsHundredths: bet.oddsHundredths,
      stakeCents,
      clientSeed: bet.clientSeed,
    });
    return { round, transferBalanceCents };
  });
}

type TBetViewInput = {
  roundRef: string;
  state: TRoundState;
  winCents: bigint | null;
  result: 'WON' | 'LOST' | 'REFUNDED' | null;
  match: Pick<TMatchRow, 'match_ref' | 'game_id' | 'home' | 'away' | 'kickoff_at'>;
  market: string;
  selection: string;
  oddsHundredths: number;
  stakeCents: bigint;
  placedAt: Date;
  clientSeed: string | null;
};

function betStatus(input: TBetViewInput): TEventBet['status'] {
  if (input.state === 'PLACING') return 'PENDING';
  if (input.state === 'VOID' || input.state === 'ROLLED_BACK') return 'VOID';
  return input.result ?? 'OPEN';
}

function betView(input: TBetViewInput): TEventBet {
  const status = betStatus(input);
  const isSettled = status === 'WON' || status === 'LOST' || status === 'REFUNDED';
  return {
    betId: input.roundRef,
    matchId: input.match.match_ref,
    gameId: input.match.game_id,
    home: input.match.home,
    away: input.match.away,
    kickoffAt: input.match.kickoff_at.toISOString(),
    market: input.market,
    selection: input.selection,
    odds: oddsText(input.oddsHundredths),
    stake: toMoney(input.stakeCents),
    potentialWin: toMoney(winPayoutCents(Number(input.stakeCents), input.oddsHundredths)),
    status,
    ...(isSettled && input.winCents !== null ? { win: toMoney(input.winCents) } : {}),
    placedAt: input.placedAt.toISOString(),
    clientSeed: input.clientSeed,
  };
}

export async function myEventBets(
  ctx: THouseContext,
  session: THouseSession,
): Promise<{ bets: TEventBet[] }> {
  const rows = await listPlayerBets(ctx.db, session, MY_BETS_SHOWN);
  assert(rows.length <= MY_BETS_SHOWN, 'bet list is capped');
  return {
    bets: rows.map((row) =>
      betView({
        roundRef: row.round_ref,
        state: row.state,
        winCents: row.win_cents,
        result: row.result,
        match: row,
        market: row.market,
        selection: row.selection,
        oddsHundredths: row.odds_hundredths,
        stakeCents: row.stake_cents,
        placedAt: row.created_at,
        clientSeed: row.client_seed,
      }),
    ),
  };
}
