import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import type { TBoAgentTree, TBoMemberMove } from '@tala/contract/backoffice/agent-tree';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { periodInstants } from '../../src/modules/agent/contracts.repository.ts';
import {
  actOnContract,
  assignTopContract,
  offerContract,
} from '../../src/modules/agent/contracts.service.ts';
import { findMerchantByCode, type TMerchant } from '../../src/modules/merchants/merchant.repository.ts';
import { teamBuilder } from '../agent/team-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { merchantIdOf } from '../wallet/wallet-helpers.ts';
import { bo, enrolStaff, signIn } from './bo-helpers.ts';

/**
 * Issue 12 §4, decision 047: the back office's agent tree (a member's chain, card and downline, read from the
 * stored chains) and moving a member under another upline — asked by one admin, approved by another, in one
 * transaction that keeps every chain right and ends what the member had with the upline it leaves.
 */
let t: TTestApp;
let admin: string;
let secondAdmin: string;
let finance: string;
let support: string;
let merchant: TMerchant;
let team: ReturnType<typeof teamBuilder>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  finance = await signIn(t, 'finance');
  support = await signIn(t, 'support');
  secondAdmin = await enrolStaff(t, admin, { username: 'admin_two', role: 'admin' });
  const merchantId = await merchantIdOf(t, 'TALA');
  merchant = (await findMerchantByCode(t.deps.db, 'TALA'))!;
  team = teamBuilder(t, merchantId, await hashPassword('Team1234!'), 'Team1234!');
});
afterAll(async () => {
  await t.close();
});

const tree = (query: string, cookie = admin, headers: Record<string, string> = {}) =>
  bo(t, 'GET', `${BO_PATHS.agentTree}${query}`, { cookie, headers });
const treeOf = async (query: string): Promise<TBoAgentTree> => {
  const res = await tree(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const nameOf = (id: bigint) => team.names.get(id)!;

const requestMove = (username: string, uplineUsername: string, cookie = admin) =>
  bo(t, 'POST', BO_PATHS.agentMoves, {
    cookie,
    body: { username, uplineUsername, reason: 'The agent asked to change teams' },
  });
async function requested(username: string, uplineUsername: string): Promise<TBoMemberMove> {
  const res = await requestMove(username, uplineUsername);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const decide = (path: string, id: string, cookie = secondAdmin, note = 'Checked with the agents') =>
  bo(t, 'POST', boPath(path, { id }), { cookie, body: { note } });

/** The stored chains of these members as "upline>member@depth", and the same walked from members.upline_id. */
async function chains(members: bigint[]) {
  const stored = await t.deps.db
    .selectFrom('member_uplines')
    .selectAll()
    .where('member_id', 'in', members)
    .execute();
  const { rows: walked } = await sql<{ upline_id: bigint; member_id: bigint; depth: number }>`
    WITH RECURSIVE chain (member_id, upline_id, depth) AS (
      SELECT m.id, m.upline_id, 1 FROM members m WHERE m.id = ANY(${members.map(String)}::bigint[]) AND m.upline_id IS NOT NULL
      UNION ALL
      SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.upline_id
      WHERE m.upline_id IS NOT NULL)
    SELECT * FROM chain`.execute(t.deps.db);
  const text = (rows: Array<{ upline_id: bigint; member_id: bigint; depth: number }>) =>
    rows.map((r) => `${r.upline_id}>${r.member_id}@${r.depth}`).sort();
  return { stored: text(stored), walked: text(walked) };
}

async function teamOf(uplineId: bigint): Promise<bigint[]> {
  const rows = await t.deps.db
    .selectFrom('member_uplines')
    .select('member_id')
    .where('upline_id', '=', uplineId)
    .execute();
  return rows.map((row) => row.member_id);
}

describe('the agent tree', () => {
  it('when nothing is searched, then the top-level agents are listed newest first, a page at a time, players without an upline not among them', async () => {
    const older = await team.addMember(null, 1, 'tree');
    const newer = await team.addMember(null, 2, 'tree');
    await team.addMember(newer, 0, 'tree');
    const lonePlayer = await team.addMember(null, 0, 'tree');
    const first = await treeOf('?pageSize=1');
    expect(first).toMatchObject({ member: null, chain: [] });
    expect(first.downline.list).toHaveLength(1);
    expect(first.downline.list[0]).toMatchObject({ username: nameOf(newer), agentType: 2, directCount: 1 });
    expect(first.downline.list[0]?.teamSize).toBe(1);
    const second = await treeOf('?pageSize=1&page=2');
    expect(second.downline.list[0]?.username).toBe(nameOf(older));
    const all = await treeOf('?pageSize=50');
    const names = all.downline.list.map((row) => row.username);
    expect(names).toContain('demo_agent');
    expect(names).not.toContain(nameOf(lonePlayer));
    expect(all.downline.total).toBe(first.downline.total);
    expect(all.downline.list.every((row) => row.agentType !== 0)).toBe(true);
  });

  it('when demo_team3 is searched in capitals, then its chain runs demo_agent › demo_subagent and its card shows a player with no team', async () => {
    const found = await treeOf('?username=DEMO_TEAM3');
    expect(found.chain.map((crumb) => crumb.username)).toEqual(['demo_agent', 'demo_subagent']);
    expect(found.member).toMatchObject({
      username: 'demo_team3',
      agentType: 0,
      directCount: 0,
      teamSize: 0,
      contracts: [],
      pendingMove: null,
    });
    expect(found.downline).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });

  it('when demo_agent is searched, then its card counts its levels and lists its live contracts, and its direct downline pages', async () => {
    const first = await treeOf('?username=demo_agent&pageSize=3');
    expect(first.chain).toEqual([]);
    expect(first.member).toMatchObject({ directCount: 4, teamSize: 5 });
    expect(first.member?.contracts.map((c) => c.kind).sort()).toEqual(
      ['DAILY_WAGE', 'DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'].sort(),
    );
    expect(first.downline).toMatchObject({ page: 1, pageSize: 3, total: 4, totalPages: 2 });
    const second = await treeOf('?username=demo_agent&pageSize=3&page=2');
    const rows = [...first.downline.list, ...second.downline.list];
    expect(rows.map((row) => row.username).sort()).toEqual(
      ['demo_player', 'demo_subagent', 'demo_team1', 'demo_team2'].sort(),
    );
    expect(rows.find((row) => row.username === 'demo_subagent')).toMatchObject({
      agentType: 1,
      directCount: 1,
      teamSize: 1,
    });
    const sub = await treeOf('?username=demo_subagent');
    expect(sub.member?.contracts.map((c) => [c.kind, c.state]).sort()).toEqual([
      ['DAILY_WAGE', 'ACTIVE'],
      ['DIVIDEND', 'OFFERED'],
    ]);
  });

  it('when the username is unknown or the page too large, then a translated error, never a 500', async () => {
    const unknown = await tree('?username=nobody_here', admin, { language: 'zh' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'BO_MEMBER_NOT_FOUND',
      message: '没有使用此用户名的会员。',
    });
    expect((await tree('?pageSize=51')).json().code).toBe('VALIDATION_FAILED');
    expect((await tree(`?username=${'x'.repeat(33)}`)).json().code).toBe('VALIDATION_FAILED');
  });
});

/** top agent A → agent S → player P1, and S → agent S2 → player P2; another top agent B. */
async function branch() {
  const a = await team.addMember(null, 1, 'mv');
  const s = await team.addMember(a, 1, 'mv');
  const p1 = await team.addMember(s, 0, 'mv');
  const s2 = await team.addMember(s, 1, 'mv');
  const p2 = await team.addMember(s2, 0, 'mv');
  const b = await team.addMember(null, 1, 'mv');
  return { a, s, p1, s2, p2, b };
}

describe('moving a member', () => {
  it('when one admin asks and another approves, then the member moves with its whole team and every chain agrees', async () => {
    const { a, s, p1, s2, p2, b } = await branch();
    const move = await requested(nameOf(s), nameOf(b).toUpperCase());
    expect(move).toMatchObject({
      status: 'PENDING',
      member: { username: nameOf(s) },
      fromUpline: { username: nameOf(a) },
      toUpline: { username: nameOf(b) },
      requestedBy: 'admin',
    });
    // Nothing moves before the second person approves; the card shows the move waiting.
    expect((await treeOf(`?username=${nameOf(p2)}`)).chain.map((c) => c.username)).toEqual(
      [a, s, s2].map(nameOf),
    );
    expect((await treeOf(`?username=${nameOf(s)}`)).member?.pendingMove?.id).toBe(move.id);

    const approved = await decide(BO_PATHS.agentMoveApprove, move.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', decidedBy: 'admin_two' });
    const moved = [s, p1, s2, p2];
    const { stored, walked } = await chains(moved);
    expect(stored).toEqual(walked);
    expect(stored).toContain(`${b}>${p2}@3`);
    expect((await teamOf(b)).sort()).toEqual(moved.sort());
    expect(await teamOf(a)).toEqual([]);
    expect((await treeOf(`?username=${nameOf(p2)}`)).chain.map((c) => c.username)).toEqual(
      [b, s, s2].map(nameOf),
    );
    expect((await treeOf(`?username=${nameOf(b)}`)).member).toMatchObject({ directCount: 1, teamSize: 4 });

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agents.move.approve')
      .where('target_id', '=', String(s))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_name: 'admin_two' });
    expect(audit.before).toMatchObject({ chain: [nameOf(a)] });
    expect(audit.after).toMatchObject({ chain: [nameOf(b)], note: 'Checked with the agents' });
    // Approving twice changes nothing more.
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).json().code).toBe('BO_NOT_PENDING');
  });

  it('when the one who asked approves, then it is refused; they may withdraw it, nobody else may', async () => {
    const { s, b } = await branch();
    const move = await requested(nameOf(s), nameOf(b));
    const own = await decide(BO_PATHS.agentMoveApprove, move.id, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('BO_SELF_APPROVAL');
    expect((await decide(BO_PATHS.agentMoveReject, move.id, admin)).json().code).toBe('BO_SELF_APPROVAL');
    expect((await requestMove(nameOf(s), nameOf(b), secondAdmin)).json().code).toBe('BO_MOVE_PENDING');
    expect((await decide(BO_PATHS.agentMoveCancel, move.id, secondAdmin)).json().code).toBe(
      'BO_MOVE_NOT_REQUESTER',
    );
    const cancelled = await decide(BO_PATHS.agentMoveCancel, move.id, admin);
    expect(cancelled.json().value).toMatchObject({ status: 'CANCELLED', decidedBy: 'admin' });
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).json().code).toBe('BO_NOT_PENDING');
    expect((await teamOf(b)).length).toBe(0);
  });

  it('when another admin rejects with a note, then nothing moves and the list shows the waiting requests first', async () => {
    const { s, b } = await branch();
    const rejected = await requested(nameOf(s), nameOf(b));
    expect(
      (await decide(BO_PATHS.agentMoveReject, rejected.id, secondAdmin, 'Not agreed')).json().value,
    ).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Not agreed',
    });
    expect(await teamOf(b)).toEqual([]);
    const waiting = await requested(nameOf(s), nameOf(b));
    const list = (await bo(t, 'GET', `${BO_PATHS.agentMoves}?pageSize=50`, { cookie: support })).json().value;
    const statuses: string[] = list.list.map((m: TBoMemberMove) => m.status);
    expect(statuses.lastIndexOf('PENDING')).toBeLessThan(
      statuses.findIndex((status) => status !== 'PENDING'),
    );
    expect(list.list.map((m: TBoMemberMove) => m.id)).toContain(waiting.id);
    const pending = (await bo(t, 'GET', `${BO_PATHS.agentMoves}?status=PENDING`, { cookie: finance })).json()
      .value;
    expect(pending.list.every((m: TBoMemberMove) => m.status === 'PENDING')).toBe(true);
  });

  it("when the member's upline changed after the request, then the approval is refused as stale", async () => {
    const { a, s, b } = await branch();
    const move = await requested(nameOf(s), nameOf(b));
    const other = await team.addMember(null, 1, 'mv');
    // Something else moved the member meanwhile: the approver would not approve what the requester saw.
    await t.deps.db.updateTable('members').set({ upline_id: other }).where('id', '=', s).execute();
    const stale = await decide(BO_PATHS.agentMoveApprove, move.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BO_MOVE_STALE');
    expect(await teamOf(b)).toEqual([]);
    expect(await teamOf(a)).toEqual([]);
  });

  it('when the new upline is in the member’s own team, then it is refused at the request, and at the approval when the tree changed between', async () => {
    const { a, s, s2 } = await branch();
    expect((await requestMove(nameOf(a), nameOf(s2))).json().code).toBe('BO_MOVE_UPLINE_IN_TEAM');
    expect((await requestMove(nameOf(s), nameOf(s))).json().code).toBe('BO_MOVE_UPLINE_IN_TEAM');
    // Two top agents, each asked to move under the other: once one move is made, the other would make a loop.
    const x = await team.addMember(null, 1, 'mv');
    const y = await team.addMember(null, 1, 'mv');
    const xUnderY = await requested(nameOf(x), nameOf(y));
    const yUnderX = await requested(nameOf(y), nameOf(x));
    expect((await decide(BO_PATHS.agentMoveApprove, yUnderX.id)).statusCode).toBe(200);
    const loop = await decide(BO_PATHS.agentMoveApprove, xUnderY.id);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().code).toBe('BO_MOVE_UPLINE_IN_TEAM');
    expect(await teamOf(y)).toEqual([]);
  });

  it('when the team would sit deeper than 30 levels, then it is refused at the request, and at the approval when the team grew', async () => {
    let bottom = await team.addMember(null, 1, 'deep');
    for (let level = 1; level < 30; level++) bottom = await team.addMember(bottom, 1, 'deep');
    const withTeam = await team.addMember(null, 1, 'deep');
    await team.addMember(withTeam, 0, 'deep');
    const tooDeep = await requestMove(nameOf(withTeam), nameOf(bottom));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().code).toBe('BO_MOVE_TOO_DEEP');
    const alone = await team.addMember(null, 1, 'deep');
    const move = await requested(nameOf(alone), nameOf(bottom));
    await team.addMember(alone, 0, 'deep');
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).json().code).toBe('BO_MOVE_TOO_DEEP');
  });

  it('when the names or the reason are wrong, then each is told apart in words', async () => {
    const { s, p1, b } = await branch();
    const codeOf = async (body: object) =>
      (await bo(t, 'POST', BO_PATHS.agentMoves, { cookie: admin, body })).json().code;
    const reason = 'Team change';
    expect(await codeOf({ username: 'nobody_here', uplineUsername: nameOf(b), reason })).toBe(
      'BO_MEMBER_NOT_FOUND',
    );
    expect(await codeOf({ username: nameOf(s), uplineUsername: 'nobody_here', reason })).toBe(
      'BO_MOVE_UPLINE_NOT_FOUND',
    );
    expect(await codeOf({ username: nameOf(s), uplineUsername: 'demo_player', reason })).toBe(
      'BO_MOVE_UPLINE_NOT_AGENT',
    );
    expect(await codeOf({ username: nameOf(p1), uplineUsername: nameOf(s), reason })).toBe(
      'BO_MOVE_SAME_UPLINE',
    );
    expect(await codeOf({ username: nameOf(s), uplineUsername: nameOf(b), reason: 'no' })).toBe(
      'VALIDATION_FAILED',
    );
    expect(await codeOf({ username: nameOf(s), uplineUsername: nameOf(b), reason: 'x'.repeat(201) })).toBe(
      'VALIDATION_FAILED',
    );
    const translated = await bo(t, 'POST', BO_PATHS.agentMoves, {
      cookie: admin,
      headers: { language: 'th' },
      body: { username: nameOf(s), uplineUsername: 'demo_player', reason },
    });
    expect(translated.json().message).toBe('อัปไลน์ใหม่ต้องเป็นเอเจนต์');
  });

  it('when the new upline stopped being an agent before the approval, then it is refused', async () => {
    const { s, b } = await branch();
    const move = await requested(nameOf(s), nameOf(b));
    await t.deps.db.updateTable('members').set({ agent_type: 0 }).where('id', '=', b).execute();
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).json().code).toBe('BO_MOVE_UPLINE_NOT_AGENT');
  });
});

const wage = (rateBp: number): TContractTermsBody => ({
  kind: 'DAILY_WAGE',
  tiers: [{ minDailyBet: '100.00', minActive: 1, rateBp, amount: null }],
});
const dividend = (rateBp: number): TContractTermsBody => ({
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [{ minValidBet: '100.00', minLoss: '10.00', minActive: 1, rateBp }],
});

/** The demo admin's staff id: contracts given by staff name who gave them. */
async function adminStaffId(): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('contracts of a moved member', () => {
  it('when a member paid by its old upline moves, then that contract ends by staff from the running period, what it gave on ends with it, and offers between them are withdrawn', async () => {
    const { a, s, s2, b } = await branch();
    const staffId = await adminStaffId();
    for (const terms of [wage(100), dividend(2_000)]) {
      await assignTopContract(t.deps.db, merchant, staffId, { memberId: a, terms, confirmCascade: false });
    }
    const given = async (from: bigint, to: bigint, terms: TContractTermsBody, accept: boolean) => {
      const offer = await offerContract(t.deps.db, merchant, from, { memberId: String(to), terms });
      if (accept) {
        await actOnContract(t.deps.db, merchant, to, {
          id: BigInt(offer.id),
          action: 'accept',
          confirmCascade: false,
        });
      }
      return BigInt(offer.id);
    };
    const sWage = await given(a, s, wage(80), true);
    const s2Wage = await given(s, s2, wage(50), true);
    const sDividendOffer = await given(a, s, dividend(1_000), false);
    const aWage = await t.deps.db
      .selectFrom('agent_contracts')
      .select('id')
      .where('member_id', '=', a)
      .where('kind', '=', 'DAILY_WAGE')
      .executeTakeFirstOrThrow();

    const move = await requested(nameOf(s), nameOf(b));
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).statusCode).toBe(200);

    const rows = await t.deps.db
      .selectFrom('agent_contracts')
      .select(['id', 'status', 'end_reason', 'effective_from', 'effective_until'])
      .where('id', 'in', [sWage, s2Wage, sDividendOffer, aWage.id])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // The running day is not paid: the wage ends at its start.
    const { currentStart } = await periodInstants(t.deps.db, 'DAILY', merchant.settings.timeZone, null);
    expect(byId.get(sWage)).toMatchObject({ status: 'ACCEPTED', end_reason: 'STAFF' });
    expect(byId.get(sWage)?.effective_until).toEqual(currentStart);
    expect(byId.get(s2Wage)).toMatchObject({ end_reason: 'CASCADE' });
    expect(byId.get(sDividendOffer)).toMatchObject({ status: 'WITHDRAWN' });
    expect(byId.get(aWage.id)).toMatchObject({ end_reason: null, effective_until: null });
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'agents.move.approve')
      .where('target_id', '=', String(s))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      offersWithdrawn: [String(sDividendOffer)],
      contractsEnded: [{ id: String(sWage), kind: 'DAILY_WAGE', cascaded: 1 }],
    });
    expect((await treeOf(`?username=${nameOf(s)}`)).member?.contracts).toEqual([]);
  });
});

describe('house contracts in a moved team', () => {
  it('when the moved team holds a house contract of a kind its new chain is paid on, then it is refused at the request, and at the approval when the chain gained it between', async () => {
    const staffId = await adminStaffId();
    const house = (memberId: bigint, terms: TContractTermsBody) =>
      assignTopContract(t.deps.db, merchant, staffId, { memberId, terms, confirmCascade: false });
    // x's sub-agent holds a daily wage from the house (x holds none); y's chain is paid on daily wages.
    const x = await team.addMember(null, 1, 'hc');
    const xSub = await team.addMember(x, 1, 'hc');
    await house(xSub, wage(80));
    const y = await team.addMember(null, 1, 'hc');
    const yLow = await team.addMember(y, 1, 'hc');
    await house(y, wage(100));
    const refused = await requestMove(nameOf(x), nameOf(yLow));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BO_MOVE_HOUSE_CONTRACT');
    expect(refused.json().message).toMatch(/paid on twice/);
    // Under an agent paid on dividends only, the daily wage stays the team's one: allowed, until that changes.
    const z = await team.addMember(null, 1, 'hc');
    await house(z, dividend(1_000));
    const move = await requested(nameOf(x), nameOf(z));
    await house(z, wage(120));
    expect((await decide(BO_PATHS.agentMoveApprove, move.id)).json().code).toBe('BO_MOVE_HOUSE_CONTRACT');
    expect((await teamOf(z)).includes(x)).toBe(false);
  });
});

describe('who may', () => {
  it('when support or finance read the tree, then they may; asking for or deciding a move is for admins', async () => {
    const { s, b } = await branch();
    for (const cookie of [support, finance]) {
      expect((await tree(`?username=${nameOf(s)}`, cookie)).statusCode).toBe(200);
      const asked = await requestMove(nameOf(s), nameOf(b), cookie);
      expect(asked.statusCode).toBe(403);
      expect(asked.json().code).toBe('FORBIDDEN');
    }
    const move = await requested(nameOf(s), nameOf(b));
    for (const cookie of [support, finance]) {
      for (const path of [BO_PATHS.agentMoveApprove, BO_PATHS.agentMoveReject, BO_PATHS.agentMoveCancel]) {
        expect((await decide(path, move.id, cookie)).json().code).toBe('FORBIDDEN');
      }
    }
    expect((await bo(t, 'GET', BO_PATHS.agentTree)).statusCode).toBe(401);
  });
});
