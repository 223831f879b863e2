import { envelopeOf } from '@tala/contract/envelope';
import {
  BO_VIP_PATHS,
  ZBoVipLadder,
  ZBoVipLevelParams,
  ZBoVipMember,
  ZBoVipMemberQuery,
  ZBoVipRankBody,
  ZBoVipSetRankBody,
  ZBoVipSettingsBody,
} from '@tala/contract/loyalty/vip-staff';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  addVipRank,
  deleteVipRank,
  saveVipSettings,
  staffLadder,
  updateVipRank,
} from './vip-ladder-staff.service.ts';
import { setMemberRank, staffMemberVip } from './vip-members-staff.service.ts';

const ZLevel = z.object({ level: z.number().int() });

/** The VIP ladder editor, its settings and players' ranks (issue 14 §6, decision 057). */
export async function vipStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'vip.view' as const } };
  const edit = { config: { action: 'vip.edit' as const } };
  const adjust = { config: { action: 'vip.adjust' as const } };

  app.get(
    BO_VIP_PATHS.ladder,
    { ...view, schema: { response: { 200: envelopeOf(ZBoVipLadder) } } },
    async (request, reply) => reply.ok(await staffLadder(db, request.merchant.id)),
  );
  app.post(
    BO_VIP_PATHS.ranks,
    { ...edit, schema: { body: ZBoVipRankBody, response: { 200: envelopeOf(ZLevel) } } },
    async (request, reply) => reply.ok({ level: await addVipRank(db, actorOf(request), request.body) }),
  );
  app.put(
    BO_VIP_PATHS.rank,
    {
      ...edit,
      schema: { params: ZBoVipLevelParams, body: ZBoVipRankBody, response: { 200: envelopeOf(ZLevel) } },
    },
    async (request, reply) => {
      await updateVipRank(db, actorOf(request), request.params.level, request.body);
      return reply.ok({ level: request.params.level });
    },
  );
  app.delete(
    BO_VIP_PATHS.rank,
    { ...edit, schema: { params: ZBoVipLevelParams, response: { 200: envelopeOf(ZLevel) } } },
    async (request, reply) => {
      await deleteVipRank(db, actorOf(request), request.params.level);
      return reply.ok({ level: request.params.level });
    },
  );
  app.put(
    BO_VIP_PATHS.settings,
    { ...edit, schema: { body: ZBoVipSettingsBody, response: { 200: envelopeOf(ZBoVipSettingsBody) } } },
    async (request, reply) => reply.ok(await saveVipSettings(db, actorOf(request), request.body)),
  );

  app.get(
    BO_VIP_PATHS.member,
    { ...view, schema: { querystring: ZBoVipMemberQuery, response: { 200: envelopeOf(ZBoVipMember) } } },
    async (request, reply) => reply.ok(await staffMemberVip(db, request.merchant.id, request.query.username)),
  );
  app.post(
    BO_VIP_PATHS.memberRank,
    { ...adjust, schema: { body: ZBoVipSetRankBody, response: { 200: envelopeOf(ZBoVipMember) } } },
    async (request, reply) => reply.ok(await setMemberRank(db, actorOf(request), request.body)),
  );
}
