import { CONTRACT_PATHS, type TContractTermsBody } from '@tala/contract/agent/contracts';
import { AGENT_PATHS } from '@tala/contract/agent/team';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { settleDueContracts } from '../../src/modules/agent/contract-settlement.ts';
import { assignTopContract } from '../../src/modules/agent/contracts.service.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { houseBalance } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { findMerchantByCode, type TMerchant } from '../../src/modules/merchants/merchant.repository.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';
import { teamBuilder } from './team-helpers.ts';

/** Issue 12 §3–§4, decision 045: offers, answers, the ceiling, the cascade, and settlement exactly once. */
let t: TTestApp;
let merchantId: number;
let staffId: bigint;
let team: ReturnType<typeof teamBuilder>;
const PASSWORD = 'Team1234!';
const TZ = 'Asia/Manila';

const merchant = async (): Promise<TMerchant> => (await findMerchantByCode(t.deps.db, 'TALA'))!;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t, 'TALA');
  team = teamBuilder(t, merchantId, await hashPassword(PASSWORD), PASSWORD);
  const limits = {
    DIVIDEND: { enabled: true, maxRateBp: 5_000, maxAmount: '0.00', maxTiers: 10 },
    DAILY_WAGE: { enabled: true, maxRateBp: 300, maxAmount: '10000.00', maxTiers: 10 },
    HOURLY_SALARY: { enabled: true, maxRateBp: 100, maxAmount: '0.00', maxTiers: 10 },
    REALTIME_SALARY: { enabled: false, maxRateBp: 100, maxAmount: '0.00', maxTiers: 1 },
  };
  await sql`UPDATE merchant_settings
    SET settings = jsonb_set(jsonb_set(settings, '{agentContracts}', ${JSON.stringify(limits)}::jsonb),
                             '{timeZone}', ${JSON.stringify(TZ)}::jsonb)
    WHERE merchant_id = ${merchantId}`.execute(t.deps.db);
  t.deps.merchants.invalidate();
  const staff = await t.deps.db
    .selectFrom('staff')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  staffId = staff!.id;
  await feedTeamFigures(t.deps.db);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

const wage = (...tiers: Array<[string, number, number]>): TContractTermsBody => ({
  kind: 'DAILY_WAGE',
  tiers: tiers.map(([minDailyBet, minActive, rateBp]) => ({ minDailyBet, minActive, rateBp, amount: null })),
});

/** top agent → sub-agent → sub-sub-agent → player; a player directly under the top agent. */
async function makeTree() {
  const top = await team.addMember(null, 1, 'ct');
  const sub = await team.addMember(top, 1, 'ct');
  const subsub = await team.addMember(sub, 1, 'ct');
  const player = await team.addMember(subsub, 0, 'ct');
  const direct = await team.addMember(top, 0, 'ct');
  const tokens = {
    top: await team.tokenOf(top),
    sub: await team.tokenOf(sub),
    subsub: await team.tokenOf(subsub),
  };
  return { top, sub, subsub, player, direct, tokens };
}

const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  query?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url,
    headers: authed(token),
    ...(body ? { payload: body } : {}),
    ...(query ? { query } : {}),
  });
const offer = (token: string, memberId: bigint, terms: TContractTermsBody) =>
  call(token, 'POST', CONTRACT_PATHS.offer, { memberId: String(memberId), terms });
const act = (token: string, id: string, action: 'accept' | 'reject' | 'withdraw' | 'terminate', body = {}) =>
  call(token, 'POST', CONTRACT_PATHS.action(id, action), body);
const codeOf = (res: { json: () => { code?: string } }) => res.json().code;

/** Staff give a top agent `terms`, paid by the house. */
const giveTop = async (memberId: bigint, terms: TContractTermsBody) =>
  assignTopContract(t.deps.db, await merchant(), staffId, { memberId, terms, confirmCascade: false });

/** The offerer offers its direct downline `terms` and the downline accepts: the offer as it was made. */
async function agree(offererToken: string, memberId: bigint, memberToken: string, terms: TContractTermsBody) {
  const offered = (await offer(offererToken, memberId, terms)).json().value;
  await act(memberToken, offered.id, 'accept');
  return offered;
}

const minutes = (n: number) => n * 60_000;

/** The start of the merchant's day `daysAgo` days back (0: today), as the server computes it. */
async function dayStart(daysAgo: number): Promise<Date> {
  const { rows } = await sql<{
    at: Date;
  }>`SELECT contract_period_start('DAILY', now() - make_interval(days => ${daysAgo}), ${TZ}) AS at`.execute(
    t.deps.db,
  );
  return rows[0]!.at;
}

async function mainOf(member: bigint): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', member)
    .where('code', '=', 'MAIN')
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

describe('offers and answers', () => {
  it("when an offer breaks a rule, then it is refused with the rule's code", async () => {
    const tree = await makeTree();
    // The sub-agent holds nothing of the kind yet, so it has nothing to give on.
    expect(codeOf(await offer(tree.tokens.sub, tree.subsub, wage(['100.00', 1, 50])))).toBe(
      'CONTRACT_NOT_HELD',
    );
    await giveTop(tree.top, wage(['100.00', 1, 100], ['1000.00', 2, 150]));
    expect(codeOf(await offer(tree.tokens.top, tree.subsub, wage(['100.00', 1, 50])))).toBe(
      'TEAM_MEMBER_NOT_FOUND',
    );
    expect(codeOf(await offer(tree.tokens.top, tree.direct, wage(['100.00', 1, 50])))).toBe(
      'CONTRACT_AGENTS_ONLY',
    );
    const above = await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 100], ['1000.00', 2, 160]));
    expect(codeOf(above)).toBe('CONTRACT_RATE_ABOVE_UPLINE');
    // Reaching 1.50 % at 500 where the upline reaches it at 1,000 pays more between the two.
    const earlier = await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 100], ['500.00', 2, 150]));
    expect(codeOf(earlier)).toBe('CONTRACT_RATE_ABOVE_UPLINE');
    const falling = await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 100], ['1000.00', 2, 90]));
    expect(codeOf(falling)).toBe('CONTRACT_TERMS_INVALID');
    expect(codeOf(await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 400])))).toBe(
      'CONTRACT_TERMS_OVER_LIMIT',
    );
    // Real-time salaries are off for this merchant until the last test.
    const realtime: TContractTermsBody = {
      kind: 'REALTIME_SALARY',
      profitRateBp: 10,
      lossRateBp: 20,
      minSingleBet: '10.00',
    };
    expect(codeOf(await offer(tree.tokens.top, tree.sub, realtime))).toBe('CONTRACT_KIND_DISABLED');
    const bad = await call(tree.tokens.top, 'POST', CONTRACT_PATHS.offer, {
      memberId: 'x',
      terms: { kind: 'NOPE' },
    });
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');

    const ok = await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 80], ['1000.00', 2, 120]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      state: 'OFFERED',
      requestType: 'NEW',
      payer: { id: String(tree.top) },
    });
    expect(codeOf(await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 70])))).toBe(
      'CONTRACT_OFFER_PENDING',
    );
  });

  it('when a downline agent is offered a contract, then its flags say so, only it may answer, and it runs from today', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const offered = (await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 80]))).json().value;
    const flags = await call(tree.tokens.sub, 'GET', CONTRACT_PATHS.consolidated);
    expect(flags.json().value).toEqual({
      divtypereq: 'NONE',
      dailysalreqtype: 'NEW',
      contracthoursalreq: 'NONE',
      realtimesalreqtype: null,
      enableSalary: true,
      enableContract: true,
    });
    expect(codeOf(await act(tree.tokens.subsub, offered.id, 'accept'))).toBe('CONTRACT_NOT_FOUND');
    expect(codeOf(await act(tree.tokens.top, offered.id, 'accept'))).toBe('CONTRACT_STATE_CHANGED');
    const accepted = await act(tree.tokens.sub, offered.id, 'accept');
    expect(accepted.json().value).toMatchObject({ state: 'ACTIVE', requestType: null });
    expect(accepted.json().value.effectiveFrom).toBe((await dayStart(0)).toISOString());
    expect(codeOf(await act(tree.tokens.sub, offered.id, 'reject'))).toBe('CONTRACT_STATE_CHANGED');

    const mine = (
      await call(tree.tokens.sub, 'GET', CONTRACT_PATHS.mine, undefined, { kind: 'DAILY_WAGE' })
    ).json();
    expect(mine.value).toMatchObject({
      canOffer: true,
      current: { id: offered.id },
      next: null,
      offer: null,
    });
    // Team management shows it on the member's row, and the offer waiting below it on the next level's.
    const pending = (await offer(tree.tokens.sub, tree.subsub, wage(['100.00', 1, 50]))).json().value;
    const level = async (uplineId?: bigint) =>
      (
        await call(tree.tokens.top, 'GET', AGENT_PATHS.teamMembers, undefined, {
          ...(uplineId ? { uplineId: String(uplineId) } : {}),
        })
      ).json().value.list as Array<{ id: string; contracts: unknown[] }>;
    expect((await level()).find((m) => m.id === String(tree.sub))?.contracts).toEqual([
      { kind: 'DAILY_WAGE', state: 'ACTIVE' },
    ]);
    expect((await level(tree.sub)).find((m) => m.id === String(tree.subsub))?.contracts).toEqual([
      { kind: 'DAILY_WAGE', state: 'OFFERED' },
    ]);
    expect((await act(tree.tokens.sub, pending.id, 'withdraw')).json().value.state).toBe('WITHDRAWN');
    const given = await call(tree.tokens.top, 'GET', CONTRACT_PATHS.given, undefined, { kind: 'DAILY_WAGE' });
    expect(given.json().value.list).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: String(tree.sub) }),
        current: expect.anything(),
      }),
    ]);
    // An offer may be withdrawn by the offerer or rejected by the offeree, each once.
    const second = (await offer(tree.tokens.sub, tree.subsub, wage(['100.00', 1, 50]))).json().value;
    expect((await act(tree.tokens.sub, second.id, 'withdraw')).json().value.state).toBe('WITHDRAWN');
    const third = (await offer(tree.tokens.sub, tree.subsub, wage(['100.00', 1, 50]))).json().value;
    expect((await act(tree.tokens.subsub, third.id, 'reject')).json().value.state).toBe('REJECTED');
  });

  it('when an agent accepts terms below those it gave on, then it must confirm, and those contracts end with its old one', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, wage(['100.00', 1, 80]));
    const toSubsub = await agree(tree.tokens.sub, tree.subsub, tree.tokens.subsub, wage(['100.00', 1, 70]));

    const lower = (await offer(tree.tokens.top, tree.sub, wage(['100.00', 1, 60]))).json().value;
    const unconfirmed = await act(tree.tokens.sub, lower.id, 'accept');
    expect(unconfirmed.json()).toMatchObject({ code: 'CONTRACT_CASCADE_CONFIRM' });
    expect(unconfirmed.json().message).toContain('1');
    const confirmed = await act(tree.tokens.sub, lower.id, 'accept', { confirmCascade: true });
    const tomorrow = (await dayStart(-1)).toISOString();
    expect(confirmed.json().value).toMatchObject({ state: 'UPCOMING', effectiveFrom: tomorrow });
    const subMine = (
      await call(tree.tokens.sub, 'GET', CONTRACT_PATHS.mine, undefined, { kind: 'DAILY_WAGE' })
    ).json();
    expect(subMine.value.current).toMatchObject({ id: toSub.id, state: 'ENDING', effectiveUntil: tomorrow });
    const below = (
      await call(tree.tokens.subsub, 'GET', CONTRACT_PATHS.mine, undefined, { kind: 'DAILY_WAGE' })
    ).json();
    expect(below.value.current).toMatchObject({ id: toSubsub.id, state: 'ENDING', endReason: 'CASCADE' });
    const flags = (await call(tree.tokens.subsub, 'GET', CONTRACT_PATHS.consolidated)).json().value;
    expect(flags.dailysalreqtype).toBe('TERMINATION');
  });

  it('when an upline terminates a contract, then it runs to the end of the period and takes what was given on with it', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, wage(['100.00', 1, 80]));
    const _toSubsub = await agree(tree.tokens.sub, tree.subsub, tree.tokens.subsub, wage(['100.00', 1, 70]));
    const ended = await act(tree.tokens.top, toSub.id, 'terminate');
    const tomorrow = (await dayStart(-1)).toISOString();
    expect(ended.json().value).toMatchObject({
      state: 'ENDING',
      effectiveUntil: tomorrow,
      endReason: 'TERMINATED',
    });
    const below = (
      await call(tree.tokens.subsub, 'GET', CONTRACT_PATHS.mine, undefined, { kind: 'DAILY_WAGE' })
    ).json();
    expect(below.value.current).toMatchObject({
      state: 'ENDING',
      effectiveUntil: tomorrow,
      endReason: 'CASCADE',
    });
    expect(codeOf(await act(tree.tokens.top, toSub.id, 'terminate'))).toBe('CONTRACT_STATE_CHANGED');
    expect(codeOf(await act(tree.tokens.subsub, toSub.id, 'terminate'))).toBe('CONTRACT_NOT_FOUND');
  });

  it('when two offers race for the same member, then one is made and the other told an offer waits', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const answers = await Promise.all(
      [60, 70, 80, 90].map((rate) => offer(tree.tokens.top, tree.sub, wage(['100.00', 1, rate]))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map(codeOf)).toEqual([
      'CONTRACT_OFFER_PENDING',
      'CONTRACT_OFFER_PENDING',
      'CONTRACT_OFFER_PENDING',
    ]);
  });

  it('when a player asks, then the contract calls are agents only and its flags are all off', async () => {
    const player = await login(t, 'demo_player', 'Player123!');
    expect(
      codeOf(await call(player.token, 'GET', CONTRACT_PATHS.mine, undefined, { kind: 'DIVIDEND' })),
    ).toBe('AGENT_ONLY');
    const flags = (await call(player.token, 'GET', CONTRACT_PATHS.consolidated)).json().value;
    expect(flags).toMatchObject({
      divtypereq: null,
      dailysalreqtype: null,
      enableSalary: false,
      enableContract: false,
    });
  });
});

describe('settlement', () => {
  /** Backdates every contract of the tree so that it ran over the last `days` days (a test's way to move time). */
  async function startedDaysAgo(members: bigint[], days: number) {
    await sql`UPDATE agent_contracts SET effective_from = effective_from - make_interval(days => ${days})
      WHERE member_id = ANY(${members}::bigint[]) AND status = 'ACCEPTED'`.execute(t.deps.db);
  }

  /** The player's bets and wins, dated; the feed takes them in. */
  async function play(player: bigint, bets: Array<{ daysAgo: number; stake: bigint; win: bigint }>) {
    await fund(
      t,
      player,
      bets.reduce((sum, b) => sum + b.stake, 0n),
    );
    for (const bet of bets) {
      const at = new Date((await dayStart(bet.daysAgo)).getTime() + 3_600_000);
      await team.postDated(player, 'GAME_BET', -bet.stake, at);
      if (bet.win > 0n) await team.postDated(player, 'GAME_WIN', bet.win, at);
    }
    await feedTeamFigures(t.deps.db);
  }

  async function linesOf(member: bigint) {
    return t.deps.db
      .selectFrom('agent_settlements')
      .select(['amount', 'state', 'valid_bet', 'active', 'period_start'])
      .where('member_id', '=', member)
      .orderBy('period_start')
      .execute();
  }

  it('when days end, then every contract is paid once, top-down: the house pays the top, each agent keeps its difference', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const _toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, wage(['100.00', 1, 80]));
    const _toSubsub = await agree(tree.tokens.sub, tree.subsub, tree.tokens.subsub, wage(['100.00', 1, 50]));
    await startedDaysAgo([tree.top, tree.sub, tree.subsub], 2);
    await play(tree.player, [
      { daysAgo: 2, stake: 1_000_00n, win: 0n },
      { daysAgo: 1, stake: 3_000_00n, win: 500_00n },
    ]);
    const house = await houseBalance(t.deps.db, merchantId, 'AGENT_COMMISSION');
    const before = {
      top: await mainOf(tree.top),
      sub: await mainOf(tree.sub),
      subsub: await mainOf(tree.subsub),
    };

    await settleDueContracts(t.deps.db, await merchant());

    expect((await linesOf(tree.top)).map((l) => [l.amount, l.state, l.valid_bet, l.active])).toEqual([
      [10_00n, 'PAID', 1_000_00n, 1],
      [30_00n, 'PAID', 3_000_00n, 1],
    ]);
    expect((await linesOf(tree.sub)).map((l) => l.amount)).toEqual([8_00n, 24_00n]);
    expect((await linesOf(tree.subsub)).map((l) => l.amount)).toEqual([5_00n, 15_00n]);
    expect(await mainOf(tree.top)).toBe(before.top + 40_00n - 32_00n);
    expect(await mainOf(tree.sub)).toBe(before.sub + 32_00n - 20_00n);
    expect(await mainOf(tree.subsub)).toBe(before.subsub + 20_00n);
    expect(await houseBalance(t.deps.db, merchantId, 'AGENT_COMMISSION')).toBe(house - 40_00n);

    // A second run (or a second instance) finds every line and pays nothing again.
    const again = await settleDueContracts(t.deps.db, await merchant());
    expect(again.lines).toBe(0);
    expect(await mainOf(tree.top)).toBe(before.top + 8_00n);

    // My income and the records show the lines.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const income = await call(tree.tokens.sub, 'GET', CONTRACT_PATHS.income, undefined, { from, to: today });
    expect(income.json().value).toMatchObject({
      total: '32.00',
      totals: { DAILY_WAGE: '32.00', DIVIDEND: '0.00' },
    });
    const paid = await call(tree.tokens.sub, 'GET', CONTRACT_PATHS.settlements, undefined, {
      from,
      to: today,
      side: 'paid',
      kind: 'DAILY_WAGE',
    });
    expect(paid.json().value).toMatchObject({ total: 2, totalAmount: '20.00' });
    expect(paid.json().value.list[0]).toMatchObject({ member: { id: String(tree.subsub) }, rateBp: 50 });
  });

  it('when a transaction that started before a day ended may still write into it, then the day waits for it', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    await startedDaysAgo([tree.top], 1);
    await play(tree.player, [{ daysAgo: 1, stake: 1_000_00n, win: 0n }]);
    // As the feed finds it when a transaction open since before yesterday's end is still running.
    const open = new Date((await dayStart(0)).getTime() - minutes(5));
    await sql`UPDATE feed_cursors SET complete_before = ${open} WHERE name = 'team-figures'`.execute(
      t.deps.db,
    );

    await settleDueContracts(t.deps.db, await merchant());
    expect(await linesOf(tree.top)).toEqual([]);

    // Once it has ended, the next run of the feed says so and the day is paid.
    await feedTeamFigures(t.deps.db);
    await settleDueContracts(t.deps.db, await merchant());
    expect((await linesOf(tree.top)).map((l) => [l.amount, l.state])).toEqual([[10_00n, 'PAID']]);
  });

  it('when a payer has not the money, then the line is held and nothing moves', async () => {
    const tree = await makeTree();
    await giveTop(tree.top, wage(['100.00', 1, 100]));
    const _toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, wage(['100.00', 1, 80]));
    // Only the sub-agent's contract ran yesterday: its upline received nothing to pay it from.
    await startedDaysAgo([tree.sub], 1);
    await play(tree.player, [{ daysAgo: 1, stake: 2_000_00n, win: 0n }]);
    const before = await mainOf(tree.top);

    await settleDueContracts(t.deps.db, await merchant());

    expect((await linesOf(tree.sub)).map((l) => [l.amount, l.state])).toEqual([[16_00n, 'HELD']]);
    expect(await mainOf(tree.top)).toBe(before);
    expect(await mainOf(tree.sub)).toBe(0n);
  });

  /** The start of the window of `period` that `at` falls in, as the server computes it. */
  async function windowStart(period: 'HOURLY' | 'FIVE_MINUTES', at: Date): Promise<Date> {
    const { rows } = await sql<{
      at: Date;
    }>`SELECT contract_period_start(${period}, ${at}, ${TZ}) AS at`.execute(t.deps.db);
    return rows[0]!.at;
  }

  it("when hours end, then hourly salaries pay the hour's valid bets at the tier reached, top-down", async () => {
    const tree = await makeTree();
    const hourly = (rateBp: number): TContractTermsBody => ({
      kind: 'HOURLY_SALARY',
      tiers: [{ minHourlyBet: '100.00', rateBp }],
    });
    await giveTop(tree.top, hourly(50));
    const _toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, hourly(30));
    const hour = await windowStart('HOURLY', new Date());
    await sql`UPDATE agent_contracts SET effective_from = effective_from - interval '3 hours'
      WHERE member_id = ANY(${[tree.top, tree.sub]}::bigint[]) AND status = 'ACCEPTED'`.execute(t.deps.db);
    await fund(t, tree.player, 1_050_00n);
    await team.postDated(tree.player, 'GAME_BET', -1_000_00n, new Date(hour.getTime() - minutes(110)));
    await team.postDated(tree.player, 'GAME_BET', -50_00n, new Date(hour.getTime() - minutes(50)));

    await settleDueContracts(t.deps.db, await merchant());

    const paidFor = async (member: bigint, start: Date) =>
      (await linesOf(member)).find((l) => l.period_start.getTime() === start.getTime());
    const twoHoursAgo = new Date(hour.getTime() - minutes(120));
    expect(await paidFor(tree.top, twoHoursAgo)).toMatchObject({
      amount: 5_00n,
      state: 'PAID',
      valid_bet: 1_000_00n,
    });
    expect(await paidFor(tree.sub, twoHoursAgo)).toMatchObject({ amount: 3_00n, state: 'PAID' });
    expect(await paidFor(tree.top, new Date(hour.getTime() - minutes(180)))).toMatchObject({
      state: 'NOTHING',
    });
  });

  it("when five minutes end, then real-time salaries pay the window's bets above the single-bet minimum, at the loss or profit rate", async () => {
    await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, '{agentContracts,REALTIME_SALARY,enabled}', 'true')
      WHERE merchant_id = ${merchantId}`.execute(t.deps.db);
    t.deps.merchants.invalidate();
    const tree = await makeTree();
    const realtime = (profitRateBp: number, lossRateBp: number): TContractTermsBody => ({
      kind: 'REALTIME_SALARY',
      profitRateBp,
      lossRateBp,
      minSingleBet: '10.00',
    });
    await giveTop(tree.top, realtime(20, 50));
    const _toSub = await agree(tree.tokens.top, tree.sub, tree.tokens.sub, realtime(10, 30));
    const window = await windowStart('FIVE_MINUTES', new Date());
    await sql`UPDATE agent_contracts SET effective_from = effective_from - interval '20 minutes'
      WHERE member_id = ANY(${[tree.top, tree.sub]}::bigint[]) AND status = 'ACCEPTED'`.execute(t.deps.db);
    await fund(t, tree.player, 305_00n);
    const at = (minutesBefore: number) => new Date(window.getTime() - minutes(minutesBefore));
    // Window −15: a 100.00 bet lost, and a 5.00 bet below the minimum. Window −10: 200.00 staked, 300.00 won.
    await team.postDated(tree.player, 'GAME_BET', -100_00n, at(14));
    await team.postDated(tree.player, 'GAME_BET', -5_00n, at(14));
    await team.postDated(tree.player, 'GAME_BET', -200_00n, at(9));
    await team.postDated(tree.player, 'GAME_WIN', 300_00n, at(9));

    await settleDueContracts(t.deps.db, await merchant());

    const paidFor = async (member: bigint, minutesBefore: number) =>
      (await linesOf(member)).find((l) => l.period_start.getTime() === at(minutesBefore).getTime());
    expect(await paidFor(tree.top, 15)).toMatchObject({ amount: 50n, valid_bet: 100_00n, state: 'PAID' });
    expect(await paidFor(tree.sub, 15)).toMatchObject({ amount: 30n, state: 'PAID' });
    expect(await paidFor(tree.top, 10)).toMatchObject({ amount: 40n, valid_bet: 200_00n });
    expect(await paidFor(tree.sub, 10)).toMatchObject({ amount: 20n });
    expect(await paidFor(tree.top, 20)).toMatchObject({ amount: 0n, state: 'NOTHING' });
  });
});
