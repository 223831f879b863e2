import { RECALL_DETAIL_LIMITS } from '@tala/contract/play-records/game-recall';
import { describe, expect, it } from 'vitest';
import { boundValue, parseProof, splitDetail } from './round-detail.ts';

const round = { stakeMinor: 1000n, winMinor: 0n };

describe('round detail for game recall', () => {
  it('when a provider sends long, deep or wide values, then each is cut to its bound', () => {
    const long = 'x'.repeat(2000);
    expect(boundValue(long)).toBe(`${'x'.repeat(RECALL_DETAIL_LIMITS.text)}…`);
    expect(boundValue(Array.from({ length: 500 }, (_, i) => i))).toHaveLength(RECALL_DETAIL_LIMITS.items);
    const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(boundValue(wide) as object)).toHaveLength(RECALL_DETAIL_LIMITS.keys);
    expect(boundValue({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({
      a: { b: { c: { d: { e: '…' } } } },
    });
  });

  it('when the provider stake differs from ours, then it stays visible among the details', () => {
    const split = splitDetail({ stake: '12.00', win: '0.00', outcome: 'x' }, round);
    expect(split.details).toEqual([{ key: 'stake', value: '12.00' }]);
    expect(split.outcome).toBe('x');
  });

  it('when the detail carries markup, then it is passed on as the same plain text', () => {
    const html = '<img src=x onerror=alert(1)>';
    expect(splitDetail({ note: html }, round).details).toEqual([{ key: 'note', value: html }]);
  });

  it('when the proof is not the provably-fair shape, then it is no proof and stays a detail', () => {
    expect(parseProof({ serverSeedHash: 'ab', clientSeed: 'c', nonce: -1 })).toBeNull();
    expect(parseProof({ serverSeedHash: 'ab', clientSeed: 'c d', nonce: 1 })).toBeNull();
    expect(parseProof({ serverSeedHash: 'ab', clientSeed: 'c', nonce: 1, serverSeed: 'ss' })).toEqual({
      serverSeedHash: 'ab',
      clientSeed: 'c',
      nonce: 1,
      serverSeed: 'ss',
    });
    const split = splitDetail({ proof: 'trust me' }, round);
    expect([split.proof, split.details]).toEqual([null, [{ key: 'proof', value: 'trust me' }]]);
  });

  it('when there is no detail or a bare value, then nothing or only the outcome is shown', () => {
    expect(splitDetail(null, round)).toEqual({
      outcome: null,
      details: [],
      proof: null,
      providerGameId: null,
    });
    expect(splitDetail(['a', 'b'], round).outcome).toEqual(['a', 'b']);
  });
});
