import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import {
  MESSAGE_PATHS,
  ZInboxMessageDetail,
  ZInboxPage,
  ZInboxQuery,
  ZMessageIdParams,
  ZUnreadCount,
} from '@tala/contract/messages/messages';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import {
  deleteMessage,
  listMessages,
  openMessage,
  readAllMessages,
  type TInboxReader,
  unreadCountOf,
} from './messages.service.ts';

/** The caller as a reader: their own member id (never one from the request) and their language. */
function readerOf(request: FastifyRequest): TInboxReader {
  assert(request.session, 'requireSession ran');
  return {
    merchantId: request.merchant.id,
    memberId: request.session.memberId,
    language: request.lang,
    defaultLanguage: parseLanguage(request.merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
    brand: request.merchant.name,
    symbol: request.merchant.currencySymbol,
  };
}

/** The member inbox, "platform information" (messageV2; decision 055). */
export async function messageRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const guard = { onRequest: app.requireSession };

  app.get(
    MESSAGE_PATHS.unreadCount,
    { ...guard, schema: { response: { 200: envelopeOf(ZUnreadCount) } } },
    async (request, reply) => {
      const reader = readerOf(request);
      return reply.ok({ count: await unreadCountOf(deps.db, reader.merchantId, reader.memberId) });
    },
  );

  app.get(
    MESSAGE_PATHS.list,
    { ...guard, schema: { querystring: ZInboxQuery, response: { 200: envelopeOf(ZInboxPage) } } },
    async (request, reply) => reply.ok(await listMessages(deps.db, readerOf(request), request.query)),
  );

  // Registered before `message` so "readAll" is never taken for an id (the id pattern refuses it anyway).
  app.post(
    MESSAGE_PATHS.readAll,
    { ...guard, schema: { response: { 200: envelopeOf(ZUnreadCount) } } },
    async (request, reply) => {
      const reader = readerOf(request);
      return reply.ok(await readAllMessages(deps.db, reader.merchantId, reader.memberId));
    },
  );

  app.get(
    MESSAGE_PATHS.message,
    { ...guard, schema: { params: ZMessageIdParams, response: { 200: envelopeOf(ZInboxMessageDetail) } } },
    async (request, reply) =>
      reply.ok(await openMessage(deps.db, readerOf(request), BigInt(request.params.id))),
  );

  app.delete(
    MESSAGE_PATHS.message,
    { ...guard, schema: { params: ZMessageIdParams, response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      await deleteMessage(deps.db, readerOf(request), BigInt(request.params.id));
      return reply.ok(null);
    },
  );
}
