import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomInt, type TFloatSource } from './float-source.ts';
import { checkDrawProof, drawStream, playDraw } from './scheduled-draw.ts';
import { chainLink, chainSeedAt, createSeedChain, drawEntropy, drawSeedHash } from './seed-chain.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A toy draw format (three numbers 0–9), enough to show what the draw reads. */
const threeDigits = (source: TFloatSource) => [0, 1, 2].map(() => randomInt(source, 10));

describe('scheduled draws: committed far ahead, revealed backwards', () => {
  it('when draws are made one after another, then each revealed seed hashes to the one revealed before it (the anchor first)', () => {
    const length = 30;
    const chain = createSeedChain(length);
    const lastSeed = chain.seeds[length - 1]!;
    // What is published before any bet: the anchor, and each draw's own hash before its betting opens.
    const published = [chain.anchor];
    for (let n = 0; n < length; n++) {
      const seed = chainSeedAt(lastSeed, length, n);
      const hash = drawSeedHash(seed);
      expect(hash).toBe(sha256(seed));
      // Revealed after draw n: it links to what was published before it, and to nothing later.
      expect(sha256(`chain:${seed}`)).toBe(published.at(-1));
      const checks = checkDrawProof({
        seed,
        entropy: drawEntropy(`g:${n}`, []),
        label: `g:${n}`,
        seedHash: hash,
        previousSeed: published.at(-1)!,
        contributions: [],
      });
      expect(checks).toEqual({ isCommitmentValid: true, isInChain: true, isEntropyValid: true });
      expect(
        checkDrawProof({ seed, entropy: '', label: '', chain: { anchor: chain.anchor, position: n } }),
      ).toMatchObject({ isInChain: true, isCommitmentValid: null, isEntropyValid: null });
      published.push(seed);
    }
  });

  it('when a seed is not the committed one (another seed, another place, a forged link), then the proof fails', () => {
    const chain = createSeedChain(6);
    const other = createSeedChain(6);
    const at = (n: number) => ({ anchor: chain.anchor, position: n });
    const base = { entropy: drawEntropy('x', []), label: 'x', contributions: [] };
    expect(checkDrawProof({ ...base, seed: other.seeds[3]!, chain: at(3) }).isInChain).toBe(false);
    expect(checkDrawProof({ ...base, seed: chain.seeds[3]!, chain: at(2) }).isInChain).toBe(false);
    expect(checkDrawProof({ ...base, seed: chain.seeds[3]!, previousSeed: chain.seeds[1]! }).isInChain).toBe(
      false,
    );
    expect(
      checkDrawProof({ ...base, seed: chain.seeds[3]!, seedHash: sha256(chain.seeds[2]!) }),
    ).toMatchObject({ isCommitmentValid: false });
    expect(checkDrawProof({ ...base, seed: 'not a seed', seedHash: sha256('not a seed') })).toMatchObject({
      isCommitmentValid: false,
    });
    // The anchor commits the whole chain: a seed one step outside it does not walk to it.
    expect(chainLink(chain.seeds[0]!)).toBe(chain.anchor);
    expect(checkDrawProof({ ...base, seed: chain.anchor, chain: at(0) }).isInChain).toBe(false);
  });
});

describe('scheduled draws: outside entropy', () => {
  const seed = createSeedChain(1).seeds[0]!;

  it('when the same contributions arrive in any order or twice, then the entropy and the result are the same', () => {
    const a = playDraw({ seed, label: 'g:7', contributions: ['bob', 'amy', 'Zed 42'] }, threeDigits);
    const b = playDraw({ seed, label: 'g:7', contributions: ['Zed 42', 'amy', 'bob', 'amy'] }, threeDigits);
    expect(b).toEqual(a);
    // The documented order: the label, then each distinct seed sorted by code unit, one a line.
    expect(a.entropy).toBe(sha256('g:7\nZed 42\namy\nbob'));
  });

  it('when one contribution, the label or the seed changes, then the entropy or the stream changes', () => {
    const base = playDraw({ seed, label: 'g:7', contributions: ['amy', 'bob'] }, (s) => [s(), s()]);
    const changed = [
      playDraw({ seed, label: 'g:7', contributions: ['amy', 'bob2'] }, (s) => [s(), s()]),
      playDraw({ seed, label: 'g:8', contributions: ['amy', 'bob'] }, (s) => [s(), s()]),
      playDraw({ seed: sha256('other'), label: 'g:7', contributions: ['amy', 'bob'] }, (s) => [s(), s()]),
    ];
    for (const draw of changed) expect(draw.result).not.toEqual(base.result);
    expect(changed[0]!.entropy).not.toBe(base.entropy);
    expect(changed[1]!.entropy).not.toBe(base.entropy);
  });

  it('when the stream is computed with openssl-style HMAC, then it is HMAC-SHA256(seed, entropy:0:cursor)', () => {
    const entropy = drawEntropy('g:1', ['amy']);
    const digest = createHmac('sha256', seed).update(`${entropy}:0:0`).digest();
    const stream = drawStream(seed, entropy);
    const first = digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
    expect(stream()).toBe(first);
  });

  it('when the entropy published does not come from the listed contributions, then the proof says so', () => {
    const { entropy } = playDraw({ seed, label: 'g:1', contributions: ['amy', 'bob'] }, threeDigits);
    const proof = { seed, entropy, label: 'g:1' };
    expect(checkDrawProof({ ...proof, contributions: ['bob', 'amy'] }).isEntropyValid).toBe(true);
    expect(checkDrawProof({ ...proof, contributions: ['amy'] }).isEntropyValid).toBe(false);
    expect(checkDrawProof({ ...proof, label: 'g:2', contributions: ['amy', 'bob'] }).isEntropyValid).toBe(
      false,
    );
    expect(checkDrawProof(proof).isEntropyValid).toBeNull();
  });
});
