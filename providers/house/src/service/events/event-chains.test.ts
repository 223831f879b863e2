import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { drawEntropy, isInChain } from '../../fair/seed-chain.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import {
  ZEventBetAnswer,
  ZEventBoardAnswer,
  ZEventChainsAnswer,
  ZMatchProofAnswer,
} from '../api/api-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { recoverRounds } from '../rounds/round-recovery.ts';
import { fundPlayer, houseContext, openGame } from '../testing/house-test-helpers.ts';
import { checkMatchProof, verifyHouseRound } from '../verify/verify-house-round.ts';
import { ensureMatches } from './event.service.ts';
import { publishDueChains } from './event-chains.ts';
import { settleDueMatches } from './event-settlement.ts';
import { findChainFor } from './seed-chain.repository.ts';

let t: TTestApp;
let ctx: THouseContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await fundPlayer(t, 1_000_000n);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe("event matches: seeds committed far ahead, results mixed with the bettors' entropy", () => {
  it('when bets are placed before kick-off, then the odds stay as published and the result is drawn from the seed and their client seeds', async () => {
    const gameId = 'house-virtual-football';
    const { api } = await openGame(t, gameId);
    const board = ZEventBoardAnswer.parse((await api.get(`/house/api/events/${gameId}/board`)).json);
    expect(board.chains.length).toBeGreaterThanOrEqual(1);
    const open = board.matches.find((match) => match.status === 'OPEN')!;
    expect(open.chain?.chainNo).toBe(board.chains[0]!.chainNo);
    const bet = { matchId: open.matchId, market: 'match-result', selection: 'home', stake: '1.00' };
    const placed = [];
    for (const clientSeed of ['alpha seed', 'beta seed', undefined]) {
      const res = await api.post('/house/api/events/bet', clientSeed ? { ...bet, clientSeed } : bet);
      placed.push(ZEventBetAnswer.parse(res.json).bet);
    }
    expect(placed[0]!.clientSeed).toBe('alpha seed');
    expect(placed[2]!.clientSeed).toMatch(/.+/); // the player's own client seed

    await settleDueMatches(ctx, new Date(Date.now() + 3_600_000));
    for (let pass = 0; pass < 3; pass++) await recoverRounds(ctx);

    const proof = ZMatchProofAnswer.parse(
      (await api.get(`/house/api/events/matches/${open.matchId}/proof`)).json,
    );
    expect(proof.status).toBe('SETTLED');
    expect(proof.contributions).toEqual([...new Set(placed.map((b) => b.clientSeed!))].sort());
    expect(proof.entropy).toBe(drawEntropy(open.matchId, proof.contributions));
    expect(hashServerSeed(proof.serverSeed!)).toBe(open.serverSeedHash);
    // The published anchor commits the seed: it hashes back to it from the match's chain position.
    expect(proof.chain?.anchor).toBe(board.chains.find((c) => c.chainNo === open.chain!.chainNo)!.anchor);
    expect(isInChain(proof.serverSeed!, proof.chain!.position, proof.chain!.anchor)).toBe(true);
    expect(
      checkMatchProof({
        matchId: open.matchId,
        serverSeed: proof.serverSeed!,
        entropy: proof.entropy!,
        chain: proof.chain,
        contributions: proof.contributions,
      }),
    ).toEqual({ isInChain: true, isEntropyValid: true });
    const verified = verifyHouseRound({
      gameId,
      serverSeed: proof.serverSeed!,
      clientSeed: open.matchId,
      nonce: 0,
      serverSeedHash: open.serverSeedHash,
      entropy: proof.entropy!,
    });
    expect(verified.outcome).toEqual({
      kind: 'events',
      round: { markets: open.markets, result: proof.result },
    });
    // Without the bettors' seeds the same match seed draws from another stream: the entropy matters.
    const withoutBets = drawEntropy(open.matchId, []);
    expect(withoutBets).not.toBe(proof.entropy);
    const settledBoard = ZEventBoardAnswer.parse((await api.get(`/house/api/events/${gameId}/board`)).json);
    const settled = settledBoard.matches.find((match) => match.matchId === open.matchId)!;
    expect(settled).toMatchObject({ entropy: proof.entropy, entropyContributions: 3, result: proof.result });
  });

  it('when a match is still open, then its proof hides the seed and lists no contributions yet', async () => {
    const gameId = 'house-virtual-sabong';
    const { api } = await openGame(t, gameId);
    const board = ZEventBoardAnswer.parse((await api.get(`/house/api/events/${gameId}/board`)).json);
    const open = board.matches.find((match) => match.status === 'OPEN')!;
    await api.post('/house/api/events/bet', {
      matchId: open.matchId,
      market: 'fight-result',
      selection: 'meron',
      stake: '1.00',
      clientSeed: 'early',
    });
    const proof = ZMatchProofAnswer.parse(
      (await api.get(`/house/api/events/matches/${open.matchId}/proof`)).json,
    );
    expect(proof).toMatchObject({ status: 'OPEN', serverSeed: null, contributions: [], entropy: null });
  });

  it('when a chain runs low, then the next chain is published before its first match, and a gap starts a fresh chain', async () => {
    const gameId = 'house-virtual-esports';
    const small = houseContext(t, {
      config: { events: { ...ctx.config.events, chainLength: 6, chainLeadMatches: 3 } },
    });
    const interval = ctx.config.events.intervalMs;
    const start = Date.now() + 30 * 86_400_000;
    const listAnchors = async () =>
      ZEventChainsAnswer.parse((await t.app.inject(`/house/api/events/${gameId}/chains`)).json()).chains;
    await ensureMatches(small, gameId, new Date(start));
    for (let step = 1; step < 14; step++) {
      const publishedBefore = await listAnchors();
      const now = start + step * interval;
      await ensureMatches(small, gameId, new Date(now));
      // Every match a step makes lies in a chain published at an earlier step: no anchor appears just in time.
      const seq = Math.floor(now / interval);
      expect(
        publishedBefore.some((c) => c.firstSeq <= seq && seq < c.firstSeq + c.length),
        `seq ${seq}`,
      ).toBe(true);
    }
    // The chains this test made (the jobs already published one around today's schedule), in order.
    const firstTestSeq = Math.floor(start / interval) - 5;
    const chains = (await listAnchors()).filter((chain) => chain.firstSeq >= firstTestSeq).reverse();
    expect(chains.length).toBeGreaterThanOrEqual(3);
    expect(new Set(chains.map((chain) => chain.anchor)).size).toBe(chains.length);
    for (let i = 1; i < chains.length; i++) {
      expect(chains[i]!.chainNo).toBe(chains[i - 1]!.chainNo + 1);
      expect(chains[i]!.firstSeq).toBe(chains[i - 1]!.firstSeq + 6);
    }
    const matches = await small.db
      .selectFrom('house.event_matches as m')
      .innerJoin('house.seed_chains as c', 'c.id', 'm.chain_id')
      .select(['m.seq', 'm.server_seed', 'm.chain_position', 'c.anchor', 'c.first_seq', 'c.created_at'])
      .where('m.game_id', '=', gameId)
      .where('m.opens_at', '>', new Date(start - 86_400_000))
      .execute();
    for (const match of matches) {
      expect(Number(match.seq) - Number(match.first_seq)).toBe(match.chain_position);
      expect(isInChain(match.server_seed, match.chain_position!, match.anchor)).toBe(true);
    }

    await ensureMatches(small, gameId, new Date(start + 1_000 * interval));
    const after = ZEventChainsAnswer.parse(
      (await t.app.inject(`/house/api/events/${gameId}/chains`)).json(),
    ).chains;
    const gapChain = after[0]!;
    expect(gapChain.chainNo).toBeGreaterThan(chains.at(-1)!.chainNo);
    expect(gapChain.firstSeq).toBeGreaterThan(chains.at(-1)!.firstSeq + 6);
    // A match between two chains gets a chain that stops where the next one starts: no overlap, ever.
    await ensureMatches(small, gameId, new Date(start + 997 * interval));
    const all = (await listAnchors()).slice().sort((a, b) => a.firstSeq - b.firstSeq);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.firstSeq, `chain ${all[i]!.chainNo}`).toBeGreaterThanOrEqual(
        all[i - 1]!.firstSeq + all[i - 1]!.length,
      );
    }
  });

  it('when the chains job runs with nobody looking at the board, then the current chain and, once due, the next one are published', async () => {
    const gameId = 'house-virtual-football';
    const small = houseContext(t, {
      config: { events: { ...ctx.config.events, chainLength: 10, chainLeadMatches: 4 } },
    });
    const interval = ctx.config.events.intervalMs;
    const seq = Math.floor((Date.now() + 90 * 86_400_000) / interval);
    await publishDueChains(small, [gameId], new Date(seq * interval));
    const current = await findChainFor(small.db, gameId, seq);
    expect(current).not.toBeNull();
    const end = Number(current!.first_seq) + current!.length;
    expect(await findChainFor(small.db, gameId, end)).toBeNull();
    await publishDueChains(small, [gameId], new Date((end - 4) * interval));
    const next = await findChainFor(small.db, gameId, end);
    expect(next?.chain_no).toBe(current!.chain_no + 1);
  });
});
