import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chainLink,
  chainSeedAt,
  chainSeedRange,
  createSeedChain,
  drawEntropy,
  drawSeedHash,
  isChainSuccessor,
  isInChain,
} from './seed-chain.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('seed chain', () => {
  it('when a chain is made, then each seed links to the one before and the first to the anchor', () => {
    const chain = createSeedChain(5);
    expect(chain.seeds).toHaveLength(5);
    expect(sha256(`chain:${chain.seeds[0]}`)).toBe(chain.anchor);
    for (let k = 1; k < 5; k++) expect(isChainSuccessor(chain.seeds[k]!, chain.seeds[k - 1]!)).toBe(true);
    expect(isChainSuccessor(chain.seeds[0]!, chain.anchor)).toBe(true);
    expect(new Set(chain.seeds).size).toBe(5);
  });

  it('when a revealed seed is walked back, then only its own position reaches the anchor', () => {
    const chain = createSeedChain(4);
    expect(isInChain(chain.seeds[3]!, 3, chain.anchor)).toBe(true);
    expect(isInChain(chain.seeds[3]!, 2, chain.anchor)).toBe(false);
    expect(isInChain(chain.seeds[2]!, 3, chain.anchor)).toBe(false);
    expect(isInChain('not a seed', 0, chain.anchor)).toBe(false);
  });

  it('when a draw is committed on its own, then its hash tells nothing of the previous seed', () => {
    const chain = createSeedChain(2);
    expect(drawSeedHash(chain.seeds[1]!)).toBe(sha256(chain.seeds[1]!));
    expect(drawSeedHash(chain.seeds[1]!)).not.toBe(chain.seeds[0]);
    expect(chainLink(chain.seeds[1]!)).toBe(chain.seeds[0]);
  });

  it('when a range of seeds is derived from the last one, then it is that slice of the chain', () => {
    const chain = createSeedChain(6);
    expect(chainSeedRange(chain.seeds[5]!, 6, 2, 3)).toEqual(chain.seeds.slice(2, 5));
    expect(chainSeedRange(chain.seeds[5]!, 6, 0, 0)).toEqual([]);
    expect(() => chainSeedRange(chain.seeds[5]!, 6, 4, 3)).toThrow(RangeError);
  });

  it('when the length is out of range, then it refuses', () => {
    expect(() => createSeedChain(0)).toThrow(RangeError);
    expect(() => createSeedChain(1.5)).toThrow(RangeError);
  });
});

describe('draw entropy', () => {
  it('when the same contributions come in another order or twice, then the entropy is the same', () => {
    const a = drawEntropy('ssc-1m:202611260001', ['b', 'a', 'c']);
    expect(drawEntropy('ssc-1m:202611260001', ['c', 'a', 'b', 'a'])).toBe(a);
    expect(a).toBe(sha256('ssc-1m:202611260001\na\nb\nc'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when one contribution or the label changes, then the entropy changes', () => {
    const base = drawEntropy('g:1', ['x', 'y']);
    expect(drawEntropy('g:1', ['x', 'z'])).not.toBe(base);
    expect(drawEntropy('g:2', ['x', 'y'])).not.toBe(base);
    expect(drawEntropy('g:1', [])).toBe(sha256('g:1'));
  });
});

describe('seed chain from its last seed', () => {
  it('when any position is derived from the last seed, then it is that position of the chain', () => {
    const chain = createSeedChain(12);
    for (let k = 0; k < 12; k++) {
      expect(chainSeedAt(chain.seeds[11]!, 12, k)).toBe(chain.seeds[k]);
      expect(isInChain(chainSeedAt(chain.seeds[11]!, 12, k), k, chain.anchor)).toBe(true);
    }
    expect(() => chainSeedAt(chain.seeds[11]!, 12, 12)).toThrow(RangeError);
    expect(() => chainSeedAt(chain.seeds[11]!, 12, -1)).toThrow(RangeError);
  });
});
