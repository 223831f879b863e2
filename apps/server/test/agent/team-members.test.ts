import { randomUUID } from 'node:crypto';
import { AGENT_PATHS } from '@tala/contract/agent/team';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { houseAccountCode } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';
import { teamBuilder } from './team-helpers.ts';

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
let builder: ReturnType<typeof teamBuilder>;
const addMember = (uplineId: bigint | null, agentType = 0) => builder.addMember(uplineId, agentType);
const tokenOf = (member: bigint) => builder.tokenOf(member);
const nameOf = (member: bigint) => builder.names.get(member) as string;

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
  builder = teamBuilder(t, merchantId, passwordHash, PASSWORD);
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
afterAll(async () => {
  // Transfers and adjustments moved money: the ledger still balances.
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('agent centre: team management', () => {
  it("when an agent opens team management, then its direct downline comes newest first with each one's figures", async () => {
    const res = await team(tree.agentToken);
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1 });
    expect(answer.chain).toEqual([{ id: String(tree.agent), username: nameOf(tree.agent) }]);
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
      [tree.agent, tree.sub, underSub].map((id) => nameOf(id)),
    );
  });

  it('when the agent searches a username of its team in any case, then that member comes with its place in the team', async () => {
    const res = await team(tree.agentToken, { username: nameOf(tree.deep)!.toUpperCase() });
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
      { username: nameOf(tree.outsider)! },
      { uplineId: '999999999999' },
    ];
    for (const query of queries) {
      const res = await team(tree.agentToken, query, 'zh');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TEAM_MEMBER_NOT_FOUND', message: '该会员不在您的团队中。' });
      expect(res.body).not.toContain(nameOf(tree.outsider));
    }
    // A sub-agent sees its own team, not its upline's.
    const up = await team(subToken, { uplineId: String(tree.agent) });
    expect(up.statusCode).toBe(404);
    const own = await team(subToken, { username: nameOf(tree.players[0]!)! });
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

describe('agent centre: transfer to the team', () => {
  const PAY = 'Pay12345!';
  let payHash: string;

  beforeAll(async () => {
    payHash = await hashPassword(PAY);
    await t.deps.db
      .updateTable('members')
      .set({ payment_password_hash: payHash })
      .where('id', '=', tree.agent)
      .execute();
    await fund(t, tree.agent, 1_000_000n);
  });

  function transfer(to: bigint, amount: string, extra: Record<string, string> = {}, token = tree.agentToken) {
    return t.app.inject({
      method: 'POST',
      url: AGENT_PATHS.teamTransfer,
      headers: authed(token, { language: 'en' }),
      payload: { memberId: String(to), amount, paymentPassword: PAY, idempotencyKey: randomUUID(), ...extra },
    });
  }

  async function mainOf(member: bigint): Promise<bigint> {
    const row = await t.deps.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', member)
      .where('code', '=', 'MAIN')
      .executeTakeFirst();
    return row?.balance ?? 0n;
  }

  async function setLimits(limits: { minAmount: string; maxAmount: string; dailyMaxAmount: string }) {
    await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, '{agentTransfer}', ${JSON.stringify(limits)}::jsonb)
      WHERE merchant_id = ${merchantId}`.execute(t.deps.db);
    t.deps.merchants.invalidate();
  }

  it('when an agent transfers to a member three levels down, then the money moves once, as an agent transfer, even when retried', async () => {
    const before = { agent: await mainOf(tree.agent), deep: await mainOf(tree.deep) };
    const key = randomUUID();
    const first = await transfer(tree.deep, '25.50', { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await transfer(tree.deep, '25.50', { idempotencyKey: key });
    expect(again.json().value).toMatchObject({
      transactionId: first.json().value.transactionId,
      replayed: true,
    });
    expect(await mainOf(tree.agent)).toBe(before.agent - 2550n);
    expect(await mainOf(tree.deep)).toBe(before.deep + 2550n);
    const posting = await t.deps.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('id', '=', BigInt(first.json().value.transactionId))
      .executeTakeFirstOrThrow();
    expect(posting.kind).toBe('AGENT_TRANSFER');
  });

  it('when the payee is outside the team, the agent itself or disabled, or the password is wrong, then the clear refusal and no money moves', async () => {
    const before = await mainOf(tree.agent);
    const subToken = await tokenOf(tree.sub);
    expect((await transfer(tree.outsider, '5.00')).json().code).toBe('TEAM_MEMBER_NOT_FOUND');
    expect((await transfer(tree.agent, '5.00')).json().code).toBe('TEAM_MEMBER_NOT_FOUND');
    expect((await transfer(tree.agent, '5.00', {}, subToken)).json().code).toBe('TEAM_MEMBER_NOT_FOUND');
    const disabled = await addMember(tree.agent);
    await t.deps.db.updateTable('members').set({ status: 'DISABLED' }).where('id', '=', disabled).execute();
    expect((await transfer(disabled, '5.00')).json().code).toBe('TEAM_MEMBER_DISABLED');
    expect((await transfer(tree.sub, '5.00', { paymentPassword: 'Wrong123!' })).json().code).toBe(
      'SEC_WITHDRAW_PASSWORD_WRONG',
    );
    // The sub-agent has set no withdrawal password.
    expect((await transfer(tree.players[3]!, '5.00', {}, subToken)).json().code).toBe(
      'SEC_WITHDRAW_PASSWORD_NOT_SET',
    );
    const player = await transfer(tree.agent, '5.00', {}, await tokenOf(tree.players[1]!));
    expect(player.json().code).toBe('AGENT_ONLY');
    expect(await mainOf(tree.agent)).toBe(before);
  });

  it("when transfers pass the merchant's limits, then each is refused with the limit in the message, and racing ones never pass the day's cap", async () => {
    await setLimits({ minAmount: '2.00', maxAmount: '100.00', dailyMaxAmount: '300.00' });
    try {
      const low = await transfer(tree.sub, '1.99');
      expect(low.json()).toMatchObject({
        code: 'PAY_AMOUNT_OUT_OF_RANGE',
        message: 'The amount must be between P 2.00 and P 100.00.',
      });
      expect((await transfer(tree.sub, '100.01')).json().code).toBe('PAY_AMOUNT_OUT_OF_RANGE');
      const before = await mainOf(tree.agent);
      // Ten transfers a minute are allowed; the race is about the cap, so the earlier tests' count is cleared.
      await t.deps.db.deleteFrom('rate_limits').where('key', 'like', '%:wal:team:%').execute();
      // The day so far holds the earlier test's 25.50: 274.50 of the cap is left; 2 of these 5 fit.
      const raced = await Promise.all(Array.from({ length: 5 }, () => transfer(tree.sub, '100.00')));
      const codes = raced.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code)).sort();
      expect(codes).toEqual([
        'AGENT_TRANSFER_DAILY_LIMIT',
        'AGENT_TRANSFER_DAILY_LIMIT',
        'AGENT_TRANSFER_DAILY_LIMIT',
        'OK',
        'OK',
      ]);
      const refused = raced.find((res) => res.statusCode !== 200)!;
      expect(refused.json().message).toBe(
        "This would take today's transfers to your team past your daily limit of P 300.00.",
      );
      expect(await mainOf(tree.agent)).toBe(before - 20_000n);
    } finally {
      await setLimits({ minAmount: '1.00', maxAmount: '50000.00', dailyMaxAmount: '200000.00' });
    }
  });
});

describe('agent centre: register under me', () => {
  async function register(body: Record<string, unknown>, token = tree.agentToken) {
    return t.app.inject({
      method: 'POST',
      url: AGENT_PATHS.teamRegister,
      headers: authed(token, { language: 'en' }),
      payload: (await t.seal({
        password: 'Newbie123',
        confirmPassword: 'Newbie123',
        kind: 'player',
        ...body,
      })) as object,
    });
  }

  it('when an agent creates a player, then the player is in its direct downline, can sign in, and opens no agent centre', async () => {
    const username = `dl${randomUUID().slice(0, 8)}`;
    const res = await register({ username });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username, agentType: 0, affiliateCode: null });
    const row = await t.deps.db
      .selectFrom('members')
      .select(['upline_id', 'register_method'])
      .where('id', '=', BigInt(res.json().value.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upline_id: tree.agent, register_method: 'AGENT' });
    const found = (await team(tree.agentToken, { username })).json().value;
    expect(found.list).toMatchObject([{ username, level: 1 }]);
    const own = await login(t, username, 'Newbie123');
    expect((await team(own.token)).json().code).toBe('AGENT_ONLY');
  });

  it('when an agent creates a sub-agent, then it has the agent type and its own invitation code, and opens its own team', async () => {
    const username = `sa${randomUUID().slice(0, 8)}`;
    const res = await register({ username, kind: 'agent' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({ username, agentType: 1 });
    expect(created.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const affiliate = await t.app.inject({
      url: '/wps/agent/affiliate',
      query: { code: created.affiliateCode },
    });
    expect(affiliate.json().value).toBeTruthy();
    const own = await login(t, username, 'Newbie123');
    expect((await team(own.token)).json().value).toMatchObject({ total: 0, chain: [{ username }] });
  });

  it('when the name is taken, the password breaks the rules or its confirmation differs, or a player asks, then the clear refusal and no account', async () => {
    const taken = `tk${randomUUID().slice(0, 8)}`;
    expect((await register({ username: taken })).statusCode).toBe(200);
    const before = (await team(tree.agentToken)).json().value.total;
    expect((await register({ username: taken.toUpperCase() })).json().code).toBe('USERNAME_TAKEN');
    const weak = await register({
      username: `wk${randomUUID().slice(0, 8)}`,
      password: 'a',
      confirmPassword: 'a',
    });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'password' }] });
    const mismatch = await register({
      username: `mm${randomUUID().slice(0, 8)}`,
      confirmPassword: 'Other1234',
    });
    expect(mismatch.json().code).toBe('PASSWORD_CONFIRM_MISMATCH');
    const byPlayer = await register(
      { username: `pl${randomUUID().slice(0, 8)}` },
      await tokenOf(tree.players[2]!),
    );
    expect(byPlayer.json().code).toBe('AGENT_ONLY');
    expect((await team(tree.agentToken)).json().value.total).toBe(before);
  });
});

describe('agent centre: team overview', () => {
  let zone = 'UTC';
  beforeAll(async () => {
    zone = (await t.deps.merchants.byMerchantCode('TALA'))!.settings.timeZone;
  });
  /** Noon of the day `daysAgo` days before today, in the merchant's time zone (its calendar decides the day). */
  const at = (daysAgo: number) =>
    sql<Date>`(date_trunc('day', now() AT TIME ZONE ${zone}) - make_interval(days => ${daysAgo})
      + interval '12 hours') AT TIME ZONE ${zone}`;

  /** A ledger posting between the member's MAIN and a house account, moved back to noon `daysAgo` days ago. */
  const postAt = (member: bigint, kind: string, mainChange: bigint, daysAgo: number, house?: string) =>
    builder.postDated(member, kind, mainChange, at(daysAgo), house);

  /** A round as the betting record reads it, and its money on the ledger (MAIN and the vendor's game account). */
  async function playRound(member: bigint, stake: bigint, win: bigint, daysAgo: number) {
    const vendor = await t.deps.db
      .selectFrom('game_vendors')
      .select(['id', 'vassalage'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const game = houseAccountCode.game(vendor.vassalage);
    await sql`INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code,
        status, stake_minor, win_minor, bet_count, live_bet_count, opened_at, closed_at)
      VALUES (${merchantId}, 'HOUSE', ${randomUUID()}, ${member}, ${vendor.id}, 'g', 'CLOSED', ${stake}, ${win}, 1, 1,
        ${at(daysAgo)}, ${at(daysAgo)})`.execute(t.deps.db);
    await fund(t, member, stake);
    await postAt(member, 'GAME_BET', -stake, daysAgo, game);
    if (win > 0n) await postAt(member, 'GAME_WIN', win, daysAgo, game);
  }

  const paidDeposit = (member: bigint, amount: bigint, daysAgo: number) =>
    postAt(member, 'DEPOSIT', amount, daysAgo);
  const heldWithdrawal = (member: bigint, amount: bigint, daysAgo: number) =>
    postAt(member, 'WITHDRAW_HOLD', -amount, daysAgo);
  const returnedWithdrawal = (member: bigint, amount: bigint, daysAgo: number) =>
    postAt(member, 'WITHDRAW_RELEASE', amount, daysAgo);

  function overview(query: Record<string, string>, token = tree.agentToken) {
    return t.app.inject({ url: AGENT_PATHS.teamOverview, query, headers: authed(token, { language: 'en' }) });
  }

  it("when the team played, paid in and out, then the overview sums the period's days and the chart has every day", async () => {
    const deep = tree.deep;
    const player = tree.players[0]!;
    await playRound(deep, 1_000n, 300n, 0);
    await playRound(player, 500n, 2_000n, 0);
    await playRound(player, 700n, 0n, 1);
    await playRound(tree.outsider, 99_999n, 0n, 0);
    await paidDeposit(deep, 10_000n, 0);
    await paidDeposit(tree.outsider, 55_555n, 0);
    await heldWithdrawal(player, 4_000n, 1);
    await heldWithdrawal(player, 1_000n, 1);
    await returnedWithdrawal(player, 1_000n, 0);
    // What the overview shows is what the feed has taken in: nothing new until it runs.
    const before = (await overview({ period: 'today' })).json().value;
    await feedTeamFigures(t.deps.db);
    expect(await feedTeamFigures(t.deps.db)).toEqual({ memberDays: 0 });
    const today = (await overview({ period: 'today' })).json().value;
    expect(today).toMatchObject({
      activeMembers: 2,
      deposits: '100.00',
      withdrawals: '-10.00',
      validBets: '15.00',
      profitLoss: '8.00',
    });
    expect(before.validBets).not.toBe(today.validBets);
    const levels = await t.deps.db
      .selectFrom('member_uplines')
      .select('depth')
      .where('upline_id', '=', tree.agent)
      .execute();
    expect(today.teamSize).toEqual({
      direct: levels.filter((l) => l.depth === 1).length,
      all: levels.length,
    });
    expect(today.teamSize.all).toBeGreaterThan(today.teamSize.direct);
    // Every member of this team was made by this file, today.
    expect(today.newMembers).toBe(levels.length);
    const balances = await t.deps.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('member_uplines as u', 'u.member_id', 'a.member_id')
      .select('a.balance')
      .where('u.upline_id', '=', tree.agent)
      .where('a.code', '=', 'MAIN')
      .execute();
    const total = balances.reduce((sum, row) => sum + row.balance, 0n);
    expect(today.teamBalance).toBe(`${total / 100n}.${String(total % 100n).padStart(2, '0')}`);
    expect(total).toBeGreaterThan(0n);
    expect(today.days).toHaveLength(1);
    const yesterday = (await overview({ period: 'yesterday' })).json().value;
    expect(yesterday).toMatchObject({
      activeMembers: 1,
      withdrawals: '50.00',
      validBets: '7.00',
      profitLoss: '-7.00',
    });
    const to = today.to as string;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const three = (await overview({ period: 'custom', from, to })).json().value;
    expect(three.days.map((d: { day: string }) => d.day)).toHaveLength(3);
    expect(three).toMatchObject({
      activeMembers: 2,
      validBets: '22.00',
      deposits: '100.00',
      withdrawals: '40.00',
    });
    const week = (await overview({ period: 'week' })).json().value;
    const month = (await overview({ period: 'month' })).json().value;
    // A member active on two days of a week or month counts once (the player played today and yesterday).
    for (const period of [week, month]) {
      const yesterdayIn = period.days.some((d: { day: string }) => d.day === yesterday.from);
      expect(period.activeMembers).toBe(2);
      expect(period.validBets).toBe(yesterdayIn ? '22.00' : '15.00');
    }
    expect(three.days[0]).toMatchObject({ newMembers: 0, validBets: '0.00' });
  });

  it("when the team's play is asked by vendor and by member, then each sums only the team's bets", async () => {
    const get = (url: string, query: Record<string, string>) =>
      t.app.inject({ url, query, headers: authed(tree.agentToken) });
    // A bet at another vendor, rolled back: no bet, no stake, and no row for that vendor.
    const other = await t.deps.db
      .selectFrom('game_vendors')
      .select('vassalage')
      .where('merchant_id', '=', merchantId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await fund(t, tree.players[0]!, 400n);
    await postAt(tree.players[0]!, 'GAME_BET', -400n, 0, houseAccountCode.game(other.vassalage));
    await postAt(tree.players[0]!, 'GAME_ROLLBACK', 400n, 0, houseAccountCode.game(other.vassalage));
    await feedTeamFigures(t.deps.db);
    const betting = (await get(AGENT_PATHS.teamBetting, { period: 'today' })).json().value;
    const today = { bets: 2, validBets: '15.00', wins: '23.00', profitLoss: '8.00' };
    expect(betting.totals).toEqual(today);
    expect(betting.vendors).toHaveLength(1);
    expect(betting.vendors[0]).toMatchObject(today);
    const level1 = (await get(AGENT_PATHS.teamProfit, { period: 'today' })).json().value;
    const row = (id: bigint, answer = level1) => answer.list.find((r: { id: string }) => r.id === String(id));
    const none = { bets: 0, validBets: '0.00', wins: '0.00', profitLoss: '0.00' };
    expect(row(tree.players[0]!)).toMatchObject({
      own: { bets: 1, validBets: '5.00', wins: '20.00', profitLoss: '15.00' },
      branch: { bets: 1, validBets: '5.00' },
    });
    expect(row(tree.sub)).toMatchObject({
      own: none,
      branch: { bets: 1, validBets: '10.00', wins: '3.00' },
    });
    const level2 = (await get(AGENT_PATHS.teamProfit, { period: 'today', uplineId: String(tree.sub) })).json()
      .value;
    expect(level2.chain.map((c: { id: string }) => c.id)).toEqual([String(tree.agent), String(tree.sub)]);
    expect(row(tree.players[3]!, level2)).toMatchObject({
      level: 2,
      own: none,
      branch: { validBets: '10.00' },
    });
    const outside = await get(AGENT_PATHS.teamProfit, { period: 'today', uplineId: String(tree.outsider) });
    expect(outside.json().code).toBe('TEAM_MEMBER_NOT_FOUND');
  });

  it("when the team's money movements are listed, then the team's lines come newest first, by type or by member", async () => {
    const get = (query: Record<string, string>) =>
      t.app.inject({ url: AGENT_PATHS.teamTransactions, query, headers: authed(tree.agentToken) });
    const all = (await get({ period: 'today', pageSize: '50' })).json().value;
    const lines = all.list.map((l: { username: string; type: string; amount: string }) => [
      l.username,
      l.type,
      l.amount,
    ]);
    expect(lines).toContainEqual([nameOf(tree.deep), 'AGENT_TRANSFER', '25.50']);
    expect(lines).toContainEqual([nameOf(tree.players[0]!), 'ADJUSTMENT', '123.45']);
    expect(
      lines.filter((l: string[]) => l[0] === nameOf(tree.agent) || l[0] === nameOf(tree.outsider)),
    ).toEqual([]);
    const ids = all.list.map((l: { id: string }) => Number(l.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const transfers = (await get({ period: 'today', type: 'AGENT_TRANSFER' })).json().value;
    expect(
      transfers.list.map((l: { username: string; amount: string }) => [l.username, l.amount]).sort(),
    ).toEqual(
      [
        [nameOf(tree.deep), '25.50'],
        [nameOf(tree.sub), '100.00'],
        [nameOf(tree.sub), '100.00'],
      ].sort(),
    );
    const deep = (await get({ period: 'today', username: nameOf(tree.deep)! })).json().value;
    expect(deep.list.every((l: { username: string }) => l.username === nameOf(tree.deep))).toBe(true);
    expect(deep.list).toContainEqual(
      expect.objectContaining({ level: 3, type: 'AGENT_TRANSFER', amount: '25.50' }),
    );
    expect((await get({ period: 'today', username: nameOf(tree.outsider)! })).json().code).toBe(
      'TEAM_MEMBER_NOT_FOUND',
    );
    expect((await get({ period: 'today', type: 'GAME_BET' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('when a custom range is missing, reversed or too long, then a clear refusal', async () => {
    expect((await overview({ period: 'custom' })).json().code).toBe('VALIDATION_FAILED');
    expect((await overview({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const long = await overview({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
    expect(long.json()).toMatchObject({
      code: 'WAL_DATE_RANGE_TOO_LONG',
      message: 'The date range can be at most 62 days.',
    });
    const player = await overview({ period: 'today' }, await tokenOf(tree.players[1]!));
    expect(player.json().code).toBe('AGENT_ONLY');
  });
});
