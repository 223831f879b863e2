import { BO_VIP_PATHS, type TBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { MESSAGE_PATHS } from '@tala/contract/messages/messages';
import { BO_MESSAGE_PATHS } from '@tala/contract/messages/messages-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { demoToken, newPlayer, type TPlayer } from '../payments/payment-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { myRank, rankNow } from './vip-helpers.ts';

/**
 * The back office's VIP (issue 14 §6, decision 057): the ladder editor's rules (thresholds rise with level, only the
 * top rank goes, not while held), settings, a player's rank and history, staff setting a rank (reason, audit, history
 * STAFF, RANK_UP), and the messages' VIP rank segment.
 */
let t: TTestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  support = await signIn(t, 'support');
  await rankNow(t);
});
afterAll(async () => {
  await t.close();
});

const rankBody = (deposit: string, validBet: string): TBoVipRankBody => ({
  names: { en: 'Legend', vi: 'Huyền thoại' },
  deposit,
  validBet,
  pointsMultiplier: 250,
  withdrawDailyCount: 40,
  withdrawMaxAmount: '5000000.00',
  rebateBonusBp: 80,
  birthdayBonus: '18888.00',
  serviceLine: 'Legend desk',
  serviceUrl: 'https://example.com/legend',
});
const level = (n: number) => BO_VIP_PATHS.rank.replace(':level', String(n));

async function setRank(player: TPlayer, body: Record<string, unknown>, cookie = support) {
  return bo(t, 'POST', BO_VIP_PATHS.memberRank, { cookie, body: { username: player.username, ...body } });
}

describe('the ladder editor', () => {
  it('when staff read the ladder, then every rank comes with its names in every language and its holders', async () => {
    const res = await bo(t, 'GET', BO_VIP_PATHS.ladder, { cookie: support });
    expect(res.statusCode).toBe(200);
    const ladder = res.json().value;
    expect(ladder.settings).toEqual({ windowDays: 90, graceReviews: 1 });
    expect(ladder.ranks).toHaveLength(7);
    expect(ladder.ranks[6].names).toMatchObject({ en: 'Crown', zh: '皇冠' });
    expect(ladder.ranks.every((rank: { members: number }) => rank.members >= 0)).toBe(true);
  });

  it('when a rank is added or edited out of order, then BO_VIP_THRESHOLDS_NOT_RISING names it; a rising one is saved', async () => {
    const low = await bo(t, 'POST', BO_VIP_PATHS.ranks, {
      cookie: admin,
      body: rankBody('1000.00', '5000.00'),
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().code).toBe('BO_VIP_THRESHOLDS_NOT_RISING');
    const added = await bo(t, 'POST', BO_VIP_PATHS.ranks, {
      cookie: admin,
      body: rankBody('5000000.00', '30000000.00'),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value.level).toBe(8);
    const silverTooHigh = await bo(t, 'PUT', level(2), {
      cookie: admin,
      body: { ...rankBody('20000.00', '20000.00'), names: { en: 'Silver' } },
    });
    expect(silverTooHigh.json().code).toBe('BO_VIP_THRESHOLDS_NOT_RISING');
    const edited = await bo(t, 'PUT', level(8), {
      cookie: admin,
      body: rankBody('6000000.00', '30000000.00'),
    });
    expect(edited.statusCode).toBe(200);
    const badUrl = await bo(t, 'PUT', level(8), {
      cookie: admin,
      body: { ...rankBody('6000000.00', '30000000.00'), serviceUrl: 'javascript:alert(1)' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().code).toBe('VALIDATION_FAILED');
    expect(
      (await bo(t, 'PUT', level(12), { cookie: admin, body: rankBody('1.00', '1.00') })).json().code,
    ).toBe('BO_VIP_RANK_NOT_FOUND');
  });

  it('when a rank is removed, then only the top one goes, and not while someone holds it', async () => {
    expect((await bo(t, 'DELETE', level(3), { cookie: admin })).json().code).toBe('BO_VIP_NOT_TOP_RANK');
    const holder = await newPlayer(t);
    expect((await setRank(holder, { level: 8, reason: 'Legend for a test' })).statusCode).toBe(200);
    expect((await bo(t, 'DELETE', level(8), { cookie: admin })).json().code).toBe('BO_VIP_RANK_IN_USE');
    expect((await setRank(holder, { level: 7, reason: 'back to Crown' })).statusCode).toBe(200);
    expect((await bo(t, 'DELETE', level(8), { cookie: admin })).statusCode).toBe(200);
    expect((await bo(t, 'GET', BO_VIP_PATHS.ladder, { cookie: admin })).json().value.ranks).toHaveLength(7);
  });

  it('when support edits the ladder, then 403; settings outside their limits are refused', async () => {
    expect(
      (await bo(t, 'POST', BO_VIP_PATHS.ranks, { cookie: support, body: rankBody('1.00', '1.00') }))
        .statusCode,
    ).toBe(403);
    const wide = await bo(t, 'PUT', BO_VIP_PATHS.settings, {
      cookie: admin,
      body: { windowDays: 400, graceReviews: 1 },
    });
    expect(wide.json().code).toBe('VALIDATION_FAILED');
    const saved = await bo(t, 'PUT', BO_VIP_PATHS.settings, {
      cookie: admin,
      body: { windowDays: 90, graceReviews: 2 },
    });
    expect(saved.json().value).toEqual({ windowDays: 90, graceReviews: 2 });
  });
});

describe("a player's rank", () => {
  it('when support sets a rank, then it needs a reason, is audited, written as STAFF history and sends RANK_UP', async () => {
    const player = await newPlayer(t);
    expect((await setRank(player, { level: 4, reason: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await setRank(player, { level: 9, reason: 'no such rank' })).json().code).toBe(
      'BO_VIP_LEVEL_UNKNOWN',
    );
    const set = await setRank(player, { level: 4, reason: 'Welcome gift for a transferred high roller' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ username: player.username, level: 4, graceUsed: 0 });
    expect(set.json().value.history[0]).toMatchObject({
      fromLevel: 0,
      toLevel: 4,
      reason: 'STAFF',
      staff: 'support',
      note: 'Welcome gift for a transferred high roller',
    });
    expect((await setRank(player, { level: 4, reason: 'again' })).json().code).toBe('BO_VIP_RANK_UNCHANGED');
    expect((await setRank(player, { level: 2, reason: 'lowered after review' })).statusCode).toBe(200);
    expect((await myRank(t, player)).level).toBe(2);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'staff_name'])
      .where('action', '=', 'vip.rank.set')
      .where('target_id', '=', String(player.memberId))
      .execute();
    expect(audit).toHaveLength(2);
    const inbox = await t.app.inject({
      method: 'GET',
      url: MESSAGE_PATHS.list,
      headers: authed(player.token),
    });
    expect(inbox.json().value.list.map((row: { kind: string }) => row.kind)).toEqual(['RANK_UP']);
    const lookup = await bo(t, 'GET', `${BO_VIP_PATHS.member}?username=${player.username}`, {
      cookie: support,
    });
    expect(lookup.json().value).toMatchObject({ level: 2, historyTotal: 2, isDemo: false });
  });

  it('when staff name a stranger or a trial account, then BO_MEMBER_NOT_FOUND and BO_VIP_DEMO_ACCOUNT', async () => {
    const unknown = await bo(t, 'GET', `${BO_VIP_PATHS.member}?username=nobody_here`, { cookie: support });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BO_MEMBER_NOT_FOUND');
    await demoToken(t);
    const demo = await t.deps.db
      .selectFrom('members')
      .select('username')
      .where('agent_type', '=', 4)
      .executeTakeFirstOrThrow();
    const refused = await bo(t, 'POST', BO_VIP_PATHS.memberRank, {
      cookie: support,
      body: { username: demo.username, level: 1, reason: 'try' },
    });
    expect(refused.json().code).toBe('BO_VIP_DEMO_ACCOUNT');
    expect(
      (await bo(t, 'GET', `${BO_VIP_PATHS.member}?username=${demo.username}`, { cookie: support })).json()
        .value.isDemo,
    ).toBe(true);
  });
});

describe('the messages VIP rank segment', () => {
  it('when support writes to Gold and above, then Gold and Platinum members read it and a Silver one does not', async () => {
    const silver = await newPlayer(t);
    const gold = await newPlayer(t);
    const platinum = await newPlayer(t);
    await setRank(silver, { level: 2, reason: 'segment test' });
    await setRank(gold, { level: 3, reason: 'segment test' });
    await setRank(platinum, { level: 4, reason: 'segment test' });
    const size = await bo(t, 'GET', `${BO_MESSAGE_PATHS.audienceSize}?audience=VIP_RANK&rankLevel=3`, {
      cookie: support,
    });
    expect(size.statusCode, size.body).toBe(200);
    expect(size.json().value.size).toBeGreaterThanOrEqual(2);
    const unknown = await bo(t, 'GET', `${BO_MESSAGE_PATHS.audienceSize}?audience=VIP_RANK&rankLevel=9`, {
      cookie: support,
    });
    expect(unknown.json().code).toBe('BO_MSG_RANK_UNKNOWN');
    const message = {
      audience: 'VIP_RANK',
      username: null,
      title: { en: 'Gold weekend' },
      bodyHtml: { en: '<p>Double points for Gold and above.</p>' },
      sendAt: null,
    };
    expect(
      (await bo(t, 'POST', BO_MESSAGE_PATHS.messages, { cookie: support, body: message })).json().code,
    ).toBe('VALIDATION_FAILED');
    const sent = await bo(t, 'POST', BO_MESSAGE_PATHS.messages, {
      cookie: support,
      body: { ...message, rankLevel: 3 },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const titles = async (player: TPlayer) =>
      (await t.app.inject({ method: 'GET', url: MESSAGE_PATHS.list, headers: authed(player.token) }))
        .json()
        .value.list.map((row: { title: string }) => row.title);
    expect(await titles(gold)).toContain('Gold weekend');
    expect(await titles(platinum)).toContain('Gold weekend');
    expect(await titles(silver)).not.toContain('Gold weekend');
    const list = await bo(t, 'GET', BO_MESSAGE_PATHS.messages, { cookie: support });
    expect(list.json().value.list[0]).toMatchObject({ audience: 'VIP_RANK', rankLevel: 3, username: null });
  });
});
