import {
  ZBoAnnouncementBody,
  ZBoAnnouncementList,
  ZBoBannerBody,
  ZBoBannerList,
  ZCreated,
  ZNoticeIdParams,
} from '@tala/contract/backoffice/notices';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import type { FastifyReply } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  addAnnouncement,
  addBanner,
  editAnnouncement,
  editBanner,
  listBoAnnouncements,
  listBoBanners,
  removeAnnouncement,
  removeBanner,
} from './notices-staff.service.ts';

/** Announcements and banners; the site reads them through the merchant cache, dropped at once after a change. */
export async function noticeStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const changed = <T>(reply: FastifyReply, value: T) => {
    deps.merchants.invalidate();
    return reply.ok(value);
  };
  const view = { config: { action: 'notices.view' as const } };
  const edit = { config: { action: 'notices.edit' as const } };
  const byId = { params: ZNoticeIdParams, response: { 200: ZEmptyEnvelope } };

  app.get(
    BO_PATHS.announcements,
    { ...view, schema: { response: { 200: envelopeOf(ZBoAnnouncementList) } } },
    async (request, reply) => reply.ok(await listBoAnnouncements(deps.db, request.merchant.id)),
  );
  app.post(
    BO_PATHS.announcements,
    { ...edit, schema: { body: ZBoAnnouncementBody, response: { 200: envelopeOf(ZCreated) } } },
    async (request, reply) => changed(reply, await addAnnouncement(deps.db, actorOf(request), request.body)),
  );
  app.put(
    BO_PATHS.announcement,
    { ...edit, schema: { ...byId, body: ZBoAnnouncementBody } },
    async (request, reply) => {
      await editAnnouncement(deps.db, actorOf(request), BigInt(request.params.id), request.body);
      return changed(reply, null);
    },
  );
  app.delete(BO_PATHS.announcement, { ...edit, schema: byId }, async (request, reply) => {
    await removeAnnouncement(deps.db, actorOf(request), BigInt(request.params.id));
    return changed(reply, null);
  });

  app.get(
    BO_PATHS.banners,
    { ...view, schema: { response: { 200: envelopeOf(ZBoBannerList) } } },
    async (request, reply) => reply.ok(await listBoBanners(deps.db, request.merchant.id)),
  );
  app.post(
    BO_PATHS.banners,
    { ...edit, schema: { body: ZBoBannerBody, response: { 200: envelopeOf(ZCreated) } } },
    async (request, reply) => changed(reply, await addBanner(deps.db, actorOf(request), request.body)),
  );
  app.put(BO_PATHS.banner, { ...edit, schema: { ...byId, body: ZBoBannerBody } }, async (request, reply) => {
    await editBanner(deps.db, actorOf(request), BigInt(request.params.id), request.body);
    return changed(reply, null);
  });
  app.delete(BO_PATHS.banner, { ...edit, schema: byId }, async (request, reply) => {
    await removeBanner(deps.db, actorOf(request), BigInt(request.params.id));
    return changed(reply, null);
  });
}
