import { randomUUID } from 'node:crypto';
import { AGENT_PATHS } from '@tala/contract/agent/team';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertMember } from '../../src/modules/member/member.repository.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';

/** Issue 12 §2.4 and §5: team management reads, agents only, never outside the agent's own team. */
let t: TTestApp;
let merchantId: number;
let passwordHash: string;
const PASSWORD = 'Team1234!';

type TTree = {
  agent: bigint;
  sub: bigint;
  players: bigint[];
  deep: bigint;
  outsider: bigint;
  agentToken: string;
};
let tree: TTree;
const names = new Map<bigint, string>();

async function addMember(uplineId: bigint | null, agentType = 0): Promise<bigint> {
  const username = `tm_${randomUUID().slice(0, 8)}`;
  const row = await insertMember(t.deps.db, {
    merchant_id: merchantId,
    username,
    password_hash: passwordHash,
    upline_id: uplineId,
    agent_type: agentType,
  } as Parameters<typeof insertMember>[1]);
  names.set(row.id, username);
  return row.id;
}

const tokenOf = async (member: bigint) => (await login(t, names.get(member)!, PASSWORD)).token;

function team(token: string, query: Record<string, string> = {}, language = 'en') {
  return t.app.inject({
    url: AGENT_PATHS.teamMembers,
    query,
    headers: authed(token, { language }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t, 'TALA');
  passwordHash = await hashPassword(PASSWORD);
  // agent → 3 players and a sub-agent → a player → a deep player; an outsider under another agent.
  const agent = await addMember(null, 1);
  const players = [await addMember(agent), await addMember(agent), await addMember(agent)];
  const sub = await addMember(agent, 2);
  const underSub = await addMember(sub);
  const deep = await addMember(underSub);
  const outsider = await addMember(await addMember(null, 1));
  await fund(t, players[0]!, 12_345n);
  tree = { agent, sub, players: [...players, underSub], deep, outsider, agentToken: await tokenOf(agent) };
});
afterAll(async () => t.close());

describe('agent centre: team management', () => {
  it("when an agent opens team management, then its direct downline comes newest first with each one's figures", async () => {
    const res = await team(tree.agentToken);
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(answer.chain).toEqual([{ id: String(tree.agent), username: names.get(tree.agent) }]);
    expect(answer.list.map((row: { id: string }) => row.id)).toEqual(
      [tree.sub, ...tree.players.slice(0, 3)].map(String).sort((a, b) => Number(b) - Number(a)),
    );
    const funded = answer.list.find((row: { id: string }) => row.id === String(tree.players[0]));
    expect(funded).toMatchObject({
      agentType: 0,
      level: 1,
      balance: '123.45',
      directCount: 0,
      lastLoginAt: null,
    });
    const sub = answer.list.find((row: { id: string }) => row.id === String(tree.sub));
    expect(sub).toMatchObject({ agentType: 2, level: 1, balance: '0.00', directCount: 1 });
  });

  it('when the agent opens a sub-agent and then its player, then each level comes with the breadcrumb down to it', async () => {
    const underSub = tree.players[3]!;
    const level2 = (await team(tree.agentToken, { uplineId: String(tree.sub) })).json().value;
    expect(level2.list.map((row: { id: string; level: number }) => [row.id, row.level])).toEqual([
      [String(underSub), 2],
    ]);
    expect(level2.chain.map((c: { id: string }) => c.id)).toEqual([String(tree.agent), String(tree.sub)]);
    const level3 = (await team(tree.agentToken, { uplineId: String(underSub) })).json().value;
    expect(level3.list).toMatchObject([{ id: String(tree.deep), level: 3 }]);
    expect(level3.chain.map((c: { username: string }) => c.username)).toEqual(
      [tree.agent, tree.sub, underSub].map((id) => names.get(id)),
    );
  });

  it('when the agent searches a username of its team in any case, then that member comes with its place in the team', async () => {
    const res = await team(tree.agentToken, { username: names.get(tree.deep)!.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatchObject({ total: 1, list: [{ id: String(tree.deep), level: 3 }] });
    expect(answer.chain.map((c: { id: string }) => c.id)).toEqual(
      [tree.agent, tree.sub, tree.players[3]!].map(String),
    );
  });

  it('when an agent names a member outside its team by id or by name, or its own upline, then TEAM_MEMBER_NOT_FOUND, translated, and nothing of it shows', async () => {
    const subToken = await tokenOf(tree.sub);
    const queries: Array<Record<string, string>> = [
      { uplineId: String(tree.outsider) },
      { username: names.get(tree.outsider)! },
      { uplineId: '999999999999' },
    ];
    for (const query of queries) {
      const res = await team(tree.agentToken, query, 'zh');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TEAM_MEMBER_NOT_FOUND', message: '该会员不在您的团队中。' });
      expect(res.body).not.toContain(names.get(tree.outsider));
    }
    // A sub-agent sees its own team, not its upline's.
    const up = await team(subToken, { uplineId: String(tree.agent) });
    expect(up.statusCode).toBe(404);
    const own = await team(subToken, { username: names.get(tree.players[0]!)! });
    expect(own.statusCode).toBe(404);
  });

  it('when a player, a demo account or a visitor asks, then AGENT_ONLY (or not logged in) and no team shows', async () => {
    const player = await team(await tokenOf(tree.players[0]!), {}, 'zh');
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ code: 'AGENT_ONLY', message: '非代理账号无法登录代理中心。' });
    const demo = await team(await tokenOf(await addMember(null, DEMO_AGENT_TYPE)));
    expect(demo.json()).toMatchObject({ code: 'AGENT_ONLY' });
    const visitor = await t.app.inject({ url: AGENT_PATHS.teamMembers });
    expect(visitor.statusCode).toBe(401);
  });

  it('when the paging or the search is out of bounds, then VALIDATION_FAILED', async () => {
    const queries: Array<Record<string, string>> = [
      { pageSize: '51' },
      { page: '0' },
      { uplineId: 'abc' },
      { username: 'x'.repeat(33) },
    ];
    for (const query of queries) {
      const res = await team(tree.agentToken, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('when a level has more members than a page, then pages follow one another without overlap', async () => {
    for (let i = 0; i < 5; i++) await addMember(tree.sub);
    const pages = await Promise.all(
      ['1', '2', '3'].map(
        async (page) =>
          (await team(tree.agentToken, { uplineId: String(tree.sub), page, pageSize: '2' })).json().value,
      ),
    );
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    const ids = pages.flatMap((p) => p.list.map((row: { id: string }) => row.id));
    expect(new Set(ids).size).toBe(6);
  });
});
