import type { TFloatSource } from '../fair/float-source.ts';

/**
 * sfc32 (Chris Doty-Humphrey's small fast chaotic generator, PractRand-clean to 2^40+ bytes): a fast,
 * seeded float source for RTP simulations only. HMAC-SHA256 per round would make a million-round
 * simulation take minutes; the game functions are identical either way (they only see a TFloatSource).
 * Never use this for real rounds: it is not cryptographic and not the committed scheme.
 */
export function createSeededFloatSource(seed: number): TFloatSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs: with a small seed the state starts far from random-looking.
  for (let i = 0; i < 15; i++) next();
  return next;
}
