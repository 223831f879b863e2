import {
  BO_MISSIONS_PATHS,
  ZBoMissionBody,
  ZBoMissionLeaderboard,
  ZBoMissionList,
  ZBoMissionStatusBody,
} from '@tala/contract/backoffice/missions';
import { envelopeOf } from '@tala/contract/envelope';
import { ZMissionIdParams } from '@tala/contract/loyalty/missions';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  createMission,
  listStaffMissions,
  setMissionStatus,
  staffLeaderboard,
  updateMission,
} from './missions-staff.service.ts';

const ZOk = z.object({ id: z.string() });

/** Missions: the editor, its status, the board with usernames (issue 14 §6, decision 058). */
export async function missionsStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'missions.view' as const } };
  const edit = { config: { action: 'missions.edit' as const } };

  app.get(
    BO_MISSIONS_PATHS.list,
    { ...view, schema: { response: { 200: envelopeOf(ZBoMissionList) } } },
    async (request, reply) => reply.ok(await listStaffMissions(db, request.merchant.id)),
  );
  app.post(
    BO_MISSIONS_PATHS.list,
    { ...edit, schema: { body: ZBoMissionBody, response: { 200: envelopeOf(ZOk) } } },
    async (request, reply) => reply.ok({ id: await createMission(db, actorOf(request), request.body) }),
  );
  app.put(
    BO_MISSIONS_PATHS.one,
    {
      ...edit,
      schema: { params: ZMissionIdParams, body: ZBoMissionBody, response: { 200: envelopeOf(ZOk) } },
    },
    async (request, reply) => {
      await updateMission(db, actorOf(request), BigInt(request.params.id), request.body);
      return reply.ok({ id: request.params.id });
    },
  );
  app.put(
    BO_MISSIONS_PATHS.status,
    {
      ...edit,
      schema: { params: ZMissionIdParams, body: ZBoMissionStatusBody, response: { 200: envelopeOf(ZOk) } },
    },
    async (request, reply) => {
      await setMissionStatus(db, actorOf(request), BigInt(request.params.id), request.body.status);
      return reply.ok({ id: request.params.id });
    },
  );
  app.get(
    BO_MISSIONS_PATHS.leaderboard,
    { ...view, schema: { params: ZMissionIdParams, response: { 200: envelopeOf(ZBoMissionLeaderboard) } } },
    async (request, reply) =>
      reply.ok(await staffLeaderboard(db, request.merchant.id, BigInt(request.params.id))),
  );
}
