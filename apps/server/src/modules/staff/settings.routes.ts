import { ZAuditPage, ZAuditQuery } from '@tala/contract/backoffice/audit';
import { ZDashboard } from '@tala/contract/backoffice/dashboard';
import {
  ZBoAnnouncementBody,
  ZBoAnnouncementList,
  ZBoBannerBody,
  ZBoBannerList,
  ZCreated,
  ZNoticeIdParams,
} from '@tala/contract/backoffice/notices';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZBoSettings,
  ZMaintenance,
  ZRegion,
  ZRegisterRule,
  ZRegisterRuleBody,
  ZRegisterRuleList,
  ZRegisterRuleParams,
  ZSwitchesBody,
  ZThresholdBody,
  ZTimeZoneBody,
} from '@tala/contract/backoffice/settings';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import type { FastifyReply } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { getAuditPage } from './audit.service.ts';
import { getDashboard } from './dashboard.service.ts';
import {
  addAnnouncement,
  addBanner,
  editAnnouncement,
  editBanner,
  listBoAnnouncements,
  listBoBanners,
  removeAnnouncement,
  removeBanner,
} from './notices-admin.service.ts';
import {
  getBoSettings,
  getRegisterRules,
  saveMaintenance,
  saveRegion,
  saveRegisterRule,
  saveSwitches,
  saveThreshold,
  saveTimeZone,
} from './settings.service.ts';
import { actorOf } from './staff-guard.ts';

const SETTINGS = envelopeOf(ZBoSettings);

/** Merchant settings, register rules, notices, the dashboard and the audit log. */
export async function settingsRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  /** The site reads merchants through a 5-second cache; this instance drops it at once after a change. */
  const changed = <T>(reply: FastifyReply, value: T) => {
    deps.merchants.invalidate();
    return reply.ok(value);
  };
  const view = { config: { action: 'settings.view' as const } };
  const edit = { config: { action: 'settings.edit' as const } };

  app.get(BO_PATHS.settings, { ...view, schema: { response: { 200: SETTINGS } } }, async (request, reply) =>
    reply.ok(await getBoSettings(deps.db, request.merchant)),
  );
  app.put(
    BO_PATHS.settingsSwitches,
    { ...edit, schema: { body: ZSwitchesBody, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(reply, await saveSwitches(deps.db, request.merchant, actorOf(request), request.body.switches)),
  );
  app.put(
    BO_PATHS.settingsMaintenance,
    { ...edit, schema: { body: ZMaintenance, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(reply, await saveMaintenance(deps.db, request.merchant, actorOf(request), request.body)),
  );
  app.put(
    BO_PATHS.settingsRegion,
    { ...edit, schema: { body: ZRegion, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(reply, await saveRegion(deps.db, request.merchant, actorOf(request), request.body)),
  );
  app.put(
    BO_PATHS.settingsThreshold,
    { ...edit, schema: { body: ZThresholdBody, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(
        reply,
        await saveThreshold(
          deps.db,
          request.merchant,
          actorOf(request),
          request.body.adjustmentApprovalThreshold,
        ),
      ),
  );

  app.put(
    BO_PATHS.settingsTimeZone,
    { ...edit, schema: { body: ZTimeZoneBody, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(reply, await saveTimeZone(deps.db, request.merchant, actorOf(request), request.body.timeZone)),
  );

  app.get(
    BO_PATHS.registerRules,
    { ...view, schema: { response: { 200: envelopeOf(ZRegisterRuleList) } } },
    async (request, reply) => reply.ok(await getRegisterRules(deps.db, request.merchant.id)),
  );
  app.put(
    BO_PATHS.registerRule,
    {
      ...edit,
      schema: {
        params: ZRegisterRuleParams,
        body: ZRegisterRuleBody,
        response: { 200: envelopeOf(ZRegisterRule.optional()) },
      },
    },
    async (request, reply) =>
      changed(
        reply,
        await saveRegisterRule(deps.db, request.merchant.id, actorOf(request), {
          ...request.body,
          field: request.params.field,
        }),
      ),
  );

  await noticeRoutes(app, deps, changed);

  app.get(
    BO_PATHS.dashboard,
    { config: { action: 'dashboard.view' }, schema: { response: { 200: envelopeOf(ZDashboard) } } },
    async (request, reply) => reply.ok(await getDashboard(deps.db, request.merchant)),
  );
  app.get(
    BO_PATHS.audit,
    {
      config: { action: 'audit.view' },
      schema: { querystring: ZAuditQuery, response: { 200: envelopeOf(ZAuditPage) } },
    },
    async (request, reply) => reply.ok(await getAuditPage(deps.db, request.merchant.id, request.query)),
  );
}

async function noticeRoutes(
  app: TApp,
  deps: TAppDeps,
  changed: <T>(reply: FastifyReply, value: T) => FastifyReply,
): Promise<void> {
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
