import { ZAgentContract } from '@tala/contract/agent/contracts';
import {
  ZAgentSettings,
  ZBoAssignContractBody,
  ZBoContractPage,
  ZBoContractsQuery,
  ZBoRunRelease,
  ZBoSettlementPage,
  ZBoSettlementRunKey,
  ZBoSettlementRunPage,
  ZBoSettlementRunsQuery,
  ZBoSettlementsQuery,
  ZBoTerminateBody,
} from '@tala/contract/backoffice/agents';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  assignContractByStaff,
  getAgentSettings,
  listBoContracts,
  listBoSettlements,
  releaseSettlement,
  saveAgentSettings,
  terminateByStaff,
} from './agents-staff.service.ts';
import { listSettlementRuns, releaseSettlementRun } from './settlement-runs-staff.service.ts';

const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** Agents in the back office (issue 12 §4): limits, contracts, settlement runs and their held lines. */
export async function agentStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'agents.view' as const } };
  const edit = { config: { action: 'agents.edit' as const } };
  app.get(
    BO_PATHS.agentSettings,
    { ...view, schema: { response: { 200: envelopeOf(ZAgentSettings) } } },
    async (request, reply) => reply.ok(await getAgentSettings(db, request.merchant.id)),
  );
  app.put(
    BO_PATHS.agentSettings,
    { ...edit, schema: { body: ZAgentSettings, response: { 200: envelopeOf(ZAgentSettings) } } },
    async (request, reply) => {
      const saved = await saveAgentSettings(db, request.merchant, actorOf(request), request.body);
      deps.merchants.invalidate();
      return reply.ok(saved);
    },
  );
  app.get(
    BO_PATHS.agentContracts,
    { ...view, schema: { querystring: ZBoContractsQuery, response: { 200: envelopeOf(ZBoContractPage) } } },
    async (request, reply) => reply.ok(await listBoContracts(db, request.merchant.id, request.query)),
  );
  app.post(
    BO_PATHS.agentContracts,
    { ...edit, schema: { body: ZBoAssignContractBody, response: { 200: envelopeOf(ZAgentContract) } } },
    async (request, reply) =>
      reply.ok(await assignContractByStaff(db, request.merchant, actorOf(request), request.body)),
  );
  app.post(
    BO_PATHS.agentContractTerminate,
    {
      ...edit,
      schema: { params: ZIdParams, body: ZBoTerminateBody, response: { 200: envelopeOf(ZAgentContract) } },
    },
    async (request, reply) =>
      reply.ok(
        await terminateByStaff(
          db,
          request.merchant,
          actorOf(request),
          BigInt(request.params.id),
          request.body.reason,
        ),
      ),
  );
  app.get(
    BO_PATHS.agentSettlements,
    {
      ...view,
      schema: { querystring: ZBoSettlementsQuery, response: { 200: envelopeOf(ZBoSettlementPage) } },
    },
    async (request, reply) => reply.ok(await listBoSettlements(db, request.merchant.id, request.query)),
  );
  app.get(
    BO_PATHS.agentSettlementRuns,
    {
      ...view,
      schema: { querystring: ZBoSettlementRunsQuery, response: { 200: envelopeOf(ZBoSettlementRunPage) } },
    },
    async (request, reply) => reply.ok(await listSettlementRuns(db, request.merchant, request.query)),
  );
  app.post(
    BO_PATHS.agentSettlementRunRelease,
    {
      config: { action: 'agents.settle' as const },
      schema: { body: ZBoSettlementRunKey, response: { 200: envelopeOf(ZBoRunRelease) } },
    },
    async (request, reply) =>
      reply.ok(
        await releaseSettlementRun(db, request.merchant, actorOf(request), {
          kind: request.body.kind,
          periodStart: new Date(request.body.periodStart),
        }),
      ),
  );
  app.post(
    BO_PATHS.agentSettlementRelease,
    {
      config: { action: 'agents.settle' as const },
      schema: { params: ZIdParams, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await releaseSettlement(db, request.merchant, actorOf(request), BigInt(request.params.id));
      return reply.ok(null);
    },
  );
}
