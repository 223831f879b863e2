import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../fair/float-source.ts';
import { createRoundFloatSource, roundFloats } from '../fair/round-floats.ts';
import { createServerSeed, hashServerSeed } from '../fair/server-seed.ts';
import { computeBaccaratExact } from '../games/baccarat/baccarat-exact.ts';
import { playBaccaratRound } from '../games/baccarat/baccarat-round.ts';
import { FISH_SPECIES, hitProbability } from '../games/fish/fish-rules.ts';
import { resolveShot } from '../games/fish/fish-shot.ts';
import { playRound, type TRoundRequest, verifyRound } from './verify-round.ts';

// Fixed so the frequency test below is deterministic; the scheme does not care which seed it is.
const SERVER_SEED = '3f9a2c7e41d05b86e2a9c4f17d3b058a6c1e94f2b7d08a35c6e1f49b2a7d0c58';
const SERVER_SEED_HASH = hashServerSeed(SERVER_SEED);
const CLIENT_SEED = 'verify-me';

const REQUESTS: TRoundRequest[] = [
  { game: 'slot', betPerLineCents: 5 },
  { game: 'fish', speciesId: 'golden-dragon', betCents: 100 },
  { game: 'baccarat' },
  { game: 'events', kind: 'football', entropy: null },
  { game: 'events', kind: 'football', entropy: 'a'.repeat(64) },
  { game: 'events', kind: 'esports', entropy: 'b'.repeat(64) },
  { game: 'events', kind: 'cockfight', entropy: 'c'.repeat(64) },
];

function listSource(floats: number[]): TFloatSource {
  let next = 0;
  return () => {
    const float = floats[next++];
    if (float === undefined) throw new Error('the round needed more floats than the verifier listed');
    return float;
  };
}

describe('verify a round', () => {
  it('when a round is verified from its revealed seeds, then it is the round the game played', () => {
    for (const request of REQUESTS) {
      for (let nonce = 0; nonce < 300; nonce++) {
        const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce };
        const entropy = request.game === 'events' ? request.entropy : null;
        const resultSeeds = entropy === null ? null : { ...seeds, clientSeed: entropy };
        const played = playRound(
          createRoundFloatSource(seeds),
          request,
          resultSeeds ? createRoundFloatSource(resultSeeds) : undefined,
        );
        const verified = verifyRound({ ...seeds, serverSeedHash: SERVER_SEED_HASH, request });
        expect(verified.isCommitmentValid).toBe(true);
        expect(verified.outcome).toEqual(played);
        // The listed floats are the start of the published stream(s) and alone reproduce the outcome.
        const listed = listSource(verified.floats);
        expect(playRound(listed, request, listed)).toEqual(played);
        if (resultSeeds === null) {
          expect(verified.floats).toEqual(
            roundFloats(SERVER_SEED, CLIENT_SEED, nonce, verified.floats.length),
          );
        } else {
          const oddsCount = { football: 2, esports: 1, cockfight: 2 }[(request as { kind: 'football' }).kind];
          expect(verified.floats).toEqual([
            ...roundFloats(SERVER_SEED, CLIENT_SEED, nonce, oddsCount),
            ...roundFloats(SERVER_SEED, entropy!, nonce, verified.floats.length - oddsCount),
          ]);
        }
      }
    }
  });

  it('when the revealed seed does not match the commitment, then verification says so', () => {
    const verified = verifyRound({
      serverSeed: createServerSeed(),
      serverSeedHash: SERVER_SEED_HASH,
      clientSeed: CLIENT_SEED,
      nonce: 0,
      request: { game: 'baccarat' },
    });
    expect(verified.isCommitmentValid).toBe(false);
  });

  it('when 20,000 coups and shots run on the HMAC stream, then their frequencies match the exact odds', () => {
    const rounds = 20_000;
    const exact = computeBaccaratExact();
    const counts = { player: 0, banker: 0, tie: 0 };
    const clownfish = FISH_SPECIES[0]!;
    let hits = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const source = createRoundFloatSource({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });
      counts[playBaccaratRound(source).outcome] += 1;
      if (resolveShot(source, clownfish.id, 1).isHit) hits += 1;
    }
    const within5Se = (count: number, p: number) =>
      Math.abs(count - rounds * p) < 5 * Math.sqrt(rounds * p * (1 - p));
    expect(within5Se(counts.banker, exact.bankerWins)).toBe(true);
    expect(within5Se(counts.player, exact.playerWins)).toBe(true);
    expect(within5Se(counts.tie, exact.ties)).toBe(true);
    expect(within5Se(hits, hitProbability(clownfish))).toBe(true);
  });
});
