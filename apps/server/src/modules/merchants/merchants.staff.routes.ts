import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZBanksBody,
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
import { ZBoSideBar, ZSideBarBody } from '@tala/contract/backoffice/side-bar';
import { envelopeOf } from '@tala/contract/envelope';
import type { FastifyReply } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  getBoSettings,
  getBoSideBar,
  getRegisterRules,
  saveBanks,
  saveMaintenance,
  saveRegion,
  saveRegisterRule,
  saveSideBar,
  saveSwitches,
  saveThreshold,
  saveTimeZone,
} from './settings-staff.service.ts';

const SETTINGS = envelopeOf(ZBoSettings);

/**
 * Merchant settings and register rules. The site reads merchants through a 5-second cache; this
 * instance drops it at once after a change.
 */
export async function merchantStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
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
  app.put(
    BO_PATHS.settingsBanks,
    { ...edit, schema: { body: ZBanksBody, response: { 200: SETTINGS } } },
    async (request, reply) =>
      changed(reply, await saveBanks(deps.db, request.merchant, actorOf(request), request.body.banks)),
  );

  app.get(
    BO_PATHS.settingsSideBar,
    { ...view, schema: { response: { 200: envelopeOf(ZBoSideBar) } } },
    async (request, reply) => reply.ok(await getBoSideBar(deps.db, request.merchant.id)),
  );
  app.put(
    BO_PATHS.settingsSideBar,
    { ...edit, schema: { body: ZSideBarBody, response: { 200: envelopeOf(ZBoSideBar) } } },
    async (request, reply) =>
      changed(reply, await saveSideBar(deps.db, request.merchant, actorOf(request), request.body)),
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
}
