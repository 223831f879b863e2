import { randomUUID } from 'node:crypto';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  post,
} from '../../src/modules/ledger/ledger.service.ts';
import { payCashReward } from '../../src/modules/promotions/bonus-money.ts';
import { feedWagering } from '../../src/modules/promotions/wagering.feed.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  expectBooksBalance,
  houseTotal,
  ledgerTransactionCount,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  bonusBalance,
  deposit,
  ELIGIBLE_ANYONE,
  gamePosting,
  livePromotion,
  promoApi,
} from './promotion-helpers.ts';

/**
 * Issue 13 §3 (decision 051): staff read players' bonuses and cancel one with a reason — at once up to the threshold
 * (1,000.00), above it only with a second staff member's approval; the cost report per promotion.
 */
let t: TTestApp;
let merchantId: number;
let promotionId: bigint;
const cookies: Record<'admin' | 'finance' | 'support', string> = { admin: '', finance: '', support: '' };

/** 100 % of a deposit as bonus money (up to 5,000), wagered once; any stake counts. */
const depositBonus = () =>
  livePromotion(t, merchantId, {
    type: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    eligibility: ELIGIBLE_ANYONE,
    reward: {
      type: 'DEPOSIT_BONUS',
      percentBp: 10_000,
      cap: '5000.00',
      minDeposit: '100.00',
      wagering: {
        multiplier: 1,
        base: 'BONUS',
        weightsBp: {},
        maxBet: null,
        expiryDays: 7,
        withdrawRule: 'FORFEIT',
      },
    },
    budget: null,
  });

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  promotionId = await depositBonus();
  for (const name of ['admin', 'finance', 'support'] as const) cookies[name] = await signIn(t, name);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

/** A new player who joined `promotion` and deposited `amount`: the bonus is that amount. */
async function playerWithBonus(amount: string, promotion = promotionId) {
  const player = await newPlayer(t);
  await promoApi(t, player.token).join(promotion);
  await deposit(t, player, amount);
  const bonusId = (await promoApi(t, player.token).bonuses()).json().value.list[0].id as string;
  return { player, bonusId };
}

const cancel = (bonusId: string, as: keyof typeof cookies, reason = 'Bonus abuse: shared device') =>
  bo(t, 'POST', boPath(BO_PATHS.bonusCancel, { id: bonusId }), { cookie: cookies[as], body: { reason } });
const decide = (id: string, verdict: 'approve' | 'reject', as: keyof typeof cookies, note = '') =>
  bo(
    t,
    'POST',
    boPath(verdict === 'approve' ? BO_PATHS.bonusCancelApprove : BO_PATHS.bonusCancelReject, { id }),
    { cookie: cookies[as], body: { note } },
  );
const bonusesOf = async (player: TPlayer, as: keyof typeof cookies = 'support') =>
  (await bo(t, 'GET', `${BO_PATHS.bonuses}?username=${player.username}`, { cookie: cookies[as] })).json()
    .value;
const forfeits = (bonusId: string) => ledgerTransactionCount(t, `bonus:${bonusId}:forfeit`);

async function auditActions(bonusId: string): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', 'bonus')
    .where('target_id', '=', bonusId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('reading bonuses', () => {
  it("when support searches a player, then the player's bonuses come with title, wagering and state", async () => {
    const { player, bonusId } = await playerWithBonus('300.00');
    const page = await bonusesOf(player);
    expect(page).toMatchObject({ total: 1, page: 1 });
    expect(page.list[0]).toMatchObject({
      id: bonusId,
      member: { username: player.username },
      amount: '300.00',
      wageringRequired: '300.00',
      wageringDone: '0.00',
      state: 'ACTIVE',
      endReason: null,
      cancel: null,
    });
    expect(page.list[0].title.en).toMatch(/^Test DEPOSIT_BONUS/);
    const all = await bo(t, 'GET', `${BO_PATHS.bonuses}?state=ACTIVE&pageSize=5`, {
      cookie: cookies.support,
    });
    expect(all.json().value.list.length).toBeGreaterThanOrEqual(1);
  });

  it('when the input is wrong, then a clear code, never a 500', async () => {
    const unknown = await bo(t, 'GET', `${BO_PATHS.bonuses}?username=nobody_${Date.now()}`, {
      cookie: cookies.support,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'BO_MEMBER_NOT_FOUND']);
    for (const query of ['pageSize=500', 'page=0', 'state=LOST', `username=${'x'.repeat(40)}`]) {
      const res = await bo(t, 'GET', `${BO_PATHS.bonuses}?${query}`, { cookie: cookies.support });
      expect([res.statusCode, res.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await cancel('999999999', 'admin');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'BO_BONUS_NOT_FOUND']);
    const { bonusId } = await playerWithBonus('200.00');
    for (const reason of ['no', 'x'.repeat(201)]) {
      const res = await cancel(bonusId, 'admin', reason);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await forfeits(bonusId)).toBe(0);
  });
});

describe('cancelling at or under the threshold', () => {
  it('when staff cancel a bonus of 500.00, then it is forfeited at once, the money back to the house, once', async () => {
    const { player, bonusId } = await playerWithBonus('500.00');
    const house = await houseTotal(t, houseAccountCode.bonus);
    const main = await mainBalance(t, player);
    const res = await cancel(bonusId, 'finance');
    expect(res.json()).toMatchObject({
      code: 'OK',
      value: { bonusId, status: 'APPLIED', amount: '500.00', requestedBy: 'finance', decidedBy: null },
    });
    expect(await bonusBalance(t, player)).toBe(0n);
    expect(await houseTotal(t, houseAccountCode.bonus)).toBe(house + 50_000n);
    expect(await mainBalance(t, player)).toBe(main);
    const [bonus] = (await bonusesOf(player)).list;
    expect(bonus).toMatchObject({ state: 'FORFEITED', endReason: 'STAFF', cancel: { status: 'APPLIED' } });
    expect((await promoApi(t, player.token).detail(promotionId)).json().value.mine).toMatchObject({
      state: 'CLOSE',
      reason: 'FORFEITED',
    });
    const staff = await t.deps.db
      .selectFrom('bonuses')
      .innerJoin('staff', 'staff.id', 'bonuses.staff_id')
      .select('staff.username')
      .where('bonuses.id', '=', BigInt(bonusId))
      .executeTakeFirstOrThrow();
    expect(staff.username).toBe('finance');

    const again = await cancel(bonusId, 'admin');
    expect([again.statusCode, again.json().code]).toEqual([409, 'BO_BONUS_NOT_ACTIVE']);
    expect(await forfeits(bonusId)).toBe(1);
    expect(await auditActions(bonusId)).toEqual(['bonus.cancel']);
  });

  it('when five staff clicks cancel the same bonus at once, then one forfeits it and the rest are told it ended', async () => {
    const { player, bonusId } = await playerWithBonus('1000.00');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => cancel(bonusId, i % 2 ? 'admin' : 'finance')),
    );
    expect(answers.map((res) => res.json().code).sort()).toEqual([
      'BO_BONUS_NOT_ACTIVE',
      'BO_BONUS_NOT_ACTIVE',
      'BO_BONUS_NOT_ACTIVE',
      'BO_BONUS_NOT_ACTIVE',
      'OK',
    ]);
    // 1,000.00 is the threshold itself: cancelled at once.
    expect(answers.find((res) => res.json().code === 'OK')?.json().value.status).toBe('APPLIED');
    expect(await forfeits(bonusId)).toBe(1);
    expect(await bonusBalance(t, player)).toBe(0n);
  });
});

describe('cancelling above the threshold', () => {
  it('when finance asks, then a second staff member must approve; finance cannot approve its own', async () => {
    const { player, bonusId } = await playerWithBonus('1500.00');
    const asked = await cancel(bonusId, 'finance');
    expect(asked.json().value).toMatchObject({ status: 'PENDING', amount: '1500.00', bonusState: 'ACTIVE' });
    const requestId = asked.json().value.id as string;
    expect(await bonusBalance(t, player)).toBe(150_000n);
    expect((await bonusesOf(player)).list[0]).toMatchObject({
      state: 'ACTIVE',
      cancel: { id: requestId, status: 'PENDING', requestedBy: 'finance' },
    });
    const twice = await cancel(bonusId, 'admin');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'BO_BONUS_CANCEL_PENDING']);

    const own = await decide(requestId, 'approve', 'finance');
    expect([own.statusCode, own.json().code]).toEqual([403, 'BO_SELF_APPROVAL']);
    expect(await bonusBalance(t, player)).toBe(150_000n);

    const house = await houseTotal(t, houseAccountCode.bonus);
    const approved = await decide(requestId, 'approve', 'admin', 'Checked the devices');
    expect(approved.json().value).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'admin',
      decisionNote: 'Checked the devices',
      bonusState: 'FORFEITED',
    });
    expect(await bonusBalance(t, player)).toBe(0n);
    expect(await houseTotal(t, houseAccountCode.bonus)).toBe(house + 150_000n);
    const late = await decide(requestId, 'reject', 'admin');
    expect([late.statusCode, late.json().code]).toEqual([409, 'BO_NOT_PENDING']);
    expect(await auditActions(bonusId)).toEqual(['bonus.cancel.request', 'bonus.cancel.approve']);
  });

  it('when two approvers press approve four times at once, then the bonus is forfeited once', async () => {
    const { player, bonusId } = await playerWithBonus('2500.00');
    const requestId = (await cancel(bonusId, 'finance')).json().value.id as string;
    const adminAgain = await signIn(t, 'admin');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        bo(t, 'POST', boPath(BO_PATHS.bonusCancelApprove, { id: requestId }), {
          cookie: i % 2 ? adminAgain : cookies.admin,
          body: { note: '' },
        }),
      ),
    );
    expect(answers.map((res) => res.json().code).sort()).toEqual([
      'BO_NOT_PENDING',
      'BO_NOT_PENDING',
      'BO_NOT_PENDING',
      'OK',
    ]);
    expect(await forfeits(bonusId)).toBe(1);
    expect(await bonusBalance(t, player)).toBe(0n);
  });

  it('when the second person rejects, then the bonus runs on and may be asked again', async () => {
    const { player, bonusId } = await playerWithBonus('1200.00');
    const requestId = (await cancel(bonusId, 'admin')).json().value.id as string;
    const rejected = await decide(requestId, 'reject', 'finance', 'Not abuse: a family device');
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', decidedBy: 'finance' });
    expect((await bonusesOf(player)).list[0]).toMatchObject({ state: 'ACTIVE', cancel: null });
    expect(await bonusBalance(t, player)).toBe(120_000n);
    expect((await cancel(bonusId, 'admin')).json().value.status).toBe('PENDING');
    const list = await bo(t, 'GET', `${BO_PATHS.bonusCancels}?status=PENDING`, { cookie: cookies.support });
    expect(list.json().value.list.map((item: { bonusId: string }) => item.bonusId)).toContain(bonusId);
  });

  it('when the bonus ended while the request waited, then approving moves nothing and it can be rejected', async () => {
    const { player, bonusId } = await playerWithBonus('1100.00');
    const requestId = (await cancel(bonusId, 'finance')).json().value.id as string;
    await gamePosting(t, player, 'TALA_SLOTS', 'GAME_BET', 110_000n);
    await feedWagering(t.deps.db);
    expect((await bonusesOf(player)).list[0].state).toBe('RELEASED');
    const approve = await decide(requestId, 'approve', 'admin');
    expect([approve.statusCode, approve.json().code]).toEqual([409, 'BO_BONUS_NOT_ACTIVE']);
    expect(await forfeits(bonusId)).toBe(0);
    const pending = await bo(t, 'GET', `${BO_PATHS.bonusCancels}?status=PENDING&pageSize=50`, {
      cookie: cookies.admin,
    });
    const item = pending.json().value.list.find((row: { id: string }) => row.id === requestId);
    expect(item).toMatchObject({ status: 'PENDING', bonusState: 'RELEASED' });
    expect((await decide(requestId, 'reject', 'admin')).json().value.status).toBe('REJECTED');
  });
});

describe('authorization', () => {
  it('when support reads, then it may; when it cancels or decides, then FORBIDDEN', async () => {
    const { player, bonusId } = await playerWithBonus('1300.00');
    expect((await bonusesOf(player, 'support')).total).toBe(1);
    const res = await cancel(bonusId, 'support');
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    const requestId = (await cancel(bonusId, 'finance')).json().value.id as string;
    for (const verdict of ['approve', 'reject'] as const) {
      const decided = await decide(requestId, verdict, 'support');
      expect([decided.statusCode, decided.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    const anonymous = await bo(t, 'GET', BO_PATHS.bonuses);
    expect(anonymous.statusCode).toBe(401);
    expect(await bonusBalance(t, player)).toBe(130_000n);
  });
});

/** A win as the ledger records it: the vendor's GAME account pays the player's MAIN. */
async function gameWin(player: TPlayer, vassalage: string, amount: bigint): Promise<void> {
  const scope = { merchantId: player.merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(t.deps.db, { ...scope, memberId: player.memberId, code: 'MAIN' });
  const game = await ensureHouseAccount(t.deps.db, { ...scope, code: houseAccountCode.game(vassalage) });
  await post(t.deps.db, {
    merchantId: player.merchantId,
    idempotencyKey: `test-game:${randomUUID()}`,
    kind: 'GAME_WIN',
    entries: [
      { accountId: game, amount: -amount },
      { accountId: main, amount },
    ],
  });
}

describe('the cost report', () => {
  async function report(from: string, to: string, as: keyof typeof cookies = 'support') {
    return bo(t, 'GET', `${BO_PATHS.promotionReport}?from=${from}&to=${to}`, { cookie: cookies[as] });
  }

  it('when a promotion issued, released, forfeited and paid, then its line matches the figures by hand', async () => {
    const promotion = await depositBonus();
    // A: 300.00 of bonus, stakes 200.00 and wins 50.00 (not enough wagering to release).
    const a = await playerWithBonus('300.00', promotion);
    await gamePosting(t, a.player, 'TALA_SLOTS', 'GAME_BET', 20_000n);
    await gameWin(a.player, 'TALA_SLOTS', 5_000n);
    // B: 200.00 of bonus, cancelled by staff (forfeited); no play.
    const b = await playerWithBonus('200.00', promotion);
    expect((await cancel(b.bonusId, 'admin')).json().value.status).toBe('APPLIED');
    // C: 100.00 of bonus, wagered by a stake of 100.00: released.
    const c = await playerWithBonus('100.00', promotion);
    await gamePosting(t, c.player, 'TALA_SLOTS', 'GAME_BET', 10_000n);
    await feedWagering(t.deps.db);
    expect((await bonusesOf(c.player)).list[0].state).toBe('RELEASED');
    // A cash reward of 20.00 on a second promotion, paid as every cash reward is (keyed by its entry).
    const cashPromotion = await livePromotion(t, merchantId, {
      type: 'APPLICATION',
      category: 'EVENT',
      eligibility: ELIGIBLE_ANYONE,
      reward: { type: 'APPLICATION', amount: '20.00', needsImage: false, wagering: null },
      budget: null,
    });
    const entry = await t.deps.db
      .insertInto('promotion_entries')
      .values({
        merchant_id: merchantId,
        promotion_id: cashPromotion,
        member_id: c.player.memberId,
        cycle: 'ONCE',
        state: 'CLAIMED',
        reward: 2_000n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .transaction()
      .execute((trx) =>
        payCashReward(
          trx,
          { merchantId, currency: 'PHP', memberId: c.player.memberId },
          { id: entry.id, amount: 2_000n },
        ),
      );
    await feedTeamFigures(t.deps.db);

    const { rows } = await sql<{ today: string; yesterday: string }>`
      SELECT to_char(now() AT TIME ZONE tz, 'YYYY-MM-DD') AS today,
        to_char((now() AT TIME ZONE tz) - interval '1 day', 'YYYY-MM-DD') AS yesterday
      FROM (SELECT coalesce(settings ->> 'timeZone', 'UTC') AS tz FROM merchant_settings
            WHERE merchant_id = ${merchantId}) s`.execute(t.deps.db);
    const { today, yesterday } = rows[0]!;
    const res = await report(yesterday, today);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ from: yesterday, to: today, currency: 'PHP', unattributed: '0.00' });
    const line = value.list.find((item: { promotionId: string }) => item.promotionId === String(promotion));
    expect(line).toMatchObject({
      type: 'DEPOSIT_BONUS',
      issued: '600.00',
      released: '100.00',
      forfeited: '200.00',
      cash: '0.00',
      cost: '100.00',
      entries: 3,
      participants: 3,
      // A: 200 − 50; B: nothing; C: 100.
      ngr: '250.00',
      net: '150.00',
    });
    const cashLine = value.list.find(
      (item: { promotionId: string }) => item.promotionId === String(cashPromotion),
    );
    expect(cashLine).toMatchObject({ cash: '20.00', cost: '20.00', entries: 1, participants: 1 });
    // C's play counts from its first entry: the cash promotion's only participant brought 100.00.
    expect(cashLine.ngr).toBe('100.00');
    const sum = (field: string) =>
      value.list.reduce(
        (total: bigint, item: Record<string, string>) => total + BigInt(item[field]!.replace('.', '')),
        0n,
      );
    expect(BigInt(value.totals.issued.replace('.', ''))).toBe(sum('issued'));
    expect(BigInt(value.totals.cost.replace('.', ''))).toBe(sum('cost'));

    // A day before anything happened: the promotions' money is not counted.
    const before = (await report('2020-01-01', '2020-01-31')).json().value;
    expect(before.list.some((item: { promotionId: string }) => item.promotionId === String(promotion))).toBe(
      false,
    );
  });

  it('when the range is wrong, then VALIDATION_FAILED; anonymous is refused', async () => {
    for (const [from, to] of [
      ['2026-02-10', '2026-02-01'],
      ['2025-01-01', '2026-06-01'],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-03-01'],
    ]) {
      const res = await report(from!, to!);
      expect([res.statusCode, res.json().code], `${from}..${to}`).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const [from, to] of [
      ['1900-01-01', '1900-12-31'],
      ['9999-01-01', '9999-12-31'],
    ]) {
      const far = await report(from!, to!);
      expect([far.statusCode, far.json().value.list], `${from}..${to}`).toEqual([200, []]);
    }
    expect((await bo(t, 'GET', `${BO_PATHS.promotionReport}?from=2026-01-01&to=2026-01-02`)).statusCode).toBe(
      401,
    );
  });

  it('when the report reads the postings, then the plan can use the promotion postings index', async () => {
    // The test database is small enough for a sequential scan to win; without one the partial index must serve.
    const plan = await t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM ledger_transactions
        WHERE merchant_id = ${sql.lit(merchantId)} AND created_at >= now() - interval '1 day'
          AND kind IN ('PROMO_BONUS', 'PROMO_BONUS_RELEASE', 'PROMO_BONUS_FORFEIT', 'PROMO_REWARD')`.execute(
        trx,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ledger_transactions_promo');
  });
});
