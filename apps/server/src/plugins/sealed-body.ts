import { openPayload, ZSealedPayload } from '@tala/contract/crypto/sealed-payload';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives sealed (RSA-OAEP-256 + AES-256-GCM) and is opened before validation. */
    sealed?: boolean;
  }
}

export const sealedBodyPlugin = fp(async (app: FastifyInstance, options: { privateKey: CryptoKey }) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.sealed) return;
    const parsed = ZSealedPayload.safeParse(request.body);
    if (!parsed.success) throw new AppError('DECRYPTION_FAILED');
    try {
      request.body = await openPayload(parsed.data, options.privateKey);
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
  });
});
