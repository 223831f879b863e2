import { boPath } from '@tala/contract/backoffice/paths';
import { LOTTERY_BO_PATHS as P } from '@tala/contract/lottery/lottery-staff';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THouseContext } from '../../../../providers/house/src/service/house-context.ts';
import {
  houseContext,
  openIssueNow,
} from '../../../../providers/house/src/service/testing/house-test-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn, type TStaffName } from './bo-helpers.ts';

/**
 * The console's lottery section (decision 035): the platform proxies the house's signed lottery admin API
 * with the matrix's permissions, writes an audit row for every change, and takes two staff members to
 * cancel an issue or to settle on an official result.
 */
const GAME = 'house-pk10-5m';
let t: TTestApp;
let house: THouseContext;
const cookies = {} as Record<TStaffName, string>;
beforeAll(async () => {
  t = await createTestApp();
  house = houseContext(t);
  for (const role of ['admin', 'finance', 'support'] as const) cookies[role] = await signIn(t, role);
});
afterAll(async () => {
  await t.close();
});

const path = (template: string, params: Record<string, string> = {}) =>
  boPath(template, { gameId: GAME, ...params });
const as = (role: TStaffName, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  bo(t, method, url, { cookie: cookies[role], body });
const auditOf = (action: string) =>
  t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('lottery staff routes: reading and permissions', () => {
  it('when any staff member lists the lottery games, then each comes with its schedule, status and source', async () => {
    const res = await as('support', 'GET', P.games);
    expect(res.statusCode).toBe(200);
    const game = res.json().value.games.find((g: { gameId: string }) => g.gameId === GAME);
    expect(game).toMatchObject({ family: 'pk10', enabled: true, resultsSource: 'house' });
    const one = await as('support', 'GET', path(P.game));
    expect(one.json().value.terms.playTypes.map((p: { id: string }) => p.id)).toContain('pk10.position');
  });

  it('when support or finance try to change odds or status, then the matrix refuses them', async () => {
    const terms = (await as('admin', 'GET', path(P.game))).json().value.terms;
    const body = {
      oddsId: terms.oddsId,
      liabilityCap: '100.00',
      maxPayout: terms.maxPayout,
      maxChase: terms.maxChase,
    };
    for (const role of ['support', 'finance'] as const) {
      expect((await as(role, 'PUT', path(P.terms), body)).statusCode).toBe(403);
      expect((await as(role, 'PUT', path(P.gameStatus), { enabled: false })).statusCode).toBe(403);
    }
    expect(
      (await as('support', 'POST', path(P.cancelRequest, { issueNo: '20260101-0001' }), { reason: 'test' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('lottery staff routes: odds changes are audited', () => {
  it('when an admin changes a play type, then a new odds version answers and the audit row has before and after', async () => {
    const terms = (await as('admin', 'GET', path(P.game))).json().value.terms;
    const position = terms.playTypes.find((p: { id: string }) => p.id === 'pk10.position');
    const res = await as('admin', 'PUT', path(P.terms), {
      oddsId: terms.oddsId,
      playType: {
        id: 'pk10.position',
        enabled: true,
        odds: { win: 960 },
        minStake: '1.00',
        maxStake: '300.00',
        stakeStep: '0.50',
      },
      liabilityCap: '20000.00',
      maxPayout: terms.maxPayout,
      maxChase: 12,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().value;
    expect(after.oddsId).not.toBe(terms.oddsId);
    expect(after.playTypes.find((p: { id: string }) => p.id === 'pk10.position')).toMatchObject({
      odds: { win: 960 },
      minStake: '1.00',
      stakeStep: '0.50',
    });
    expect(after.maxChase).toBe(12);
    const [row] = await auditOf('lottery.terms.change');
    expect(row).toMatchObject({ staff_name: 'admin', target_type: 'lottery_game', target_id: GAME });
    expect(row?.before).toMatchObject({
      oddsId: terms.oddsId,
      liabilityCap: terms.liabilityCap,
      playType: { odds: position.odds },
    });
    expect(row?.after).toMatchObject({
      oddsId: after.oddsId,
      liabilityCap: '20000.00',
      maxChase: 12,
      playType: { odds: { win: 960 }, stakeStep: '0.50' },
    });
  });

  it('when the odds would return 100% or more, then it is a translated refusal and nothing is audited', async () => {
    const terms = (await as('admin', 'GET', path(P.game))).json().value.terms;
    const before = (await auditOf('lottery.terms.change')).length;
    const preview = await as('admin', 'POST', path(P.rtp), {
      playTypeId: 'pk10.position',
      odds: { win: 1000 },
    });
    expect(preview.json().value).toMatchObject({ maxRtp: 1, acceptable: false });
    const res = await as('admin', 'PUT', path(P.terms), {
      oddsId: terms.oddsId,
      playType: {
        id: 'pk10.position',
        enabled: true,
        odds: { win: 1000 },
        minStake: '1.00',
        maxStake: '300.00',
        stakeStep: '0.50',
      },
      liabilityCap: terms.liabilityCap,
      maxPayout: terms.maxPayout,
      maxChase: terms.maxChase,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BO_LOTTERY_RTP_TOO_HIGH' });
    expect(res.json().message).toMatch(/100%/);
    const stale = await as('admin', 'PUT', path(P.terms), {
      oddsId: '1',
      liabilityCap: '1.00',
      maxPayout: '1.00',
      maxChase: 1,
    });
    expect(stale.json().code).toBe('BO_LOTTERY_STALE');
    expect((await auditOf('lottery.terms.change')).length).toBe(before);
  });

  it('when an admin suspends a game, then it is audited and the list shows it suspended', async () => {
    const res = await as('admin', 'PUT', path(P.gameStatus), { enabled: false });
    expect(res.json().value.enabled).toBe(false);
    const [row] = await auditOf('lottery.game.status');
    expect(row?.before).toEqual({ enabled: true });
    expect(row?.after).toEqual({ enabled: false });
    await as('admin', 'PUT', path(P.gameStatus), { enabled: true });
  });
});

describe('lottery staff routes: cancelling an issue takes two people', () => {
  it('when one staff member asks and another approves, then the issue is cancelled once, with audit rows', async () => {
    const issue = await openIssueNow(house, GAME);
    const target = path(P.cancelRequest, { issueNo: issue.issue_no });
    const asked = await as('admin', 'POST', target, { reason: 'official results withdrawn' });
    expect(asked.statusCode).toBe(200);
    const request = asked.json().value;
    expect(request).toMatchObject({ status: 'PENDING', requestedBy: 'admin', issueNo: issue.issue_no });
    expect((await as('finance', 'POST', target, { reason: 'again' })).json().code).toBe(
      'BO_LOTTERY_CANCEL_PENDING',
    );

    const self = await as('admin', 'POST', boPath(P.cancelApprove, { id: request.id }), {});
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('BO_SELF_APPROVAL');
    expect((await as('support', 'POST', boPath(P.cancelApprove, { id: request.id }), {})).statusCode).toBe(
      403,
    );
    const still = await house.db
      .selectFrom('house.lottery_issues')
      .select('cancelled_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(still.cancelled_at).toBeNull();

    const approved = await as('finance', 'POST', boPath(P.cancelApprove, { id: request.id }), {
      note: 'checked',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'APPLIED', decidedBy: 'finance', refunded: 0 });
    const cancelled = await house.db
      .selectFrom('house.lottery_issues')
      .select('cancel_reason')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.cancel_reason).toBe('official results withdrawn — finance');
    expect((await as('finance', 'POST', boPath(P.cancelApprove, { id: request.id }), {})).json().code).toBe(
      'BO_NOT_PENDING',
    );
    expect((await auditOf('lottery.cancel.request')).map((row) => row.staff_name)).toEqual(['admin']);
    expect((await auditOf('lottery.cancel.approve')).map((row) => row.after)).toEqual([
      { status: 'APPLIED', note: 'checked', refunded: 0 },
    ]);
    const list = await as('support', 'GET', `${P.cancelRequests}?status=APPLIED`);
    expect(list.json().value.list.map((r: { id: string }) => r.id)).toContain(request.id);
    // A cancelled issue takes no second request.
    expect((await as('admin', 'POST', target, { reason: 'once more' })).json().code).toBe(
      'BO_LOTTERY_ISSUE_CLOSED',
    );
  });
});

describe('lottery staff routes: official results take two people', () => {
  it('when an admin enters a result and finance approves it, then the issue is drawn with it', async () => {
    await as('admin', 'PUT', path(P.gameSource), { source: 'manual' });
    expect((await auditOf('lottery.game.source'))[0]?.after).toEqual({ source: 'manual', feed: null });
    const issue = await openIssueNow(house, GAME);
    await house.db
      .updateTable('house.lottery_issues')
      .set({
        opens_at: sql<Date>`now() - interval '3 seconds'`,
        closes_at: sql<Date>`now() - interval '2 seconds'`,
        draws_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', issue.id)
      .execute();
    const order = ['3', '1', '4', '10', '5', '9', '2', '6', '8', '7'];
    const entered = await as('admin', 'POST', path(P.resultSubmit, { issueNo: issue.issue_no }), {
      numbers: { order },
    });
    expect(entered.statusCode).toBe(200);
    const proposal = entered.json().value;
    const self = await as('admin', 'POST', path(P.resultApprove, { id: proposal.id }), {});
    expect(self.json().code).toBe('BO_SELF_APPROVAL');
    const approved = await as('finance', 'POST', path(P.resultApprove, { id: proposal.id }), {});
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', decidedBy: 'finance' });
    const drawn = await house.db
      .selectFrom('house.lottery_issues')
      .select('result')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(drawn.result).toEqual({ family: 'pk10', order: order.map(Number) });
    expect((await auditOf('lottery.result.enter')).map((row) => row.staff_name)).toEqual(['admin']);
    expect((await auditOf('lottery.result.approve')).map((row) => row.staff_name)).toEqual(['finance']);
    await as('admin', 'PUT', path(P.gameSource), { source: 'house' });
  });
});
