import {
  ZBoAgentTree,
  ZBoAgentTreeQuery,
  ZBoMemberMove,
  ZBoMoveBody,
  ZBoMoveDecisionBody,
  ZBoMovePage,
  ZBoMovesQuery,
} from '@tala/contract/backoffice/agent-tree';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf } from '@tala/contract/envelope';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { agentTree } from './agent-tree-staff.service.ts';
import { approveMove, cancelMove, listMoves, rejectMove, requestMove } from './member-moves.service.ts';

const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The agent tree and member moves in the back office (issue 12 §4, decision 047). */
export async function agentTreeStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'agents.view' as const } };
  const edit = { config: { action: 'agents.edit' as const } };
  const decision = {
    ...edit,
    schema: { params: ZIdParams, body: ZBoMoveDecisionBody, response: { 200: envelopeOf(ZBoMemberMove) } },
  };
  app.get(
    BO_PATHS.agentTree,
    { ...view, schema: { querystring: ZBoAgentTreeQuery, response: { 200: envelopeOf(ZBoAgentTree) } } },
    async (request, reply) => reply.ok(await agentTree(db, request.merchant.id, request.query)),
  );
  app.get(
    BO_PATHS.agentMoves,
    { ...view, schema: { querystring: ZBoMovesQuery, response: { 200: envelopeOf(ZBoMovePage) } } },
    async (request, reply) => reply.ok(await listMoves(db, request.merchant.id, request.query)),
  );
  app.post(
    BO_PATHS.agentMoves,
    { ...edit, schema: { body: ZBoMoveBody, response: { 200: envelopeOf(ZBoMemberMove) } } },
    async (request, reply) =>
      reply.ok(await requestMove(db, request.merchant, actorOf(request), request.body)),
  );
  app.post(BO_PATHS.agentMoveApprove, decision, async (request, reply) =>
    reply.ok(
      await approveMove(db, request.merchant, actorOf(request), BigInt(request.params.id), request.body.note),
    ),
  );
  app.post(BO_PATHS.agentMoveReject, decision, async (request, reply) =>
    reply.ok(
      await rejectMove(db, request.merchant, actorOf(request), BigInt(request.params.id), request.body.note),
    ),
  );
  app.post(
    BO_PATHS.agentMoveCancel,
    { ...edit, schema: { params: ZIdParams, response: { 200: envelopeOf(ZBoMemberMove) } } },
    async (request, reply) =>
      reply.ok(await cancelMove(db, request.merchant, actorOf(request), BigInt(request.params.id))),
  );
}
