import { AGENT_PATHS, ZTeamMembersAnswer, ZTeamMembersQuery } from '@tala/contract/agent/team';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { teamMembers } from './team.service.ts';

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
}
