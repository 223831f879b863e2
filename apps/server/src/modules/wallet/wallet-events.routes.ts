import { randomBytes } from 'node:crypto';
import { envelopeOf } from '@tala/contract/envelope';
import { ZEventsQuery, ZEventsTicket } from '@tala/contract/wallet/events';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { BalanceEventHub } from './balance-events.ts';
import { consumeTicket, insertTicket } from './wallet.repository.ts';
import type { TWalletDeps } from './wallet.service.ts';

const TICKET_TTL_SECONDS = 60;
const TICKET_RATE = { limit: 30, windowMs: 60_000 };

/**
 * Live balance over server-sent events. EventSource cannot send the Authorization header, so the
 * session first buys a single-use 60-second ticket; the stream URL carries only that ticket.
 */
export async function walletEventRoutes(app: TApp, deps: TAppDeps, walletDeps: TWalletDeps): Promise<void> {
  const hub = new BalanceEventHub(walletDeps);
  app.addHook('preClose', async () => hub.close());

  app.post(
    WALLET_PATHS.eventsTicket,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZEventsTicket) } } },
    async (request, reply) => {
      assert(request.session, 'onRequest guard sets the session');
      const { memberId } = request.session;
      await enforceLimit(deps.db, limitKey(request.merchant.id, 'wal:ticket', memberId), TICKET_RATE);
      const ticket = randomBytes(32).toString('base64url');
      const hash = sha256(ticket).toString('hex');
      await insertTicket(deps.db, {
        hash,
        merchantId: request.merchant.id,
        memberId,
        ttlSeconds: TICKET_TTL_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return reply.ok({ ticket, expiresInSeconds: TICKET_TTL_SECONDS });
    },
  );

  app.get(WALLET_PATHS.events, { schema: { querystring: ZEventsQuery } }, async (request, reply) => {
    const { merchant } = request;
    const memberId = await consumeTicket(deps.db, merchant.id, sha256(request.query.ticket).toString('hex'));
    if (memberId === null) throw new AppError('WAL_TICKET_INVALID');
    if (!hub.canAccept(merchant.id, memberId)) throw new AppError('WAL_TOO_MANY_STREAMS');
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) must pass events through as they come.
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    await hub.add({ res: reply.raw, merchant, memberId });
  });
}
