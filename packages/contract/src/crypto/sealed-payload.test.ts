import { describe, expect, it } from 'vitest';
import { importPublicKey, openPayload, sealPayload } from './sealed-payload.ts';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  return { spki, privateKey: pair.privateKey };
}

describe('sealed payload', () => {
  it('when a body is sealed with the public key, then the private key opens it', async () => {
    const { spki, privateKey } = await keyPair();
    const sealed = await sealPayload(
      { username: 'alice', password: 'Secret1!' },
      await importPublicKey(spki),
    );
    expect(JSON.stringify(sealed)).not.toContain('Secret1!');
    expect(await openPayload(sealed, privateKey)).toEqual({ username: 'alice', password: 'Secret1!' });
  });
  it('when the ciphertext is tampered with, then opening fails', async () => {
    const { spki, privateKey } = await keyPair();
    const sealed = await sealPayload({ a: 1 }, await importPublicKey(spki));
    const data = sealed.sealed.data;
    sealed.sealed.data = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    await expect(openPayload(sealed, privateKey)).rejects.toThrow();
  });
});
