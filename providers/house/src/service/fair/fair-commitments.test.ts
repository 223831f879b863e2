import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import {
  ZClientSeedAnswer,
  ZFairAnswer,
  ZRoundProofAnswer,
  ZSessionAnswer,
  ZSlotSpinAnswer,
} from '../api/api-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { fundPlayer, houseContext, openGame, platformRound } from '../testing/house-test-helpers.ts';
import { verifyHouseRound } from '../verify/verify-house-round.ts';
import { ensureActivePair } from './seed-pair.repository.ts';

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

async function rotate(api: Awaited<ReturnType<typeof openGame>>['api'], clientSeed: string, next: string) {
  return api.post('/house/api/fair/client-seed', { clientSeed, nextServerSeedHash: next });
}

describe('seed pairs: the next server seed is committed before the client seed is chosen', () => {
  it('when a session opens, then it shows the hash of the next server seed beside the active one', async () => {
    const { session, api } = await openGame(t, 'house-slot');
    const fair = ZSessionAnswer.parse(session).fair;
    expect(fair.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fair.nextServerSeedHash).not.toBe(fair.serverSeedHash);
    const overview = ZFairAnswer.parse((await api.get('/house/api/fair')).json);
    expect(overview.current.nextServerSeedHash).toBe(fair.nextServerSeedHash);
  });

  it('when the client seed changes, then the active seed is the one committed as next, and a fresh next is committed', async () => {
    const { api } = await openGame(t, 'house-fish');
    const before = ZFairAnswer.parse((await api.get('/house/api/fair')).json).current;
    const answer = ZClientSeedAnswer.parse(
      (await rotate(api, 'chosen after', before.nextServerSeedHash)).json,
    );
    expect(answer.current.serverSeedHash).toBe(before.nextServerSeedHash);
    expect(answer.current.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    const stored = await ctx.db
      .selectFrom('house.seed_pairs')
      .select(['server_seed', 'server_seed_hash', 'previous_pair_id'])
      .where('server_seed_hash', '=', before.nextServerSeedHash)
      .executeTakeFirstOrThrow();
    expect(hashServerSeed(stored.server_seed)).toBe(before.nextServerSeedHash);
    expect(stored.previous_pair_id).not.toBeNull();
  });

  it('when the change names a next hash that is not the committed one (a stale page), then it is refused and nothing rotates', async () => {
    const { api } = await openGame(t, 'house-fish');
    const before = ZFairAnswer.parse((await api.get('/house/api/fair')).json).current;
    const refused = await rotate(api, 'late', 'f'.repeat(64));
    expect([refused.statusCode, refused.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    const missing = await api.post('/house/api/fair/client-seed', { clientSeed: 'no hash' });
    expect(missing.statusCode).toBe(400);
    expect(ZFairAnswer.parse((await api.get('/house/api/fair')).json).current).toEqual(before);
  });

  it('when a pair made before the next seed existed is read, then a next seed is committed for it once', async () => {
    const { session } = await openGame(t, 'house-slot');
    const active = await ctx.db
      .selectFrom('house.seed_pairs')
      .select(['id', 'merchant_code', 'player_id'])
      .where('server_seed_hash', '=', session.fair.serverSeedHash)
      .executeTakeFirstOrThrow();
    // A legacy row: an active pair without a committed next seed (as every pair before 0003).
    await sql`INSERT INTO house.seed_pairs (merchant_code, player_id, server_seed, server_seed_hash, client_seed)
      SELECT merchant_code, player_id || '-legacy', ${'1'.repeat(64)}, ${hashServerSeed('1'.repeat(64))}, 'x'
      FROM house.seed_pairs WHERE id = ${active.id}`.execute(ctx.db);
    const key = { merchantCode: active.merchant_code, playerId: `${active.player_id}-legacy` };
    const first = await ensureActivePair(ctx.db, key);
    const second = await ensureActivePair(ctx.db, key);
    expect(first.nextServerSeedHash).toBe(hashServerSeed(first.nextServerSeed));
    expect(second.nextServerSeedHash).toBe(first.nextServerSeedHash);
  });
});

describe('every revealed pair stays findable from its round', () => {
  it('when a round is looked up by its id, then its seeds come back, the server seed only once revealed, and they recompute it', async () => {
    const { api, session } = await openGame(t, 'house-slot');
    const spin = ZSlotSpinAnswer.parse((await api.post('/house/api/slot/spin', { bet: '0.60' })).json).round;
    const recall = (await platformRound(t, spin.roundId)).round?.detail as { proof: { verifyPath: string } };
    expect(recall.proof.verifyPath).toBe(`/house/verify?round=${spin.roundId}`);
    const hidden = ZRoundProofAnswer.parse((await api.get(`/house/api/rounds/${spin.roundId}/proof`)).json);
    expect(hidden).toMatchObject({
      serverSeed: null,
      nonce: spin.nonce,
      params: { bet: '0.60' },
      // The win it was settled with: the verify page compares the one it recomputes.
      win: spin.totalWin,
    });
    const fair = ZFairAnswer.parse((await api.get('/house/api/fair')).json).current;
    await rotate(api, 'reveal it', fair.nextServerSeedHash);
    // Many rotations later the pair is far beyond the drawer's first page; the round still finds it.
    for (let i = 0; i < 22; i++) {
      const current = ZFairAnswer.parse((await api.get('/house/api/fair')).json).current;
      await rotate(api, `again ${i}`, current.nextServerSeedHash);
    }
    const proof = ZRoundProofAnswer.parse((await api.get(`/house/api/rounds/${spin.roundId}/proof`)).json);
    expect(proof.serverSeed).not.toBeNull();
    expect(hashServerSeed(proof.serverSeed!)).toBe(session.fair.serverSeedHash);
    const verified = verifyHouseRound({
      gameId: proof.gameId,
      serverSeed: proof.serverSeed!,
      clientSeed: proof.clientSeed,
      nonce: proof.nonce,
      serverSeedHash: proof.serverSeedHash,
      params: { bet: proof.params.bet! },
    });
    const { roundId: _id, nonce: _nonce, ...outcome } = spin;
    expect(verified.outcome).toEqual({ kind: 'slot', round: outcome });
    const firstPage = ZFairAnswer.parse((await api.get('/house/api/fair')).json);
    expect(firstPage.hasMore).toBe(true);
    const lastId = firstPage.revealed.at(-1)!.pairId;
    const older = ZFairAnswer.parse((await api.get(`/house/api/fair?before=${lastId}`)).json);
    expect(older.revealed.some((pair) => pair.serverSeed === proof.serverSeed)).toBe(true);
  });
});

describe('the database refuses any change to a committed seed', () => {
  it("when an UPDATE changes a seed pair's server seed, hash, client seed or committed next seed, then it is refused", async () => {
    const { session } = await openGame(t, 'house-slot');
    const where = sql`server_seed_hash = ${session.fair.serverSeedHash}`;
    const other = '2'.repeat(64);
    // What is not a commitment still moves: the nonce counts up.
    await sql`UPDATE house.seed_pairs SET next_nonce = next_nonce + 1 WHERE ${where}`.execute(ctx.db);
    for (const change of [
      sql`server_seed = ${other}, server_seed_hash = ${hashServerSeed(other)}`,
      sql`client_seed = 'swapped'`,
      sql`next_server_seed = ${other}, next_server_seed_hash = ${hashServerSeed(other)}`,
      sql`player_id = 'someone else'`,
      sql`next_nonce = next_nonce - 1`,
    ]) {
      await expect(sql`UPDATE house.seed_pairs SET ${change} WHERE ${where}`.execute(ctx.db)).rejects.toThrow(
        /committed seed is refused/,
      );
    }
    await expect(sql`DELETE FROM house.seed_pairs WHERE ${where}`.execute(ctx.db)).rejects.toThrow(
      /committed seed is refused/,
    );
  });

  it("when a hash that is not the seed's SHA-256 is stored, then the row is refused", async () => {
    await expect(
      sql`INSERT INTO house.seed_pairs (merchant_code, player_id, server_seed, server_seed_hash, client_seed)
        VALUES ('TALA', 'nobody', ${'3'.repeat(64)}, ${'4'.repeat(64)}, 'x')`.execute(ctx.db),
    ).rejects.toThrow(/seed_pairs_hash_is_sha256/);
  });

  it("when an UPDATE changes an event match's seed, odds or entropy, or a chain, then it is refused", async () => {
    const { api } = await openGame(t, 'house-virtual-football');
    await api.get('/house/api/events/house-virtual-football/board');
    const match = await ctx.db
      .selectFrom('house.event_matches')
      .select(['id', 'chain_id'])
      .where('game_id', '=', 'house-virtual-football')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    const other = '5'.repeat(64);
    for (const change of [
      sql`server_seed = ${other}, server_seed_hash = ${hashServerSeed(other)}`,
      sql`markets = '[]'::jsonb`,
      sql`chain_position = chain_position + 1`,
    ]) {
      await expect(
        sql`UPDATE house.event_matches SET ${change} WHERE id = ${match.id}`.execute(ctx.db),
      ).rejects.toThrow(/committed seed is refused/);
    }
    await sql`UPDATE house.event_matches SET entropy = ${other}, entropy_contributions = 0 WHERE id = ${match.id}`.execute(
      ctx.db,
    );
    await expect(
      sql`UPDATE house.event_matches SET entropy = ${'6'.repeat(64)} WHERE id = ${match.id}`.execute(ctx.db),
    ).rejects.toThrow(/committed seed is refused/);
    await expect(
      sql`UPDATE house.event_matches SET kickoff_at = kickoff_at + interval '1 second' WHERE id = ${match.id}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(/committed seed is refused/);
    await expect(
      sql`UPDATE house.seed_chains SET anchor = ${other} WHERE id = ${match.chain_id}`.execute(ctx.db),
    ).rejects.toThrow(/committed seed is refused/);
    await expect(
      sql`DELETE FROM house.seed_chains WHERE id = ${match.chain_id}`.execute(ctx.db),
    ).rejects.toThrow(/committed seed is refused/);
  });
});
