import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import {
  expectLedgerConsistent,
  fund,
  setVendor,
  transfer,
  useTransferProvider,
  VENDOR,
  VENDOR_WALLET,
} from './wallet-helpers.ts';

let t: TTestApp;
let provider: TTransferProvider;
let player: string;
let agent: string;
const range = () => {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(to.getTime() - 24 * 3600_000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};
const history = (token: string, query: string, csv = false) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_transactionHistory${csv ? '.csv' : ''}?${query}`,
    headers: authed(token),
  });
const upline = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_transferUpline',
    headers: authed(token),
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  provider = await useTransferProvider(t);
  await setVendor(t, VENDOR, { wallet_mode: 'TRANSFER' });
  await fund(t, await memberId(t, 'demo_player'), 50_000n);
  await fund(t, await memberId(t, 'demo_agent'), 7_000n);
  player = (await login(t, 'demo_player', 'Player123!')).token;
  agent = (await login(t, 'demo_agent', 'Agent123!')).token;
  // The vendor's side of a transfer is the vendor's float (a house account), so each is one MAIN line.
  await transfer(t, player, { from: 'MAIN', to: VENDOR_WALLET, amount: '100' });
  await transfer(t, player, { from: VENDOR_WALLET, to: 'MAIN', amount: '40' });
});
afterAll(async () => {
  await provider.close();
  await expectLedgerConsistent(t);
  await t.close();
});

describe('account record (MCSFE_transactionHistory)', () => {
  it("when a member reads the history, then only the member's own lines come, newest first", async () => {
    const mine = (await history(player, range())).json().value;
    expect(mine.total).toBe(3);
    expect(mine.lines.map((l: { type: string; wallet: string }) => `${l.type}/${l.wallet}`)).toEqual([
      'WALLET_TRANSFER/MAIN',
      'WALLET_TRANSFER/MAIN',
      'ADJUSTMENT/MAIN',
    ]);
    expect(mine.lines[0]).toMatchObject({ amount: '40.00', balanceAfter: '440.00' });
    expect(mine.lines[1]).toMatchObject({ amount: '-100.00', balanceAfter: '400.00' });
    const theirs = (await history(agent, range())).json().value;
    expect(theirs.total).toBe(1);
    expect(theirs.lines[0]).toMatchObject({ amount: '70.00', wallet: 'MAIN' });
  });

  it('when filtered by type and paged, then the filter and page size apply', async () => {
    const res = (await history(player, `${range()}&type=WALLET_TRANSFER&pageSize=1&page=2`)).json().value;
    expect(res).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(res.lines).toHaveLength(1);
  });

  it('when the range is over 93 days, the page size over 50 or dates are bad, then a 4xx code', async () => {
    const long = `from=2024-01-01T00:00:00Z&to=2024-06-01T00:00:00Z`;
    const res = await history(player, long);
    expect([res.statusCode, res.json().code]).toEqual([400, 'WAL_DATE_RANGE_TOO_LONG']);
    expect(res.json().message).toContain('93');
    expect((await history(player, `${range()}&pageSize=51`)).statusCode).toBe(400);
    expect((await history(player, 'from=yesterday&to=today')).statusCode).toBe(400);
    expect((await history(player, `from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z`)).statusCode).toBe(400);
  });

  it('when exported as CSV, then a download with a header row and escaped fields', async () => {
    const res = await history(player, range(), true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{8}-\d{8}\.csv"$/,
    );
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('time,type,wallet,amount,balanceAfter,transactionId,reference');
    expect(rows).toHaveLength(4);
  });

  it('when there is no session, then NOT_LOGGED_IN', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_transactionHistory?${range()}` });
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });
});

describe('transfer to upline (MCSFE_transferUpline)', () => {
  it('when the payment password is not set or wrong, then the matching code and nothing moves', async () => {
    const body = { amount: '10', paymentPassword: 'Secret123!', idempotencyKey: randomUUID() };
    expect((await upline(player, body)).json().code).toBe('SEC_WITHDRAW_PASSWORD_NOT_SET');
    await t.deps.db
      .updateTable('members')
      .set({ payment_password_hash: await hashPassword('Secret123!') })
      .where('username', '=', 'demo_player')
      .execute();
    expect((await upline(player, { ...body, paymentPassword: 'wrong' })).json().code).toBe(
      'SEC_WITHDRAW_PASSWORD_WRONG',
    );
  });

  it('when a member with an upline sends money, then it moves once to the upline', async () => {
    const body = { amount: '10', paymentPassword: 'Secret123!', idempotencyKey: randomUUID() };
    const [a, b] = await Promise.all([upline(player, body), upline(player, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.transactionId).toBe(b.json().value.transactionId);
    const agentLines = (await history(agent, range())).json().value;
    expect(agentLines.lines[0]).toMatchObject({
      type: 'UPLINE_TRANSFER',
      amount: '10.00',
      balanceAfter: '80.00',
    });
  });

  it('when the member has no upline, then WAL_NO_UPLINE', async () => {
    const res = await upline(agent, { amount: '1', paymentPassword: 'x', idempotencyKey: randomUUID() });
    expect(res.json().code).toBe('WAL_NO_UPLINE');
  });
});
