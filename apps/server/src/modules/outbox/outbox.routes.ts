import { envelopeOf } from '@tala/contract/envelope';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { isOutboxPageOn } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { recentMessages, renderOutboxPage } from './outbox.service.ts';

const ZOutboxQuery = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  recipient: z.string().trim().min(1).max(120).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/** Headers a proxy adds: a request that passed through one came from elsewhere, whatever its socket. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  const ip = address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip ?? '');
}

/**
 * The outbox holds every SMS code and temporary password: it answers only requests made on this
 * machine. The socket's address decides (request.ip may come from X-Forwarded-For, which a client
 * writes when TRUST_PROXY is on), and anything a proxy forwarded is refused even from loopback.
 */
async function onlyLoopback(request: FastifyRequest): Promise<void> {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (forwarded || !isLoopbackAddress(request.raw.socket.remoteAddress)) throw new AppError('NOT_FOUND');
}

/**
 * Dev-only: what the outbox "sent", for developers and browser tests on this machine (loopback only).
 * Not registered in production unless OUTBOX_PAGE=on.
 */
export async function outboxRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  if (!isOutboxPageOn(deps.env)) return;

  app.get('/dev/outbox', { onRequest: onlyLoopback, schema: { hide: true } }, async (request, reply) => {
    const messages = await recentMessages(deps.db, { merchantId: request.merchant.id, limit: 50 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(request.merchant.name, messages));
  });

  app.get(
    '/dev/outbox.json',
    {
      onRequest: onlyLoopback,
      schema: {
        hide: true,
        querystring: ZOutboxQuery,
        response: { 200: envelopeOf(z.array(ZOutboxMessage).max(50)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await recentMessages(deps.db, { merchantId: request.merchant.id, ...request.query }));
    },
  );
}
