import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { settleDueContracts } from '../../src/modules/agent/contract-settlement.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { findMerchantByCode } from '../../src/modules/merchants/merchant.repository.ts';
import { teamBuilder } from '../agent/team-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';
import { bo, signIn } from './bo-helpers.ts';

/** Issue 12 §4: agent limits, staff-given and staff-ended contracts, held settlements released — all audited. */
let t: TTestApp;
let admin: string;
let finance: string;
let team: ReturnType<typeof teamBuilder>;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  finance = await signIn(t, 'finance');
  merchantId = await merchantIdOf(t, 'TALA');
  team = teamBuilder(t, merchantId, await hashPassword('Team1234!'), 'Team1234!');
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

const wage = (rateBp: number): TContractTermsBody => ({
  kind: 'DAILY_WAGE',
  tiers: [{ minDailyBet: '100.00', minActive: 1, rateBp, amount: null }],
});

async function lastAudit(action: string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('agent settings', () => {
  it('when an admin changes the limits, then they are saved, audited and bound the next offer', async () => {
    const before = (await bo(t, 'GET', BO_PATHS.agentSettings, { cookie: admin })).json().value;
    expect(before.agentContracts.DAILY_WAGE.enabled).toBe(true);
    const body = {
      ...before,
      agentContracts: {
        ...before.agentContracts,
        DAILY_WAGE: { ...before.agentContracts.DAILY_WAGE, maxRateBp: 120 },
      },
    };
    const saved = await bo(t, 'PUT', BO_PATHS.agentSettings, { cookie: admin, body });
    expect(saved.json().value.agentContracts.DAILY_WAGE.maxRateBp).toBe(120);
    expect((await lastAudit('agents.settings'))?.after).toMatchObject({
      agentContracts: { DAILY_WAGE: { maxRateBp: 120 } },
    });
    const tooHigh = await bo(t, 'POST', BO_PATHS.agentContracts, {
      cookie: admin,
      body: { username: 'demo_agent', terms: wage(150), confirmCascade: true },
    });
    expect(tooHigh.json().code).toBe('CONTRACT_TERMS_OVER_LIMIT');
    const invalid = structuredClone(body);
    invalid.agentContracts.DAILY_WAGE.maxRateBp = 20_000;
    expect((await bo(t, 'PUT', BO_PATHS.agentSettings, { cookie: admin, body: invalid })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await bo(t, 'PUT', BO_PATHS.agentSettings, { cookie: finance, body })).json().code).toBe(
      'FORBIDDEN',
    );
    await bo(t, 'PUT', BO_PATHS.agentSettings, { cookie: admin, body: before });
  });
});

describe('contracts by staff', () => {
  it("when staff give a top agent a contract, then the house pays it; a downline agent's comes from its upline", async () => {
    const top = await team.addMember(null, 1, 'bo');
    const made = await bo(t, 'POST', BO_PATHS.agentContracts, {
      cookie: admin,
      body: { username: team.names.get(top), terms: wage(100) },
    });
    expect(made.json().value).toMatchObject({ state: 'ACTIVE', payer: null });
    expect((await lastAudit('agents.contract.assign'))?.target_id).toBe(made.json().value.id);
    const underUpline = await bo(t, 'POST', BO_PATHS.agentContracts, {
      cookie: admin,
      body: { username: 'demo_subagent', terms: wage(50) },
    });
    expect(underUpline.json().code).toBe('CONTRACT_UPLINE_HOLDS');
    // One house contract of a kind per chain: not two levels under it, not above one already in the team.
    const mid = await team.addMember(top, 1, 'bo');
    const low = await team.addMember(mid, 1, 'bo');
    const give = (member: bigint, terms = wage(50)) =>
      bo(t, 'POST', BO_PATHS.agentContracts, {
        cookie: admin,
        body: { username: team.names.get(member), terms },
      });
    expect((await give(low)).json().code).toBe('CONTRACT_UPLINE_HOLDS');
    const top2 = await team.addMember(null, 1, 'bo');
    const low2 = await team.addMember(await team.addMember(top2, 1, 'bo'), 1, 'bo');
    expect((await give(low2)).statusCode).toBe(200);
    const twice = await give(top2, wage(100));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('CONTRACT_TEAM_HOLDS');
    const list = await bo(t, 'GET', `${BO_PATHS.agentContracts}?username=${team.names.get(top)}`, {
      cookie: finance,
    });
    expect(list.json().value).toMatchObject({ total: 1, list: [{ staff: 'admin', kind: 'DAILY_WAGE' }] });
  });

  it("when staff end demo_agent's wage, then it ends with the running day, and the wage it gave on with it", async () => {
    const list = (
      await bo(t, 'GET', `${BO_PATHS.agentContracts}?username=demo_agent&kind=DAILY_WAGE`, { cookie: admin })
    ).json().value.list as Array<{ id: string; member: { username: string } }>;
    const own = list.find((c) => c.member.username === 'demo_agent')!;
    const ended = await bo(t, 'POST', boPath(BO_PATHS.agentContractTerminate, { id: own.id }), {
      cookie: admin,
      body: { reason: 'Agreement ended by the operator' },
    });
    expect(ended.json().value).toMatchObject({ state: 'ENDED', endReason: 'STAFF' });
    const sub = list.find((c) => c.member.username === 'demo_subagent')!;
    const subNow = (
      await bo(t, 'GET', `${BO_PATHS.agentContracts}?username=demo_subagent&scope=all`, { cookie: admin })
    )
      .json()
      .value.list.find((c: { id: string }) => c.id === sub.id);
    expect(subNow).toMatchObject({ state: 'ENDED', endReason: 'CASCADE' });
    expect((await lastAudit('agents.contract.terminate'))?.after).toMatchObject({ cascaded: 1 });
    const again = await bo(t, 'POST', boPath(BO_PATHS.agentContractTerminate, { id: own.id }), {
      cookie: admin,
      body: { reason: 'Twice' },
    });
    expect(again.json().code).toBe('CONTRACT_STATE_CHANGED');
  });
});

describe('held settlements', () => {
  it('when money staff release a held line, then it is paid once the payer has the money, and only once', async () => {
    const merchant = (await findMerchantByCode(t.deps.db, 'TALA'))!;
    const top = await team.addMember(null, 1, 'bo');
    const sub = await team.addMember(top, 1, 'bo');
    const player = await team.addMember(sub, 0, 'bo');
    await bo(t, 'POST', BO_PATHS.agentContracts, {
      cookie: admin,
      body: { username: team.names.get(top), terms: wage(100) },
    });
    const topToken = await team.tokenOf(top);
    const offered = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contracts/offer',
      headers: { authorization: `Bearer ${topToken}` },
      payload: { memberId: String(sub), terms: wage(80) },
    });
    const subToken = await team.tokenOf(sub);
    await t.app.inject({
      method: 'POST',
      url: `/wps/agent/contracts/${offered.json().value.id}/accept`,
      headers: { authorization: `Bearer ${subToken}` },
      payload: {},
    });
    // Only the sub-agent's contract ran yesterday: its upline had nothing to pay it from.
    await sql`UPDATE agent_contracts SET effective_from = effective_from - interval '1 day' WHERE member_id = ${sub}`.execute(
      t.deps.db,
    );
    await fund(t, player, 1_000_00n);
    await team.postDated(player, 'GAME_BET', -1_000_00n, new Date(Date.now() - 86_400_000));
    await feedTeamFigures(t.deps.db);
    await settleDueContracts(t.deps.db, merchant);

    const held = (await bo(t, 'GET', `${BO_PATHS.agentSettlements}?state=HELD`, { cookie: finance })).json()
      .value;
    const line = held.list.find((l: { member: { id: string } }) => l.member.id === String(sub));
    expect(line).toMatchObject({ state: 'HELD', amount: '8.00', holdReason: 'PAYER_BALANCE' });
    const release = () =>
      bo(t, 'POST', boPath(BO_PATHS.agentSettlementRelease, { id: line.id }), { cookie: finance, body: {} });
    expect((await release()).json().code).toBe('CONTRACT_PAYER_SHORT');
    expect(
      (
        await bo(t, 'POST', boPath(BO_PATHS.agentSettlementRelease, { id: line.id }), {
          cookie: admin,
          body: {},
        })
      ).json().code,
    ).toBe('CONTRACT_PAYER_SHORT');
    await fund(t, top, 10_00n);
    expect((await release()).statusCode).toBe(200);
    expect((await release()).json().code).toBe('CONTRACT_STATE_CHANGED');
    const main = await t.deps.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', sub)
      .where('code', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(BigInt(main.balance)).toBe(8_00n);
    expect((await lastAudit('agents.settlement.release'))?.target_id).toBe(line.id);
  });
});

describe('settlement runs', () => {
  /** The run's totals as kept by the triggers, and as added up from its lines now. */
  async function runTotals(kind: string, periodStart: Date) {
    const kept = await t.deps.db
      .selectFrom('agent_settlement_runs')
      .select(['lines', 'paid_count', 'paid_amount', 'held_count', 'held_amount', 'house_amount'])
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('period_start', '=', periodStart)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<typeof kept>`
      SELECT count(*)::int AS lines, count(*) FILTER (WHERE state = 'PAID')::int AS paid_count,
        coalesce(sum(amount) FILTER (WHERE state = 'PAID'), 0)::bigint AS paid_amount,
        count(*) FILTER (WHERE state = 'HELD')::int AS held_count,
        coalesce(sum(amount) FILTER (WHERE state = 'HELD'), 0)::bigint AS held_amount,
        coalesce(sum(amount) FILTER (WHERE state = 'PAID' AND upline_id IS NULL), 0)::bigint AS house_amount
      FROM agent_settlements WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period_start = ${periodStart}`.execute(
      t.deps.db,
    );
    return {
      kept: {
        ...kept,
        paid_amount: BigInt(kept.paid_amount),
        held_amount: BigInt(kept.held_amount),
        house_amount: BigInt(kept.house_amount),
      },
      truth: rows[0],
    };
  }

  it('when admin holds a kind, then its lines wait held; releasing the run pays them uplines first, and its totals follow', async () => {
    const merchant = () => findMerchantByCode(t.deps.db, 'TALA').then((m) => m!);
    const settings = (await bo(t, 'GET', BO_PATHS.agentSettings, { cookie: admin })).json().value;
    const hold = (on: boolean) =>
      bo(t, 'PUT', BO_PATHS.agentSettings, {
        cookie: admin,
        body: { ...settings, agentSettlementHold: { ...settings.agentSettlementHold, DAILY_WAGE: on } },
      });
    expect((await hold(true)).json().value.agentSettlementHold.DAILY_WAGE).toBe(true);
    t.deps.merchants.invalidate();

    const top = await team.addMember(null, 1, 'run');
    const sub = await team.addMember(top, 1, 'run');
    const player = await team.addMember(sub, 0, 'run');
    await bo(t, 'POST', BO_PATHS.agentContracts, {
      cookie: admin,
      body: { username: team.names.get(top), terms: wage(100) },
    });
    const offered = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contracts/offer',
      headers: { authorization: `Bearer ${await team.tokenOf(top)}` },
      payload: { memberId: String(sub), terms: wage(80) },
    });
    await t.app.inject({
      method: 'POST',
      url: `/wps/agent/contracts/${offered.json().value.id}/accept`,
      headers: { authorization: `Bearer ${await team.tokenOf(sub)}` },
      payload: {},
    });
    await sql`UPDATE agent_contracts SET effective_from = effective_from - interval '1 day'
      WHERE member_id IN (${top}, ${sub}) AND status = 'ACCEPTED'`.execute(t.deps.db);
    await fund(t, player, 1_000_00n);
    await team.postDated(player, 'GAME_BET', -1_000_00n, new Date(Date.now() - 86_400_000));
    await feedTeamFigures(t.deps.db);
    await settleDueContracts(t.deps.db, await merchant());

    const lines = await t.deps.db
      .selectFrom('agent_settlements')
      .select(['member_id', 'state', 'hold_reason', 'period_start', 'amount'])
      .where('member_id', 'in', [top, sub])
      .orderBy('member_id')
      .execute();
    expect(lines.map((l) => [l.state, l.hold_reason, l.amount])).toEqual([
      ['HELD', 'STAFF_HOLD', 10_00n],
      ['HELD', 'STAFF_HOLD', 8_00n],
    ]);
    const periodStart = lines[0]!.period_start;
    const before = await runTotals('DAILY_WAGE', periodStart);
    expect(before.kept).toEqual(before.truth);
    expect(before.kept.held_count).toBeGreaterThanOrEqual(2);

    const runs = (
      await bo(t, 'GET', `${BO_PATHS.agentSettlementRuns}?kind=DAILY_WAGE&held=true`, { cookie: finance })
    ).json().value;
    expect(
      runs.list.find((r: { periodStart: string }) => r.periodStart === periodStart.toISOString()),
    ).toMatchObject({
      held: { count: before.kept.held_count },
    });
    const run = { kind: 'DAILY_WAGE', periodStart: periodStart.toISOString() };
    const support = await signIn(t, 'support');
    expect(
      (await bo(t, 'POST', BO_PATHS.agentSettlementRunRelease, { cookie: support, body: run })).statusCode,
    ).toBe(403);

    // The top agent is paid by the house first, then pays its sub-agent from what it just received.
    const released = (
      await bo(t, 'POST', BO_PATHS.agentSettlementRunRelease, { cookie: finance, body: run })
    ).json().value;
    expect(released).toMatchObject({ stillHeld: 0, remaining: 0 });
    expect(released.released).toBe(before.kept.held_count);
    const after = await runTotals('DAILY_WAGE', periodStart);
    expect(after.kept).toEqual(after.truth);
    expect(after.kept.held_count).toBe(0);
    expect(after.kept.paid_amount - before.kept.paid_amount).toBe(before.kept.held_amount);
    expect((await lastAudit('agents.settlement.release-run'))?.target_id).toBe(
      `DAILY_WAGE:${run.periodStart}`,
    );
    // Pressed again, nothing is left to pay.
    expect(
      (await bo(t, 'POST', BO_PATHS.agentSettlementRunRelease, { cookie: finance, body: run })).json().value,
    ).toMatchObject({ released: 0, remaining: 0 });

    await hold(false);
    t.deps.merchants.invalidate();
  });
});
