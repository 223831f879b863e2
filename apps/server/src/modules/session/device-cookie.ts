import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newToken } from '../../lib/tokens.ts';
import { readCookie } from '../verification/captcha.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** A device id created for this request; the onSend hook hands it to the browser. */
    issuedDeviceId: string | null;
  }
}

/**
 * The browser's device id (decision 022): 256 random bits in an HttpOnly cookie, never readable by
 * scripts; the server keeps only its SHA-256. It identifies, it does not authenticate: a session still
 * needs the password (and, on an untrusted device, a second proof). SameSite=Lax because the social
 * sign-in callback is a top-level navigation back from the provider and must see it.
 */
export const DEVICE_COOKIE = 'tala_device';
/** Browsers cap cookie lifetime at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export function readDeviceId(request: FastifyRequest): string | null {
  const value = readCookie(request.headers.cookie, DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : null;
}

/** The browser's device id, created (and sent back in a cookie) when it has none. */
export function ensureDeviceId(request: FastifyRequest): string {
  const known = request.issuedDeviceId ?? readDeviceId(request);
  if (known) return known;
  request.issuedDeviceId = newToken();
  return request.issuedDeviceId;
}

export const deviceCookiePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('issuedDeviceId', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.issuedDeviceId) return payload;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${request.issuedDeviceId}; Path=/wps; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
    return payload;
  });
});
