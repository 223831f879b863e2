import { PLAY_RECORD_PATHS as P } from '@tala/contract/play-records/play-records-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { patchSettings } from '../system/settings-helper.ts';
import { getRecords, playerInVendorGame, playRound, type TPlayedRound } from './play-records-helpers.ts';

let t: TTestApp;
let token: string;
let otherToken: string;
const r: Record<string, TPlayedRound> = {};

const SLOT = { vassalage: 'TALA_SLOTS', gameCode: 'house-slot' };
const LIVE = { vassalage: 'TALA_LIVE', gameCode: 'house-baccarat-live' };
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const PROOF = { serverSeedHash: 'a'.repeat(64), clientSeed: 'lucky-7', nonce: 42 };

/**
 * demo_player's rounds at known instants: 2025-03-09 is a Sunday, so its last minute and the next
 * day's first minute fall in different days and different ISO weeks (in UTC, the merchant's calendar
 * here unless a test says otherwise). demo_agent plays one round.
 */
beforeAll(async () => {
  t = await createTestApp();
  await patchSettings(t, { timeZone: 'UTC' });
  const slot = await playerInVendorGame(t, { ...PLAYER, fundMinor: 100_000n }, SLOT);
  r.sunday = await playRound(t, slot, {
    stake: '10.00',
    win: '25.50',
    at: '2025-03-09T23:59:30Z',
    detail: {
      provider: 'HOUSE',
      gameId: 'house-slot',
      stake: '10.00',
      win: '25.50',
      outcome: {
        reels: [
          [1, 2],
          [3, 4],
        ],
      },
      proof: PROOF,
    },
  });
  r.monday = await playRound(t, slot, { stake: '5.00', at: '2025-03-10T00:00:30Z' });
  r.void = await playRound(t, slot, { stake: '3.00', rollback: true, at: '2025-03-10T13:00:00Z' });
  r.open = await playRound(t, slot, { stake: '4.00', open: true, at: '2025-03-11T08:00:00Z' });
  r.nextWeek = await playRound(t, slot, { stake: '1.00', at: '2025-03-17T10:00:00Z' });
  const live = await playerInVendorGame(t, PLAYER, LIVE);
  r.live = await playRound(t, live, { stake: '2.00', win: '1.00', at: '2025-03-10T12:00:00Z' });
  const other = await playerInVendorGame(
    t,
    { username: 'demo_agent', password: 'Agent123!', fundMinor: 10_000n },
    SLOT,
  );
  r.other = await playRound(t, other, { stake: '50.00', at: '2025-03-10T10:00:00Z' });
  token = (await login(t, PLAYER.username, PLAYER.password)).token;
  otherToken = (await login(t, 'demo_agent', 'Agent123!')).token;
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

const MARCH = { from: '2025-03-01T00:00:00Z', to: '2025-04-01T00:00:00Z' };
type TRow = { roundId: string; stake: string; win: string; profit: string; status: string; gameName: string };
const cents = (amount: string) => Math.round(Number(amount) * 100);

async function history(query: Record<string, string>, as = token, headers: Record<string, string> = {}) {
  const res = await getRecords(t, P.betHistory, as, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { list: TRow[]; total: number; totals: Record<string, string | number> };
}

describe('betting record', () => {
  it('when a month is asked, then every round of the member is listed newest first with SQL totals', async () => {
    const page = await history(MARCH);
    const order = [r.nextWeek, r.open, r.void, r.live, r.monday, r.sunday].map((x) => x?.roundId);
    expect(page.list.map((row) => row.roundId)).toEqual(order);
    expect(page.total).toBe(6);
    // Void rounds are rows but not rounds played; the void stake came back, so it adds 0.
    expect(page.totals).toEqual({ rounds: 5, stake: '22.00', win: '26.50', profit: '4.50' });
    const sum = (key: 'stake' | 'win' | 'profit') => page.list.reduce((s, row) => s + cents(row[key]), 0);
    expect([sum('stake'), sum('win'), sum('profit')]).toEqual([2200, 2650, 450]);
    const statuses = Object.fromEntries(page.list.map((row) => [row.roundId, row.status]));
    expect(statuses[r.void?.roundId ?? '']).toBe('VOID');
    expect(statuses[r.open?.roundId ?? '']).toBe('OPEN');
    expect(statuses[r.sunday?.roundId ?? '']).toBe('SETTLED');
    expect(page.list.find((row) => row.roundId === r.sunday?.roundId)).toMatchObject({
      stake: '10.00',
      win: '25.50',
      profit: '15.50',
      gameName: 'Tala Treasure Reels',
    });
  });

  it('when a page is smaller than the set, then the totals still cover the whole set', async () => {
    const page = await history({ ...MARCH, pageSize: '2', page: '2' });
    expect(page.list.map((row) => row.roundId)).toEqual([r.void?.roundId, r.live?.roundId]);
    expect(page.total).toBe(6);
    expect(page.totals).toMatchObject({ stake: '22.00', win: '26.50' });
  });

  it('when one vendor or one status is chosen, then only its rounds and their totals come back', async () => {
    const live = await history({ ...MARCH, vassalage: 'TALA_LIVE' });
    expect(live.list.map((row) => row.roundId)).toEqual([r.live?.roundId]);
    expect(live.totals).toEqual({ rounds: 1, stake: '2.00', win: '1.00', profit: '-1.00' });
    expect((await history({ ...MARCH, status: 'VOID' })).list.map((row) => row.roundId)).toEqual([
      r.void?.roundId,
    ]);
    expect((await history({ ...MARCH, status: 'OPEN' })).list.map((row) => row.roundId)).toEqual([
      r.open?.roundId,
    ]);
    expect((await history({ ...MARCH, status: 'SETTLED' })).total).toBe(4);
  });

  it('when the range ends, then `from` is inclusive and `to` exclusive to the second', async () => {
    const page = await history({ from: '2025-03-10T00:00:30Z', to: '2025-03-10T12:00:00Z' });
    expect(page.list.map((row) => row.roundId)).toEqual([r.monday?.roundId]);
    const day = await history({ from: '2025-03-09T00:00:00Z', to: '2025-03-10T00:00:00Z' });
    expect(day.list.map((row) => row.roundId)).toEqual([r.sunday?.roundId]);
  });

  it('when the range is longer than 62 days or backwards, then it is refused with a clear code', async () => {
    const long = await getRecords(t, P.betHistory, token, {
      from: '2025-01-01T00:00:00Z',
      to: '2025-03-05T00:00:00Z',
    });
    expect([long.statusCode, long.json().code]).toEqual([400, 'WAL_DATE_RANGE_TOO_LONG']);
    expect(long.json().message).toContain('62');
    const backwards = await getRecords(t, P.betHistory, token, { from: MARCH.to, to: MARCH.from });
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('when the language is Chinese, then game names are the Chinese ones', async () => {
    const page = await history({ ...MARCH, vassalage: 'TALA_SLOTS', pageSize: '1' }, token, {
      language: 'zh',
    });
    expect(page.list[0]?.gameName).toBe('塔拉宝藏转轴');
  });
});

describe('who sees what', () => {
  it('when another member asks, then only their own round is listed, and ours are not reachable', async () => {
    const theirs = await history(MARCH, otherToken);
    expect(theirs.list.map((row) => row.roundId)).toEqual([r.other?.roundId]);
    const ours = await history(MARCH);
    expect(ours.list.map((row) => row.roundId)).not.toContain(r.other?.roundId);
    const recall = await getRecords(t, P.gameRecall, token, { roundId: r.other?.roundId ?? '' });
    expect([recall.statusCode, recall.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('when a visitor asks any play record, then NOT_LOGGED_IN', async () => {
    for (const path of Object.values(P)) {
      const res = await getRecords(t, path, null, { ...MARCH });
      expect([path, res.statusCode, res.json().code]).toEqual([path, 401, 'NOT_LOGGED_IN']);
    }
  });

  it('when the input is malformed, then VALIDATION_FAILED, never a 500', async () => {
    const bad: Array<[string, Record<string, string>]> = [
      [P.betHistory, { from: 'yesterday', to: MARCH.to }],
      [P.betHistory, { ...MARCH, pageSize: '500' }],
      [P.betHistory, { ...MARCH, page: '0' }],
      [P.betHistory, { ...MARCH, vassalage: "x'; drop table games; --" }],
      [P.betHistory, { ...MARCH, status: 'WON' }],
      [P.profit, { from: '2025-02-30', to: '2025-03-01' }],
      [P.profit, { from: '2025-03-01', to: '2025-03-02', groupBy: 'year' }],
      [P.profit, { from: '2025-03-05', to: '2025-03-01' }],
      [P.gameRecall, { roundId: 'abc' }],
      [P.gameRecall, { roundId: '9'.repeat(30) }],
    ];
    for (const [path, query] of bad) {
      const res = await getRecords(t, path, token, query);
      expect([path, query, res.statusCode, res.json().code]).toEqual([path, query, 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('personal profit and loss', () => {
  async function profit(query: Record<string, string>) {
    const res = await getRecords(t, P.profit, token, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as {
      timeZone: string;
      periods: Array<Record<string, string | number>>;
      totals: Record<string, string | number>;
    };
  }

  it('when grouped by day, then a round a minute before midnight and one a minute after fall on their own days', async () => {
    const report = await profit({ groupBy: 'day', from: '2025-03-09', to: '2025-03-11' });
    expect(report.timeZone).toBe('UTC');
    expect(report.periods).toEqual([
      { start: '2025-03-09', end: '2025-03-09', rounds: 1, stake: '10.00', win: '25.50', profit: '15.50' },
      { start: '2025-03-10', end: '2025-03-10', rounds: 2, stake: '7.00', win: '1.00', profit: '-6.00' },
      { start: '2025-03-11', end: '2025-03-11', rounds: 1, stake: '4.00', win: '0.00', profit: '-4.00' },
    ]);
    expect(report.totals).toEqual({ rounds: 4, stake: '21.00', win: '26.50', profit: '5.50' });
  });

  it('when the merchant keeps Manila time, then the days are Manila days (UTC+8)', async () => {
    await patchSettings(t, { timeZone: 'Asia/Manila' });
    try {
      const report = await profit({ groupBy: 'day', from: '2025-03-09', to: '2025-03-11' });
      expect(report.timeZone).toBe('Asia/Manila');
      // Sunday 23:59:30Z and Monday 00:00:30Z are both Monday morning in Manila; Monday 13:00Z (void)
      // and 12:00Z are Monday 21:00 and 20:00 there; Tuesday 08:00Z is Tuesday 16:00.
      expect(report.periods.map((p) => [p.start, p.rounds, p.profit])).toEqual([
        ['2025-03-09', 0, '0.00'],
        ['2025-03-10', 3, '9.50'],
        ['2025-03-11', 1, '-4.00'],
      ]);
    } finally {
      await patchSettings(t, { timeZone: 'UTC' });
    }
  });

  it('when grouped by week, then weeks start on Monday and are cut to the range', async () => {
    const report = await profit({ groupBy: 'week', from: '2025-03-05', to: '2025-03-18' });
    expect(report.periods.map((p) => [p.start, p.end, p.rounds, p.profit])).toEqual([
      ['2025-03-05', '2025-03-09', 1, '15.50'],
      ['2025-03-10', '2025-03-16', 3, '-10.00'],
      ['2025-03-17', '2025-03-18', 1, '-1.00'],
    ]);
  });

  it('when grouped by month, then empty months are listed with zeros and the totals match the betting record', async () => {
    const report = await profit({ groupBy: 'month', from: '2025-02-01', to: '2025-03-31' });
    expect(report.periods).toEqual([
      { start: '2025-02-01', end: '2025-02-28', rounds: 0, stake: '0.00', win: '0.00', profit: '0.00' },
      { start: '2025-03-01', end: '2025-03-31', rounds: 5, stake: '22.00', win: '26.50', profit: '4.50' },
    ]);
    expect(report.totals).toEqual((await history(MARCH)).totals);
  });

  it('when one vendor is chosen, then only its rounds are counted', async () => {
    const report = await profit({
      groupBy: 'month',
      from: '2025-03-01',
      to: '2025-03-31',
      vassalage: 'TALA_LIVE',
    });
    expect(report.totals).toEqual({ rounds: 1, stake: '2.00', win: '1.00', profit: '-1.00' });
  });

  it('when a range has more periods than allowed, then WAL_DATE_RANGE_TOO_LONG names the limit', async () => {
    const res = await getRecords(t, P.profit, token, {
      groupBy: 'day',
      from: '2025-01-01',
      to: '2025-03-04',
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'WAL_DATE_RANGE_TOO_LONG']);
    const ok = await getRecords(t, P.profit, token, { groupBy: 'day', from: '2025-01-01', to: '2025-03-03' });
    expect(ok.json().value.periods).toHaveLength(62);
  });
});

describe('game recall', () => {
  type TRecall = {
    roundId: string;
    status: string;
    outcome: unknown;
    details: Array<{ key: string; value: unknown }>;
    proof: unknown;
    verifyUrl: string | null;
    proofPageUrl: string | null;
    balanceBefore: string | null;
    balanceAfter: string | null;
  };
  async function recall(query: Record<string, string> = {}) {
    const res = await getRecords(t, P.gameRecall, token, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.list as TRecall[];
  }

  it('when asked without a round, then the latest rounds played come newest first, void ones left out', async () => {
    const list = await recall();
    const played = [r.nextWeek, r.open, r.live, r.monday, r.sunday].map((x) => x?.roundId);
    expect(list.map((round) => round.roundId)).toEqual(played);
  });

  it('when a round has a provider detail, then outcome, proof, balances and the verify link are shown', async () => {
    const [round] = await recall({ roundId: r.sunday?.roundId ?? '' });
    expect(round?.outcome).toEqual({
      reels: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(round?.proof).toEqual({ ...PROOF, serverSeed: null });
    // Stake and win equal the platform's own figures, so they are not repeated among the details.
    expect(round?.details).toEqual([
      { key: 'gameId', value: 'house-slot' },
      { key: 'provider', value: 'HOUSE' },
    ]);
    expect(cents(round?.balanceBefore ?? '') - cents(round?.balanceAfter ?? '')).toBe(1000 - 2550);
    const url = new URL(round?.verifyUrl ?? '', 'http://site');
    expect(url.pathname).toBe('/house/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      game: 'house-slot',
      clientSeed: 'lucky-7',
      nonce: '42',
      hash: PROOF.serverSeedHash,
      // The house page fetches the round's seeds itself, revealed or not yet when the detail was stored.
      round: r.sunday?.roundRef,
    });
    // The house's live proof of the round, framed in the recall: the server seed once revealed.
    // The frame checks the revealed seed against the commitment the platform recorded.
    expect(round?.proofPageUrl).toBe(
      `/house/proof/${r.sunday?.roundRef}?lang=en&hash=${PROOF.serverSeedHash}`,
    );
  });

  it('when a void round is asked by id, then it is shown as void with no proof and no link', async () => {
    const [round] = await recall({ roundId: r.void?.roundId ?? '' });
    expect(round).toMatchObject({
      status: 'VOID',
      proof: null,
      verifyUrl: null,
      proofPageUrl: null,
      outcome: null,
      details: [],
    });
  });

  it('when the member has played more than 10 rounds, then recall stops at 10', async () => {
    const slot = await playerInVendorGame(t, PLAYER, SLOT);
    for (let i = 0; i < 6; i++) await playRound(t, slot, { stake: '0.10', at: `2025-03-20T10:0${i}:00Z` });
    const list = await recall();
    expect(list).toHaveLength(10);
    expect(list.at(-1)?.roundId).toBe(r.monday?.roundId);
  });
});

describe('vendors', () => {
  it('when the filter choices are asked, then the house vendors are among them', async () => {
    const res = await getRecords(t, P.vendors, token);
    const names = (res.json().value.list as Array<{ vassalage: string }>).map((v) => v.vassalage);
    expect(names).toEqual(expect.arrayContaining(['TALA_SLOTS', 'TALA_LIVE']));
  });
});

describe('API documentation', () => {
  it('when the OpenAPI document is built, then the play-record calls are in it, recursive recall value included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(Object.values(P)));
  });
});
