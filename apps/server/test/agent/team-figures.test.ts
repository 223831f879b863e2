import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../src/db/database.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  postWithin,
} from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { insertMember } from '../../src/modules/member/member.repository.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { merchantIdOf } from '../wallet/wallet-helpers.ts';

/** Decision 044: the team-figures feed takes in every ledger transaction and registration exactly once. */
let t: TTestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t, 'TALA');
  await feedTeamFigures(t.deps.db);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

async function addMember(uplineId: bigint | null): Promise<bigint> {
  const row = await insertMember(t.deps.db, {
    merchant_id: merchantId,
    username: `tf_${randomUUID().slice(0, 8)}`,
    password_hash: 'not-a-login',
    upline_id: uplineId,
  } as Parameters<typeof insertMember>[1]);
  return row.id;
}

/** A posting of `kind` moving `mainChange` into the member's MAIN (out when negative), inside `trx`. */
async function postIn(trx: TDb, member: bigint, kind: string, mainChange: bigint, houseCode = 'ADJUSTMENT') {
  const account = { merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(t.deps.db, { ...account, memberId: member, code: 'MAIN' });
  const house = await ensureHouseAccount(t.deps.db, { ...account, code: houseCode });
  await postWithin(trx, {
    merchantId,
    idempotencyKey: `tf:${randomUUID()}`,
    kind,
    entries: [
      { accountId: main, amount: mainChange },
      { accountId: house, amount: -mainChange },
    ],
  });
}
const postNow = (member: bigint, kind: string, mainChange: bigint) =>
  t.deps.db.transaction().execute((trx) => postIn(trx, member, kind, mainChange));

/** What the feed keeps for an upline, summed over all days, and its team balance. */
async function kept(upline: bigint) {
  const { rows } = await sql<{
    stake: bigint;
    win: bigint;
    deposits: bigint;
    joined: number;
    balance: bigint;
  }>`
    SELECT coalesce(sum(d.stake), 0)::bigint AS stake, coalesce(sum(d.win), 0)::bigint AS win,
      coalesce(sum(d.deposits), 0)::bigint AS deposits, coalesce(sum(d.joined), 0)::int AS joined,
      coalesce((SELECT b.team_balance FROM team_balances b WHERE b.member_id = ${upline}), 0)::bigint AS balance
    FROM team_days d WHERE d.upline_id = ${upline}`.execute(t.deps.db);
  return rows[0]!;
}

/** The same read from the ledger and the chains as they are now: what the kept figures must equal. */
async function truth(upline: bigint) {
  const { rows } = await sql<{ stake: bigint; win: bigint; deposits: bigint; balance: bigint }>`
    SELECT
      coalesce(-sum(e.amount) FILTER (WHERE tx.kind IN ('GAME_BET', 'GAME_ROLLBACK')), 0)::bigint AS stake,
      coalesce(sum(e.amount) FILTER (WHERE tx.kind = 'GAME_WIN'), 0)::bigint AS win,
      coalesce(sum(e.amount) FILTER (WHERE tx.kind = 'DEPOSIT'), 0)::bigint AS deposits,
      coalesce(sum(e.amount), 0)::bigint AS balance
    FROM member_uplines u
    JOIN ledger_accounts a ON a.member_id = u.member_id AND a.code = 'MAIN'
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions tx ON tx.id = e.transaction_id
    WHERE u.upline_id = ${upline}`.execute(t.deps.db);
  return rows[0]!;
}

/** What the feed's cursor says is complete: every transaction that started before it is taken in. */
async function completeBefore(): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    SELECT complete_before AS at FROM feed_cursors WHERE name = 'team-figures'`.execute(t.deps.db);
  return rows[0]!.at;
}

describe('team figures feed', () => {
  it('when a transaction commits after a later one was taken in, then the next run takes it in, once', async () => {
    const agent = await addMember(null);
    const player = await addMember(agent);
    const other = await addMember(agent);
    await postNow(player, 'DEPOSIT', 10_000n);
    await postNow(other, 'DEPOSIT', 1_000n);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const posted = new Promise<void>((resolve) => {
      started = resolve;
    });
    // An older transaction (it took its id first) still open while a newer one commits and is fed; it locks
    // other rows (another member, another house account), so the newer one does not wait for it.
    let slowStart = new Date(0);
    const slow = t.deps.db.transaction().execute(async (trx) => {
      await postIn(trx, other, 'GAME_BET', -700n, 'TF_SLOW');
      slowStart = (await sql<{ at: Date }>`SELECT now() AS at`.execute(trx)).rows[0]!.at;
      started();
      await held;
    });
    await posted;
    await postNow(player, 'GAME_BET', -300n);
    await feedTeamFigures(t.deps.db);
    expect(await kept(agent)).toMatchObject({ stake: 300n, deposits: 11_000n, joined: 2, balance: 10_700n });
    // The feed tells the settlement that what started before the open transaction is complete, and no more.
    expect((await completeBefore()).getTime()).toBeLessThanOrEqual(slowStart.getTime());
    release();
    await slow;
    await feedTeamFigures(t.deps.db);
    await feedTeamFigures(t.deps.db);
    expect(await kept(agent)).toMatchObject({ stake: 1_000n, balance: 10_000n });
    expect((await completeBefore()).getTime()).toBeGreaterThan(slowStart.getTime());
    expect(await kept(agent)).toMatchObject(await truth(agent));
  });

  it('when two runs start together, then one takes the rows and the other steps aside', async () => {
    const agent = await addMember(null);
    const player = await addMember(agent);
    await postNow(player, 'DEPOSIT', 5_000n);
    const runs = await Promise.all([feedTeamFigures(t.deps.db), feedTeamFigures(t.deps.db)]);
    expect(runs.filter((run) => run === null).length).toBeLessThanOrEqual(1);
    await feedTeamFigures(t.deps.db);
    expect(await kept(agent)).toMatchObject({ deposits: 5_000n, balance: 5_000n });
  });

  it('when a branch moves to another agent, then its balance moves with it and its later play counts there', async () => {
    const top = await addMember(null);
    const oldAgent = await addMember(top);
    const newAgent = await addMember(top);
    const head = await addMember(oldAgent);
    const under = await addMember(head);
    await postNow(head, 'DEPOSIT', 4_000n);
    await postNow(under, 'DEPOSIT', 6_000n);
    await feedTeamFigures(t.deps.db);
    // Posted before the move, taken in after it: it counts where the member is when the feed takes it in.
    await postNow(under, 'GAME_BET', -1_000n);
    await t.deps.db.updateTable('members').set({ upline_id: newAgent }).where('id', '=', head).execute();
    await postNow(under, 'GAME_WIN', 2_500n);
    await feedTeamFigures(t.deps.db);
    expect((await kept(oldAgent)).balance).toBe(0n);
    expect(await kept(newAgent)).toMatchObject({ balance: 11_500n, stake: 1_000n, win: 2_500n });
    expect((await kept(top)).balance).toBe((await truth(top)).balance);
    // Past days stay with the team the member was in: the old agent keeps its deposits.
    expect((await kept(oldAgent)).deposits).toBe(10_000n);
  });

  it('when members of a random tree play at random, then every upline keeps exactly what its team moved', async () => {
    const members: bigint[] = [await addMember(null)];
    for (let i = 0; i < 40; i += 1) {
      const upline = members[Math.floor(Math.random() * members.length)]!;
      members.push(await addMember(upline));
    }
    const moves = Array.from({ length: 120 }, () => ({
      member: members[1 + Math.floor(Math.random() * 40)]!,
      kind: ['DEPOSIT', 'GAME_BET', 'GAME_WIN'][Math.floor(Math.random() * 3)]!,
      amount: BigInt(1 + Math.floor(Math.random() * 900)),
    }));
    for (const member of members.slice(1)) await postNow(member, 'DEPOSIT', 100_000n);
    // Postings from several connections while the feed runs between them.
    await Promise.all([
      (async () => {
        for (const move of moves)
          await postNow(move.member, move.kind, move.kind === 'GAME_BET' ? -move.amount : move.amount);
      })(),
      (async () => {
        for (let i = 0; i < 10; i += 1) await feedTeamFigures(t.deps.db);
      })(),
    ]);
    await feedTeamFigures(t.deps.db);
    for (const upline of members) {
      const { joined: _joined, ...figures } = await kept(upline);
      expect(figures).toEqual(await truth(upline));
    }
    const joined = (await kept(members[0]!)).joined;
    expect(joined).toBe(40);
  });
});
