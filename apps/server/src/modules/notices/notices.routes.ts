import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import {
  ZAnnouncementPage,
  ZAnnouncementQuery,
  ZBannerList,
  ZBannerQuery,
  ZHomeNotice,
  ZHomeNoticeQuery,
  ZNoticeSeenBody,
} from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { HomeNoticeCache } from './home-notice-cache.ts';
import { readerOf } from './notice-reader.ts';
import {
  getAnnouncementPage,
  getBanners,
  getHomeNotice,
  markNoticesSeen,
  withoutSeenPopups,
} from './notices.service.ts';

/** Public notices in the caller's language, with the fallback order of decision 020. */
export async function noticesRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const homeNotices = new HomeNoticeCache();

  /** The home notice is public; a valid session only filters the popups this member has seen. */
  const memberOf = async (request: FastifyRequest) => (await app.trySession(request))?.memberId ?? null;

  app.get(
    API_PATHS.announcements,
    { schema: { querystring: ZAnnouncementQuery, response: { 200: envelopeOf(ZAnnouncementPage) } } },
    async (request, reply) => reply.ok(await getAnnouncementPage(deps.db, readerOf(request), request.query)),
  );

  app.get(
    API_PATHS.banners,
    { schema: { querystring: ZBannerQuery, response: { 200: envelopeOf(ZBannerList) } } },
    async (request, reply) => reply.ok(await getBanners(deps.db, readerOf(request), request.query.group)),
  );

  app.get(
    API_PATHS.homeNotice,
    { schema: { querystring: ZHomeNoticeQuery, response: { 200: envelopeOf(ZHomeNotice) } } },
    async (request, reply) => {
      const reader = readerOf(request);
      const { types, execution } = request.query;
      const key = {
        merchantId: reader.merchantId,
        language: reader.language,
        query: `${types.join(',')}|${execution}`,
        generation: deps.merchants.generation,
      };
      const notice = await homeNotices.get(key, () =>
        getHomeNotice(deps.db, { ...reader, merchant: request.merchant }, request.query),
      );
      const memberId = await memberOf(request);
      if (memberId === null) return reply.ok(notice);
      return reply.ok(await withoutSeenPopups(deps.db, reader.merchantId, memberId, notice));
    },
  );

  app.post(
    API_PATHS.homeNoticeSeen,
    { onRequest: app.requireSession, schema: { body: ZNoticeSeenBody, response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      await markNoticesSeen(deps.db, request.merchant.id, request.session!.memberId, request.body.notices);
      return reply.ok(null);
    },
  );
}
