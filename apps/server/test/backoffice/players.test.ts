import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, playerId, signIn } from './bo-helpers.ts';

let t: TTestApp;
let support: string;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signIn(t, 'support');
  player = await playerId(t, 'demo_player');
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string) =>
  (await bo(t, 'GET', `/bo/api/players?q=${encodeURIComponent(q)}`, { cookie: support })).json().value;

describe('player search and profile', () => {
  it('when searching by username prefix, mobile, e-mail or id, then the player is found', async () => {
    expect((await search('demo_pl')).list.map((p: { username: string }) => p.username)).toEqual([
      'demo_player',
    ]);
    expect((await search('9171234567')).list[0].username).toBe('demo_player');
    expect((await search('DEMO.PLAYER@example.com')).list[0].username).toBe('demo_player');
    expect((await search(player)).list[0].username).toBe('demo_player');
    expect((await search('nobody_here')).total).toBe(0);
    const all = await search('');
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it('when paging, then page size is capped and bad pages are refused', async () => {
    const page = (await bo(t, 'GET', '/bo/api/players?pageSize=1&page=2', { cookie: support })).json().value;
    expect(page.list).toHaveLength(1);
    expect(page.page).toBe(2);
    expect((await bo(t, 'GET', '/bo/api/players?pageSize=1000', { cookie: support })).statusCode).toBe(400);
    expect((await bo(t, 'GET', '/bo/api/players?page=0', { cookie: support })).statusCode).toBe(400);
    expect((await bo(t, 'GET', `/bo/api/players?q=${'x'.repeat(200)}`, { cookie: support })).statusCode).toBe(
      400,
    );
  });

  it('when a profile is opened, then it shows the fields and the upline; unknown ids are 404', async () => {
    const admin = await signIn(t, 'admin');
    const res = await bo(t, 'GET', `/bo/api/players/${player}`, { cookie: admin });
    expect(res.json().value).toMatchObject({
      username: 'demo_player',
      email: 'demo.player@example.com',
      mobile: '+63 9171234567',
      uplineUsername: 'demo_agent',
      status: 'ACTIVE',
      masked: false,
    });
    expect(res.json().value).not.toHaveProperty('password_hash');
    expect(res.body).not.toContain('argon2');
    expect((await bo(t, 'GET', '/bo/api/players/99999999', { cookie: support })).statusCode).toBe(404);
    expect((await bo(t, 'GET', '/bo/api/players/abc', { cookie: support })).statusCode).toBe(400);
  });
  it('when wallets and the statement are read, then they reconcile with the ledger', async () => {
    const admin = await signIn(t, 'admin');
    await bo(t, 'POST', `/bo/api/players/${player}/adjustments`, {
      cookie: admin,
      body: {
        direction: 'credit',
        amount: '75.50',
        reason: 'Statement test',
        idempotencyKey: 'statement-test-1',
      },
    });
    const wallets = (await bo(t, 'GET', `/bo/api/players/${player}/wallets`, { cookie: support })).json()
      .value;
    expect(wallets.wallets.find((w: { code: string }) => w.code === 'MAIN').balance).toBe('75.50');
    expect(wallets.total).toBe('75.50');
    const statement = (await bo(t, 'GET', `/bo/api/players/${player}/statement`, { cookie: admin })).json()
      .value;
    expect(statement.list[0]).toMatchObject({
      wallet: 'MAIN',
      kind: 'ADJUSTMENT',
      amount: '75.50',
      balanceAfter: '75.50',
    });
    const filtered = await bo(t, 'GET', `/bo/api/players/${player}/statement?wallet=POINTS`, {
      cookie: admin,
    });
    expect(filtered.json().value.total).toBe(0);
    expect((await bo(t, 'GET', '/bo/api/players/99999999/wallets', { cookie: support })).statusCode).toBe(
      404,
    );
    expect((await bo(t, 'GET', '/bo/api/players/99999999/statement', { cookie: admin })).statusCode).toBe(
      404,
    );
  });
});
