import {
  AGENT_PATHS,
  ZAgentAnnouncementsQuery,
  ZTeamBetting,
  ZTeamBettingQuery,
  ZTeamMembersAnswer,
  ZTeamMembersQuery,
  ZTeamOverview,
  ZTeamOverviewQuery,
  ZTeamProfit,
  ZTeamProfitQuery,
  ZTeamRegisterBody,
  ZTeamRegisterResult,
  ZTeamTransactions,
  ZTeamTransactionsQuery,
  ZTeamTransferBody,
  ZTeamTransferResult,
} from '@tala/contract/agent/team';
import { AGENT_ANNOUNCEMENT_TYPE } from '@tala/contract/constants';
import { envelopeOf } from '@tala/contract/envelope';
import { ZAnnouncementPage } from '@tala/contract/notices/announcements';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { readerOf } from '../notices/notice-reader.ts';
import { getAnnouncementPage } from '../notices/notices.service.ts';
import { providerTransport } from '../vendor-wallet/provider-transport.ts';
import { type TAgent, teamMembers } from './team.service.ts';
import { teamOverview } from './team-overview.service.ts';
import { teamBetting, teamProfit } from './team-play.service.ts';
import { registerTeamMember } from './team-register.service.ts';
import { teamTransactions } from './team-transactions.service.ts';
import { transferToTeamMember } from './team-transfer.service.ts';

/** The agent asking (the guard set the session). */
function agentOf(request: FastifyRequest): TAgent {
  const session = request.session!;
  return { merchantId: request.merchant.id, memberId: session.memberId, username: session.username };
}

/** The agent centre's calls: agents only (seed 001 §6, §8), each read within the agent's own team. */
export async function agentRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const agentRead = { onRequest: app.requireAgent };
  app.get(
    AGENT_PATHS.announcements,
    {
      ...agentRead,
      schema: { querystring: ZAgentAnnouncementsQuery, response: { 200: envelopeOf(ZAnnouncementPage) } },
    },
    async (request, reply) =>
      reply.ok(
        await getAnnouncementPage(deps.db, readerOf(request), {
          ...request.query,
          types: [AGENT_ANNOUNCEMENT_TYPE],
        }),
      ),
  );
  app.get(
    AGENT_PATHS.teamMembers,
    {
      ...agentRead,
      schema: { querystring: ZTeamMembersQuery, response: { 200: envelopeOf(ZTeamMembersAnswer) } },
    },
    async (request, reply) => reply.ok(await teamMembers(deps.db, agentOf(request), request.query)),
  );
  app.get(
    AGENT_PATHS.teamOverview,
    {
      ...agentRead,
      schema: { querystring: ZTeamOverviewQuery, response: { 200: envelopeOf(ZTeamOverview) } },
    },
    async (request, reply) =>
      reply.ok(await teamOverview(deps.db, request.merchant, agentOf(request).memberId, request.query)),
  );
  app.get(
    AGENT_PATHS.teamBetting,
    { ...agentRead, schema: { querystring: ZTeamBettingQuery, response: { 200: envelopeOf(ZTeamBetting) } } },
    async (request, reply) =>
      reply.ok(await teamBetting(deps.db, request.merchant, agentOf(request).memberId, request.query)),
  );
  app.get(
    AGENT_PATHS.teamProfit,
    { ...agentRead, schema: { querystring: ZTeamProfitQuery, response: { 200: envelopeOf(ZTeamProfit) } } },
    async (request, reply) =>
      reply.ok(await teamProfit(deps.db, request.merchant, agentOf(request), request.query)),
  );
  app.get(
    AGENT_PATHS.teamTransactions,
    {
      ...agentRead,
      schema: { querystring: ZTeamTransactionsQuery, response: { 200: envelopeOf(ZTeamTransactions) } },
    },
    async (request, reply) =>
      reply.ok(await teamTransactions(deps.db, request.merchant, agentOf(request), request.query)),
  );
  app.post(
    AGENT_PATHS.teamRegister,
    {
      onRequest: app.requireAgent,
      config: { sealed: true },
      schema: { body: ZTeamRegisterBody, response: { 200: envelopeOf(ZTeamRegisterResult) } },
    },
    async (request, reply) => {
      const { memberId, agentType } = request.session!;
      const agent = { memberId, agentType };
      return reply.ok(await registerTeamMember(deps.db, request.merchant, agent, request.body, request.ip));
    },
  );
  const walletDeps = { db: deps.db, transport: providerTransport(deps.inProcessProviders) };
  app.post(
    AGENT_PATHS.teamTransfer,
    {
      onRequest: app.requireAgent,
      schema: { body: ZTeamTransferBody, response: { 200: envelopeOf(ZTeamTransferResult) } },
    },
    async (request, reply) =>
      reply.ok(
        await transferToTeamMember(walletDeps, request.merchant, request.session!.memberId, request.body),
      ),
  );
}
