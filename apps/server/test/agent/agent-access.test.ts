import { randomUUID } from 'node:crypto';
import { CONTRACT_ACTIONS, CONTRACT_PATHS } from '@tala/contract/agent/contracts';
import { AGENT_PATHS } from '@tala/contract/agent/team';
import { API_PATHS } from '@tala/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertMember } from '../../src/modules/member/member.repository.ts';
import { createAnnouncement } from '../../src/modules/notices/notices.service.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { merchantIdOf } from '../wallet/wallet-helpers.ts';

/** Issue 12 §2.1 and §5: every agent call refuses players and visitors; agent notices reach agents only. */
let t: TTestApp;
let merchantId: number;
let agentToken: string;
let playerToken: string;

/** Each agent call with the method it answers to. */
const AGENT_CALLS: Record<keyof typeof AGENT_PATHS, 'GET' | 'POST'> = {
  teamMembers: 'GET',
  teamTransfer: 'POST',
  teamRegister: 'POST',
  teamOverview: 'GET',
  teamBetting: 'GET',
  teamProfit: 'GET',
  teamTransactions: 'GET',
  announcements: 'GET',
};

/** The contract calls agents only make (the consolidated flags answer every member: all off for a player). */
const CONTRACT_CALLS: Array<[string, 'GET' | 'POST']> = [
  [CONTRACT_PATHS.mine, 'GET'],
  [CONTRACT_PATHS.given, 'GET'],
  [CONTRACT_PATHS.offer, 'POST'],
  ...CONTRACT_ACTIONS.map((action): [string, 'POST'] => [CONTRACT_PATHS.action('1', action), 'POST']),
  [CONTRACT_PATHS.settlements, 'GET'],
  [CONTRACT_PATHS.income, 'GET'],
];

async function member(agentType: number): Promise<string> {
  const username = `aa_${randomUUID().slice(0, 8)}`;
  await insertMember(t.deps.db, {
    merchant_id: merchantId,
    username,
    password_hash: await hashPassword('Access123!'),
    agent_type: agentType,
  } as Parameters<typeof insertMember>[1]);
  return (await login(t, username, 'Access123!')).token;
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t, 'TALA');
  agentToken = await member(1);
  playerToken = await member(0);
});
afterAll(async () => t.close());

describe('agent calls: who may call them', () => {
  it('when a player or a visitor calls any agent call, then AGENT_ONLY or not logged in, whatever the body', async () => {
    const calls = [
      ...Object.entries(AGENT_CALLS).map(([name, method]) => [
        AGENT_PATHS[name as keyof typeof AGENT_PATHS],
        method,
      ]),
      ...CONTRACT_CALLS,
    ] as const;
    for (const [url, method] of calls) {
      const player = await t.app.inject({ method, url, headers: authed(playerToken), payload: {} });
      expect(player.json().code, url).toBe('AGENT_ONLY');
      const visitor = await t.app.inject({ method, url, payload: {} });
      expect(visitor.statusCode, url).toBe(401);
    }
  });
});

describe('agent centre: announcements', () => {
  it('when staff publish an agent notice, then agents read it in their language and players never see it', async () => {
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'A',
      title: { en: 'Commission day moves to Monday', zh: '佣金结算日改为周一' },
      contentHtml: { en: '<p>From next week.</p>', zh: '<p>下周起。</p>' },
      popup: true,
    });
    const read = (language: string) =>
      t.app.inject({ url: AGENT_PATHS.announcements, headers: authed(agentToken, { language }) });
    const zh = (await read('zh')).json().value;
    expect(zh.list[0]).toMatchObject({ type: 'A', title: '佣金结算日改为周一', content: '<p>下周起。</p>' });
    expect((await read('en')).json().value.list[0].title).toBe('Commission day moves to Monday');
    const asPlayer = await t.app.inject({ url: API_PATHS.announcements, query: { types: 'A' } });
    expect(asPlayer.json().code).toBe('VALIDATION_FAILED');
    const home = await t.app.inject({ url: API_PATHS.homeNotice, headers: authed(playerToken) });
    const everything = JSON.stringify(home.json().value);
    expect(everything).not.toContain('Commission day');
    const paging = await t.app.inject({
      url: AGENT_PATHS.announcements,
      query: { pageSize: '21' },
      headers: authed(agentToken),
    });
    expect(paging.json().code).toBe('VALIDATION_FAILED');
  });
});
