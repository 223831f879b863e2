import type { TAppDeps } from '../../app-deps.ts';
import { setMustChangePassword, updateMemberAgent } from '../../modules/member/member.repository.ts';
import { createMemberAccount } from '../../modules/registration/registration.service.ts';

export type TDemoMemberAccount = { username: string; password: string; note: string };

/** The initial password an operator hands out; the member must change it at first login. */
export const INITIAL_DEFAULT_PASSWORD = 'Welcome123!';
export const DEMO_AGENT_AFFILIATE_CODE = 'DEMOAGENT';
export const DEMO_SUBAGENT_AFFILIATE_CODE = 'DEMOSUB';
const TEAM_PASSWORD = 'Player123!';

/**
 * Demo members, created through the registration service's account path (duplicate checks, invitation
 * code → upline, Argon2id) like operator-created accounts: the request-level checks of self-registration
 * (human check, SMS code, rule set) do not apply to accounts an operator opens. Usernames contain "_",
 * which the username rule of self-registration never allows, so they cannot collide with a player's.
 */
export async function seedDemoMembers(
  deps: Pick<TAppDeps, 'db'>,
  merchantId: number,
): Promise<TDemoMemberAccount[]> {
  const base = { merchantId, dialingCode: '63', language: 'en', registerMethod: 'SEED' };

  const agent = await createMemberAccount(deps.db, {
    ...base,
    username: 'demo_agent',
    password: 'Agent123!',
    fields: { email: 'demo.agent@example.com', payeeName: 'Demo Agent' },
  });
  // Agents are made by operators, not by registration: the agent type and code are set afterwards.
  await updateMemberAgent(deps.db, merchantId, agent.id, {
    agentType: 1,
    affiliateCode: DEMO_AGENT_AFFILIATE_CODE,
  });

  await createMemberAccount(deps.db, {
    ...base,
    username: 'demo_player',
    password: 'Player123!',
    fields: {
      email: 'demo.player@example.com',
      mobileNum: '9171234567',
      payeeName: 'Demo Player',
      affiliateCode: DEMO_AGENT_AFFILIATE_CODE,
    },
  });

  await seedDemoTeam(deps, base);

  const newbie = await createMemberAccount(deps.db, {
    ...base,
    username: 'demo_newbie',
    password: INITIAL_DEFAULT_PASSWORD,
    fields: { email: 'demo.newbie@example.com' },
  });
  await setMustChangePassword(deps.db, merchantId, newbie.id, true);

  return [
    {
      username: 'demo_player',
      password: 'Player123!',
      note: 'member; mobile +63 9171234567, e-mail demo.player@example.com; upline demo_agent',
    },
    {
      username: 'demo_agent',
      password: 'Agent123!',
      note: `agent (isAgent 1), invitation code ${DEMO_AGENT_AFFILIATE_CODE}`,
    },
    {
      username: 'demo_subagent',
      password: 'Agent123!',
      note: `sub-agent under demo_agent, invitation code ${DEMO_SUBAGENT_AFFILIATE_CODE}; its team demo_team3 (${TEAM_PASSWORD})`,
    },
    {
      username: 'demo_newbie',
      password: INITIAL_DEFAULT_PASSWORD,
      note: 'initial default password: login asks to change it',
    },
  ];
}

/**
 * demo_agent's team beyond demo_player, registered with the invitation codes as players register: two more
 * players, and a sub-agent (the demo agent's type, its own code) with a player of its own — so the agent centre
 * has levels to open. Their month of play and their contracts: seed-team-history.ts, seed-contracts.ts.
 */
async function seedDemoTeam(
  deps: Pick<TAppDeps, 'db'>,
  base: { merchantId: number; dialingCode: string; language: string; registerMethod: string },
): Promise<void> {
  const under = (affiliateCode: string, username: string, password = TEAM_PASSWORD) =>
    createMemberAccount(deps.db, { ...base, username, password, fields: { affiliateCode } });
  await under(DEMO_AGENT_AFFILIATE_CODE, 'demo_team1');
  await under(DEMO_AGENT_AFFILIATE_CODE, 'demo_team2');
  const sub = await under(DEMO_AGENT_AFFILIATE_CODE, 'demo_subagent', 'Agent123!');
  await updateMemberAgent(deps.db, base.merchantId, sub.id, {
    agentType: 1,
    affiliateCode: DEMO_SUBAGENT_AFFILIATE_CODE,
  });
  await under(DEMO_SUBAGENT_AFFILIATE_CODE, 'demo_team3');
}
