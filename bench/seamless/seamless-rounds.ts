import { randomInt } from 'node:crypto';
import type { TDb } from '../../apps/server/src/db/database.ts';
import { sha256 } from '../../apps/server/src/lib/tokens.ts';
import { createRoundFloatSource } from '../../providers/house/src/fair/round-floats.ts';
import { createSeedPair } from '../../providers/house/src/fair/seed-pair.ts';
import { slotRecall, slotView } from '../../providers/house/src/service/games/outcome-views.ts';
import { toMoney } from '../../providers/house/src/service/money.ts';
import { newRoundRef, roundDetail } from '../../providers/house/src/service/rounds/round-flow.ts';
import { walletRefs } from '../../providers/house/src/service/rounds/round-wallet.ts';
import {
  createSeamlessClient,
  type TSeamlessClient,
} from '../../providers/house/src/service/seamless/seamless-client.ts';
import { playRound } from '../../providers/house/src/verify/verify-round.ts';
import { CONCURRENCY, SERVER_POOL } from '../support/knobs.ts';
import type { TBenchPlayer } from '../wallet/bench-db.ts';
import { forkBenchServer } from '../wallet/bench-server.ts';
import { HOUSE_SLOT, keepAliveTransport, launchToken } from './launch.ts';
import type { TRawPlayer, TRawRound } from './seamless-raw.ts';

/**
 * House slot rounds as the house provider plays them over the seamless API — launch and authenticate, then
 * bet → win → endRound with the house's ids and bodies — shared by the benches that stream real rounds
 * (bench:seamless, bench:promotions).
 */

/** 0.05 a line on the slot's 20 lines. */
export const STAKE_MINOR = 100n;
export const CURRENCY = 'PHP';

export type TGamePlayer = { raw: TRawPlayer; playerId: string; sessionToken: string };
export type TOutcome = { winMinor: bigint; detail: Record<string, unknown> };

/** Real winning slot spins (their win and the endRound detail the house sends), so each round is a pair. */
export function winningSlotRounds(count: number): TOutcome[] {
  const pair = createSeedPair();
  const outcomes: TOutcome[] = [];
  for (let nonce = 0; outcomes.length < count && nonce < count * 100; nonce++) {
    const played = playRound(createRoundFloatSource({ ...pair, nonce }), {
      game: 'slot',
      betPerLineCents: Number(STAKE_MINOR) / 20,
    });
    if (played.game !== 'slot' || played.round.totalWinCents <= 0) continue;
    const winCents = BigInt(played.round.totalWinCents);
    const proof = { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce };
    const shown = slotRecall(slotView(played.round));
    const detail = roundDetail({
      gameId: HOUSE_SLOT.gameId,
      stakeCents: STAKE_MINOR,
      winCents,
      shown,
      proof,
    });
    outcomes.push({ winMinor: winCents, detail });
  }
  return outcomes;
}

/** A fresh round of `player` with the house's ids and bodies (round-wallet.ts placeBet / finishRound). */
export function newRound(player: TGamePlayer, outcome: TOutcome, shards: bigint[]): TRawRound {
  const roundRef = newRoundRef();
  const refs = walletRefs({ round_ref: roundRef });
  const who = { playerId: player.playerId };
  return {
    roundRef,
    betRef: refs.bet,
    winRef: refs.win,
    stakeMinor: STAKE_MINOR,
    winMinor: outcome.winMinor,
    detail: outcome.detail,
    houseShard: () => shards[randomInt(shards.length)] as bigint,
    betRequest: {
      ...who,
      sessionToken: player.sessionToken,
      transactionId: refs.bet,
      roundId: roundRef,
      gameId: HOUSE_SLOT.gameId,
      amount: toMoney(STAKE_MINOR),
      currency: CURRENCY,
    },
    winRequest: {
      ...who,
      transactionId: refs.win,
      roundId: roundRef,
      gameId: HOUSE_SLOT.gameId,
      amount: toMoney(outcome.winMinor),
      currency: CURRENCY,
    },
  };
}

/** bet → win → endRound through the house's seamless client (signing, answer parsing; one attempt). */
export async function httpRound(client: TSeamlessClient, round: TRawRound): Promise<boolean> {
  const bet = await client.bet(round.betRequest as Parameters<TSeamlessClient['bet']>[0]);
  if (bet.kind !== 'answer' || bet.answer.status !== 'OK') return false;
  const win = await client.win(round.winRequest as Parameters<TSeamlessClient['win']>[0]);
  if (win.kind !== 'answer' || win.answer.status !== 'OK') return false;
  const end = await client.endRound({
    playerId: String(round.betRequest.playerId),
    roundId: round.roundRef,
    gameId: HOUSE_SLOT.gameId,
    currency: CURRENCY,
    detail: round.detail,
  });
  return end.kind === 'answer' && end.answer.status === 'OK';
}

/** Launch (site session → launch token) and authenticate (launch token → wallet session), CONCURRENCY at a time. */
export async function openGameSessions(
  baseUrl: string,
  client: TSeamlessClient,
  players: TBenchPlayer[],
  place: { merchantId: number; vendorId: number },
): Promise<TGamePlayer[]> {
  const sessions: TGamePlayer[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < players.length; i = next++) {
      const player = players[i] as TBenchPlayer;
      const answer = await client.authenticate({ launchToken: await launchToken(baseUrl, player.token) });
      if (answer.kind !== 'answer' || answer.answer.status !== 'OK' || !answer.answer.sessionToken) {
        throw new Error(`authenticate: ${JSON.stringify(answer)}`);
      }
      const sessionToken = answer.answer.sessionToken;
      sessions.push({
        playerId: String(answer.answer.playerId),
        sessionToken,
        raw: {
          merchantId: place.merchantId,
          memberId: player.memberId,
          mainId: player.mainId,
          sessionTokenHash: sha256(sessionToken),
          vendorId: place.vendorId,
          gameCode: HOUSE_SLOT.gameId,
          gameAccountCode: `GAME:${HOUSE_SLOT.vassalage}`,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return sessions;
}

export async function houseShards(db: TDb, merchantId: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .where('code', '=', `GAME:${HOUSE_SLOT.vassalage}`)
    .orderBy('shard')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The platform server forked for a bench with the house provider off (the bench is the provider), and a signed
 * seamless client to it on keep-alive connections, with the house slot's vendor id: what a round bench starts from.
 */
export async function houseRoundsServer(db: TDb, databaseUrl: string) {
  const server = await forkBenchServer(databaseUrl, SERVER_POOL, { HOUSE_PROVIDER: 'off' });
  const secret = (await db.selectFrom('provider_accounts').select('secret').executeTakeFirstOrThrow()).secret;
  const transport = keepAliveTransport(server.port, CONCURRENCY);
  const client = createSeamlessClient({
    transport,
    credentials: () => ({ merchantCode: 'TALA', providerCode: 'HOUSE', secret }),
    maxAttempts: 1,
  });
  const vendor = await db
    .selectFrom('game_vendors')
    .select('id')
    .where('vassalage', '=', HOUSE_SLOT.vassalage)
    .executeTakeFirstOrThrow();
  return {
    server,
    client,
    vendorId: vendor.id,
    baseUrl: `http://127.0.0.1:${server.port}`,
    close: async () => {
      transport.close();
      await server.close();
    },
  };
}
