import {
  AGENT_PATHS,
  ZTeamMembersAnswer,
  ZTeamMembersQuery,
  ZTeamOverview,
  ZTeamOverviewQuery,
  ZTeamRegisterBody,
  ZTeamRegisterResult,
  ZTeamTransferBody,
  ZTeamTransferResult,
} from '@tala/contract/agent/team';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { providerTransport } from '../vendor-wallet/provider-transport.ts';
import { teamMembers } from './team.service.ts';
import { teamOverview } from './team-overview.service.ts';
import { registerTeamMember } from './team-register.service.ts';
import { transferToTeamMember } from './team-transfer.service.ts';

/** The agent centre's calls: agents only (seed 001 §6, §8), each read within the agent's own team. */
export async function agentRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    AGENT_PATHS.teamMembers,
    {
      onRequest: app.requireAgent,
      schema: { querystring: ZTeamMembersQuery, response: { 200: envelopeOf(ZTeamMembersAnswer) } },
    },
    async (request, reply) => {
      const session = request.session!;
      const agent = {
        merchantId: request.merchant.id,
        memberId: session.memberId,
        username: session.username,
      };
      return reply.ok(await teamMembers(deps.db, agent, request.query));
    },
  );
  app.get(
    AGENT_PATHS.teamOverview,
    {
      onRequest: app.requireAgent,
      schema: { querystring: ZTeamOverviewQuery, response: { 200: envelopeOf(ZTeamOverview) } },
    },
    async (request, reply) =>
      reply.ok(await teamOverview(deps.db, request.merchant, request.session!.memberId, request.query)),
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
