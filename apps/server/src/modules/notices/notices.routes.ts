import { envelopeOf } from '@tala/contract/envelope';
import {
  ZAnnouncementPage,
  ZAnnouncementQuery,
  ZBannerList,
  ZBannerQuery,
  ZHomeNotice,
  ZHomeNoticeQuery,
} from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { getAnnouncementPage, getBanners, getHomeNotice } from './notices.service.ts';

/** Public notices: in the caller's language (Language header, else the merchant's default) plus all-language ones. */
export async function noticesRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    API_PATHS.announcements,
    { schema: { querystring: ZAnnouncementQuery, response: { 200: envelopeOf(ZAnnouncementPage) } } },
    async (request, reply) => {
      const reader = { merchantId: request.merchant.id, language: request.lang };
      return reply.ok(await getAnnouncementPage(deps.db, reader, request.query));
    },
  );

  app.get(
    API_PATHS.banners,
    { schema: { querystring: ZBannerQuery, response: { 200: envelopeOf(ZBannerList) } } },
    async (request, reply) => {
      const reader = { merchantId: request.merchant.id, language: request.lang };
      return reply.ok(await getBanners(deps.db, reader, request.query.group));
    },
  );

  app.get(
    API_PATHS.homeNotice,
    { schema: { querystring: ZHomeNoticeQuery, response: { 200: envelopeOf(ZHomeNotice) } } },
    async (request, reply) => {
      const reader = { merchantId: request.merchant.id, language: request.lang };
      return reply.ok(await getHomeNotice(deps.db, reader, request.query));
    },
  );
}
