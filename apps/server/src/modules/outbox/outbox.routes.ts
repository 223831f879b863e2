import { envelopeOf } from '@tala/contract/envelope';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { isOutboxPageOn } from '../../env.ts';
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

/** Dev-only: what the outbox "sent", for developers and browser tests. Never registered in production. */
export async function outboxRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  if (!isOutboxPageOn(deps.env)) return;

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const messages = await recentMessages(deps.db, { merchantId: request.merchant.id, limit: 50 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(request.merchant.name, messages));
  });

  app.get(
    '/dev/outbox.json',
    {
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
