import { describe, expect, it } from 'vitest';
import { createSeedPair, rotateSeedPair, takeNonce, toPublicSeedPair } from './seed-pair.ts';
import {
  createServerSeed,
  hashServerSeed,
  isServerSeedCommitment,
  isValidClientSeed,
  isValidServerSeed,
} from './server-seed.ts';

describe('server seed commitment', () => {
  it('when a server seed is created, then it is 32 random bytes as hex and never repeats', () => {
    const first = createServerSeed();
    expect(isValidServerSeed(first)).toBe(true);
    expect(createServerSeed()).not.toBe(first);
  });

  it('when a seed is hashed, then the commitment is SHA-256 of its hex text (checkable with sha256sum)', () => {
    // echo -n aaaa…(64×a) | sha256sum
    expect(hashServerSeed('a'.repeat(64))).toBe(
      'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
    );
  });

  it('when a revealed seed is checked against its commitment, then only that seed matches', () => {
    const seed = createServerSeed();
    const hash = hashServerSeed(seed);
    expect(isServerSeedCommitment(seed, hash)).toBe(true);
    expect(isServerSeedCommitment(seed, hash.toUpperCase())).toBe(true);
    expect(isServerSeedCommitment(createServerSeed(), hash)).toBe(false);
  });

  it('when a client seed is empty, too long or not printable ASCII, then it is refused', () => {
    expect(isValidClientSeed('my lucky seed 7')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('ñ')).toBe(false);
  });
});

describe('seed pair lifecycle', () => {
  it('when a pair is created, then the public view shows both commitments but neither seed', () => {
    const pair = createSeedPair('mine');
    const shown = toPublicSeedPair(pair);
    expect(shown).toEqual({
      serverSeedHash: hashServerSeed(pair.serverSeed),
      clientSeed: 'mine',
      nonce: 0,
      nextServerSeedHash: hashServerSeed(pair.nextServerSeed),
    });
    expect(JSON.stringify(shown)).not.toContain(pair.serverSeed);
    expect(JSON.stringify(shown)).not.toContain(pair.nextServerSeed);
  });

  it('when rounds are played, then each takes the next nonce', () => {
    const first = takeNonce(createSeedPair('mine'));
    const second = takeNonce(first.next);
    expect([first.nonce, second.nonce, second.next.nonce]).toEqual([0, 1, 2]);
  });

  it('when the player changes the client seed, then the old server seed is revealed and the seed committed as next before the change becomes active', () => {
    const pair = takeNonce(takeNonce(createSeedPair('old')).next).next;
    const shownBefore = toPublicSeedPair(pair);
    const { revealed, next } = rotateSeedPair(pair, 'new');
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'old',
      nonce: 2,
    });
    expect(isServerSeedCommitment(revealed.serverSeed, pair.serverSeedHash)).toBe(true);
    // The server seed the new client seed meets was published (as its hash) before the client seed existed.
    expect(next.serverSeedHash).toBe(shownBefore.nextServerSeedHash);
    expect(isServerSeedCommitment(next.serverSeed, shownBefore.nextServerSeedHash)).toBe(true);
    expect(next).toMatchObject({ clientSeed: 'new', nonce: 0 });
    expect(next.nextServerSeedHash).toBe(hashServerSeed(next.nextServerSeed));
    expect(next.nextServerSeed).not.toBe(pair.nextServerSeed);
  });

  it('when a pair is rotated without a new client seed, then the client seed is kept', () => {
    expect(rotateSeedPair(createSeedPair('keep')).next.clientSeed).toBe('keep');
  });

  it('when the stored next seed does not match its published hash, then rotation refuses', () => {
    const pair = { ...createSeedPair('x'), nextServerSeed: createServerSeed() };
    expect(() => rotateSeedPair(pair, 'y')).toThrow(/committed/);
  });
});
