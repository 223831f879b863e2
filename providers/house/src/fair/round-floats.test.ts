import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRoundFloatSource, MAX_FLOATS_PER_ROUND, roundFloats } from './round-floats.ts';

const SERVER_SEED = 'a'.repeat(64);

/** The scheme written out independently of the implementation: HMAC, then 4 big-endian bytes / 2^32. */
function referenceFloat(serverSeed: string, clientSeed: string, nonce: number, index: number): number {
  const digest = createHmac('sha256', serverSeed)
    .update(`${clientSeed}:${nonce}:${Math.floor(index / 8)}`)
    .digest();
  return digest.readUInt32BE((index % 8) * 4) / 2 ** 32;
}

describe('round floats', () => {
  it('when compared with digests computed by openssl, then the first floats of each block match', () => {
    // echo -n 'player-seed:1:0' | openssl dgst -sha256 -hmac aaaa…(64×a)  →  1e6c655f…
    // echo -n 'player-seed:1:1' | openssl dgst -sha256 -hmac aaaa…(64×a)  →  a0cf84c9…
    const floats = roundFloats(SERVER_SEED, 'player-seed', 1, 9);
    expect(floats[0]).toBe(0x1e6c655f / 2 ** 32);
    expect(floats[8]).toBe(0xa0cf84c9 / 2 ** 32);
  });

  it('when many floats are drawn across blocks, then each equals the written-out scheme', () => {
    const floats = roundFloats(SERVER_SEED, 'any client seed', 42, 40);
    expect(floats).toEqual(
      floats.map((_, index) => referenceFloat(SERVER_SEED, 'any client seed', 42, index)),
    );
  });

  it('when the same seeds and nonce are used twice, then the stream is the same', () => {
    expect(roundFloats(SERVER_SEED, 'x', 7, 20)).toEqual(roundFloats(SERVER_SEED, 'x', 7, 20));
  });

  it('when the nonce or the client seed changes, then the stream changes', () => {
    const base = roundFloats(SERVER_SEED, 'x', 7, 8);
    expect(roundFloats(SERVER_SEED, 'x', 8, 8)).not.toEqual(base);
    expect(roundFloats(SERVER_SEED, 'y', 7, 8)).not.toEqual(base);
  });

  it('when 80,000 floats are drawn, then they spread evenly over ten bins (chi-square, 9 df)', () => {
    const bins = new Array<number>(10).fill(0);
    let outOfRange = 0;
    for (let nonce = 0; nonce < 2_000; nonce++) {
      for (const float of roundFloats(SERVER_SEED, 'chi', nonce, 40)) {
        if (!(float >= 0 && float < 1)) outOfRange += 1;
        bins[Math.floor(float * 10)]! += 1;
      }
    }
    expect(outOfRange).toBe(0);
    const expected = 8_000;
    const chiSquare = bins.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88); // the 0.1% critical value: a uniform stream passes 999 times in 1000
  });

  it('when a round asks for more floats than the cap, then the stream throws instead of looping on', () => {
    const source = createRoundFloatSource({ serverSeed: SERVER_SEED, clientSeed: 'x', nonce: 0 });
    for (let i = 0; i < MAX_FLOATS_PER_ROUND; i++) source();
    expect(() => source()).toThrow(RangeError);
  });

  it('when a seed or nonce is malformed, then the stream refuses it', () => {
    expect(() => roundFloats('not-hex', 'x', 0, 1)).toThrow(RangeError);
    expect(() => roundFloats(SERVER_SEED, '', 0, 1)).toThrow(RangeError);
    expect(() => roundFloats(SERVER_SEED, 'x', -1, 1)).toThrow(RangeError);
    expect(() => roundFloats(SERVER_SEED, 'x', 1.5, 1)).toThrow(RangeError);
  });
});
