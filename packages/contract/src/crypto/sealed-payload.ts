import { z } from 'zod';

/**
 * Login, registration and password payloads travel sealed (architecture.md "The API"):
 * a fresh AES-256-GCM key encrypts the JSON body and RSA-OAEP-256 wraps that key with the
 * server's public key. Web Crypto only, so the same code runs in the browser, the server and tests.
 */
export const ZSealedPayload = z.object({
  sealed: z.object({
    key: z.string().max(1024),
    iv: z.string().max(32),
    data: z.string().max(64 * 1024),
  }),
});
export type TSealedPayload = z.infer<typeof ZSealedPayload>;

const RSA_IMPORT = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA_IMPORT, false, ['encrypt']);
}

export async function sealPayload(body: unknown, publicKey: CryptoKey): Promise<TSealedPayload> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const key = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  return { sealed: { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}

/** Returns the parsed JSON body, or throws if the payload was not sealed for this key. */
export async function openPayload(payload: TSealedPayload, privateKey: CryptoKey): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt(
    { name: 'RSA-OAEP' },
    privateKey,
    fromBase64(payload.sealed.key),
  );
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(payload.sealed.iv) },
    aesKey,
    fromBase64(payload.sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
