/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript, synchronous, with no Node built-in
 * and no Web Crypto: the service and the verify page run this one module, so the page recomputes a round
 * with the very code that played it instead of trusting the server's answer. Web Crypto is async and
 * absent outside secure contexts; node:crypto is absent in the browser. Checked against node:crypto on
 * many inputs (sha256.test.ts). Inputs are text, hashed as UTF-8, or bytes.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const BLOCK_BYTES = 64;
/** Far above any seed, message or verify input; a cap turns a runaway caller into an error. */
export const MAX_SHA256_INPUT_BYTES = 1 << 24;

const encoder = new TextEncoder();

function toBytes(input: string | Uint8Array): Uint8Array {
  return typeof input === 'string' ? encoder.encode(input) : input;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One 64-byte block of the compression function, in place on `state`. */
function compress(state: Uint32Array, w: Uint32Array, block: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (block[at]! << 24) | (block[at + 1]! << 16) | (block[at + 2]! << 8) | block[at + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = state as unknown as number[];
  for (let i = 0; i < 64; i++) {
    const s1 = rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25);
    const ch = (e! & f!) ^ (~e! & g!);
    const t1 = (h! + s1 + ch + K[i]! + w[i]!) | 0;
    const s0 = rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22);
    const maj = (a! & b!) ^ (a! & c!) ^ (b! & c!);
    const t2 = (s0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d! + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  const next = [a, b, c, d, e, f, g, h];
  for (let i = 0; i < 8; i++) state[i] = (state[i]! + next[i]!) | 0;
}

/** SHA-256 digest (32 bytes) of text (UTF-8) or bytes. */
export function sha256(input: string | Uint8Array): Uint8Array {
  const data = toBytes(input);
  if (data.length > MAX_SHA256_INPUT_BYTES) throw new RangeError('sha256: input too long');
  // Message + 0x80 + zero padding + 64-bit big-endian bit length, to a whole number of blocks.
  const total = Math.ceil((data.length + 9) / BLOCK_BYTES) * BLOCK_BYTES;
  const padded = new Uint8Array(total);
  padded.set(data);
  padded[data.length] = 0x80;
  const bits = data.length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(total - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(total - 4, bits >>> 0);
  const state = new Uint32Array(H0);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < total; offset += BLOCK_BYTES) compress(state, w, padded, offset);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, state[i]!);
  return digest;
}

/** HMAC-SHA256 (RFC 2104): the key as text (UTF-8) or bytes, longer keys hashed first. */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Uint8Array {
  let keyBytes = toBytes(key);
  if (keyBytes.length > BLOCK_BYTES) keyBytes = sha256(keyBytes);
  const messageBytes = toBytes(message);
  const inner = new Uint8Array(BLOCK_BYTES + messageBytes.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const byte = keyBytes[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.set(messageBytes, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** SHA-256 as lower-case hex: what every commitment on the pages is written as. */
export function sha256Hex(input: string | Uint8Array): string {
  return toHex(sha256(input));
}
