import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../simulation/sfc32.ts';
import { hmacSha256, sha256, sha256Hex, toHex } from './sha256.ts';

const nodeSha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const nodeHmac = (key: Uint8Array, data: Uint8Array) => createHmac('sha256', key).update(data).digest('hex');

/** Bytes from a seeded generator: the same inputs on every run, so a failure can be replayed. */
function randomBytesFrom(source: () => number, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => Math.floor(source() * 256));
}

describe('sha256', () => {
  it('when hashing the FIPS 180-4 examples, then the published digests come out', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('when hashing every length from 0 to 300 bytes and 2,000 random inputs, then node:crypto agrees', () => {
    const source = createSeededFloatSource(2026);
    for (let length = 0; length <= 300; length++) {
      const data = randomBytesFrom(source, length);
      expect(toHex(sha256(data)), `length ${length}`).toBe(nodeSha256(data));
    }
    for (let i = 0; i < 2_000; i++) {
      const data = randomBytesFrom(source, Math.floor(source() * 5_000));
      expect(toHex(sha256(data))).toBe(nodeSha256(data));
    }
  });

  it('when text is not ASCII, then it is hashed as UTF-8 like node:crypto', () => {
    for (const text of ['héllo', '你好，世界', '🎲🎰', 'a\u0000b']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('hmacSha256', () => {
  it('when given the RFC 4231 test case 2, then its digest comes out', () => {
    expect(toHex(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('when keys and messages of every size are tried (keys past the 64-byte block too), then node:crypto agrees', () => {
    const source = createSeededFloatSource(7);
    for (let i = 0; i < 2_000; i++) {
      const key = randomBytesFrom(source, Math.floor(source() * 200));
      const message = randomBytesFrom(source, Math.floor(source() * 400));
      expect(toHex(hmacSha256(key, message))).toBe(nodeHmac(key, message));
    }
  });

  it('when keyed by a server seed as text, then it equals the round stream digest node:crypto makes', () => {
    const seed = 'f'.repeat(64);
    expect(toHex(hmacSha256(seed, 'client:0:0'))).toBe(
      createHmac('sha256', seed).update('client:0:0', 'utf8').digest('hex'),
    );
  });
});
