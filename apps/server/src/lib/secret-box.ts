import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for small secrets the server must read back (a player's authenticator secret, a
 * social provider's client secret): AES-256-GCM with a fresh 96-bit IV, the row it belongs to bound in
 * as associated data (a sealed value copied to another member or merchant does not open there).
 *
 * One helper for every such secret: staff TOTP secrets (helper "staffsec") are meant to move onto it
 * too, so one key and one rotation path cover them all (decision 022).
 *
 * Format: `sb1.<iv>.<ciphertext>.<tag>`, base64url parts; the version prefix leaves room for a new key.
 */
const VERSION = 'sb1';
const IV_BYTES = 12;

export type TSecretBox = {
  seal: (plain: string, context: string) => string;
  /** Throws when the value was sealed with another key or for another context. */
  open: (sealed: string, context: string) => string;
};

export class SecretBoxError extends Error {
  constructor() {
    super('secret-box: the value cannot be decrypted (wrong DATA_ENCRYPTION_KEY, or tampered data)');
    this.name = 'SecretBoxError';
  }
}

/** The 256-bit key is derived (HKDF-SHA256) from any key material of at least 32 characters. */
export function createSecretBox(keyMaterial: string): TSecretBox {
  if (keyMaterial.length < 32) throw new Error('secret-box: key material must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'tala-secret-box', VERSION, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) throw new SecretBoxError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError();
      }
    },
  };
}

/** The deployment's box: DATA_ENCRYPTION_KEY when set, else the app secret (env APP_SECRET or generated). */
export function deploymentSecretBox(dataEncryptionKey: string | undefined, appSecret: string): TSecretBox {
  return createSecretBox(dataEncryptionKey ?? appSecret);
}
