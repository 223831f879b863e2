import {
  CONTRACT_ACTIONS,
  CONTRACT_PATHS,
  ZAgentContract,
  ZConsolidated,
  ZContractActionBody,
  ZContractKindQuery,
  ZContractOfferBody,
  ZGivenContractPage,
  ZGivenContractsQuery,
  ZIncome,
  ZIncomeQuery,
  ZMyContracts,
  ZSettlementPage,
  ZSettlementsQuery,
} from '@tala/contract/agent/contracts';
import { envelopeOf } from '@tala/contract/envelope';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { agentIncome, settlementPage } from './contract-income.service.ts';
import {
  actOnContract,
  consolidatedFlags,
  givenContracts,
  myContracts,
  offerContract,
} from './contracts.service.ts';

const ZContractParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  action: z.enum(CONTRACT_ACTIONS),
});

/** Salary and dividend contracts (seed 001 §4, §7; decision 045): the agent's own, the ones it gives, its income. */
export async function contractRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  app.get(
    CONTRACT_PATHS.consolidated,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZConsolidated) } } },
    async (request, reply) => reply.ok(await consolidatedFlags(db, request.merchant, request.session!)),
  );
  const agentOnly = { onRequest: app.requireAgent };
  app.get(
    CONTRACT_PATHS.mine,
    {
      ...agentOnly,
      schema: { querystring: ZContractKindQuery, response: { 200: envelopeOf(ZMyContracts) } },
    },
    async (request, reply) =>
      reply.ok(await myContracts(db, request.merchant, request.session!.memberId, request.query.kind)),
  );
  app.get(
    CONTRACT_PATHS.given,
    {
      ...agentOnly,
      schema: { querystring: ZGivenContractsQuery, response: { 200: envelopeOf(ZGivenContractPage) } },
    },
    async (request, reply) => reply.ok(await givenContracts(db, request.session!.memberId, request.query)),
  );
  app.post(
    CONTRACT_PATHS.offer,
    { ...agentOnly, schema: { body: ZContractOfferBody, response: { 200: envelopeOf(ZAgentContract) } } },
    async (request, reply) =>
      reply.ok(await offerContract(db, request.merchant, request.session!.memberId, request.body)),
  );
  app.post(
    CONTRACT_PATHS.action(':id', ':action' as never),
    {
      ...agentOnly,
      schema: {
        params: ZContractParams,
        body: ZContractActionBody,
        response: { 200: envelopeOf(ZAgentContract) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await actOnContract(db, request.merchant, request.session!.memberId, {
          id: BigInt(request.params.id),
          action: request.params.action,
          confirmCascade: request.body.confirmCascade === true,
        }),
      ),
  );
  app.get(
    CONTRACT_PATHS.settlements,
    {
      ...agentOnly,
      schema: { querystring: ZSettlementsQuery, response: { 200: envelopeOf(ZSettlementPage) } },
    },
    async (request, reply) =>
      reply.ok(await settlementPage(db, request.merchant, request.session!.memberId, request.query)),
  );
  app.get(
    CONTRACT_PATHS.income,
    { ...agentOnly, schema: { querystring: ZIncomeQuery, response: { 200: envelopeOf(ZIncome) } } },
    async (request, reply) =>
      reply.ok(await agentIncome(db, request.merchant, request.session!.memberId, request.query)),
  );
}
