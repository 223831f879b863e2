import { envelopeOf } from '@tala/contract/envelope';
import { VIP_PATHS, ZVipLadder, ZVipMe } from '@tala/contract/loyalty/vip';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { readerOf } from '../notices/notice-reader.ts';
import { myVip, type TVipReader, vipLadder } from './vip.service.ts';

function vipReaderOf(request: FastifyRequest): TVipReader {
  const reader = readerOf(request);
  return {
    merchantId: reader.merchantId,
    language: reader.language,
    defaultLanguage: reader.defaultLanguage,
  };
}

/**
 * The VIP page's calls (issue 14 §3, decision 057): the ladder for anyone (visitors see what the ranks give), the
 * caller's own rank for a real account (trial accounts never rank). No call takes a member id.
 */
export async function vipRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    VIP_PATHS.ladder,
    { schema: { response: { 200: envelopeOf(ZVipLadder) } } },
    async (request, reply) => reply.ok(await vipLadder(db, vipReaderOf(request))),
  );

  app.get(
    VIP_PATHS.me,
    { onRequest: app.requireRealAccount, schema: { response: { 200: envelopeOf(ZVipMe) } } },
    async (request, reply) => {
      assert(request.session, 'requireRealAccount ran');
      return reply.ok(await myVip(db, vipReaderOf(request), request.session.memberId));
    },
  );
}
