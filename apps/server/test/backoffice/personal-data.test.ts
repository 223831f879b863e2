import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEALS_PER_HOUR } from '../../src/modules/member/players-reveal.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, playerId, signIn } from './bo-helpers.ts';

/** Decision 016: support sees players' personal data masked and reveals a field only with a reason. */
let t: TTestApp;
let support: string;
let admin: string;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signIn(t, 'support');
  admin = await signIn(t, 'admin');
  player = await playerId(t, 'demo_player');
  await t.deps.db
    .updateTable('members')
    .set({ payee_name: 'Juan Dela Cruz', register_ip: '203.0.113.45' })
    .where('id', '=', BigInt(player))
    .execute();
});
afterAll(async () => {
  await t.close();
});

const reveal = (field: string, reason = 'Caller verified on ticket #4512', cookie = support) =>
  bo(t, 'POST', `/bo/api/players/${player}/reveal`, { cookie, body: { field, reason } });

describe('personal data for support', () => {
  it('when support searches or opens a player, then mobile, e-mail, real name and IP are masked', async () => {
    const found = (await bo(t, 'GET', '/bo/api/players?q=demo_player', { cookie: support })).json().value;
    expect(found.list[0]).toMatchObject({
      mobile: '+63 917•••••67',
      email: 'd•••@example.com',
      masked: true,
    });
    // Searching by the full number the caller gives still finds the player, masked.
    const byMobile = (await bo(t, 'GET', '/bo/api/players?q=9171234567', { cookie: support })).json().value;
    expect(byMobile.list[0].mobile).toBe('+63 917•••••67');
    const profile = await bo(t, 'GET', `/bo/api/players/${player}`, { cookie: support });
    expect(profile.json().value).toMatchObject({
      username: 'demo_player',
      mobile: '+63 917•••••67',
      email: 'd•••@example.com',
      payeeName: 'J••• D••• C•••',
      registerIp: '203.0.113.•',
      masked: true,
    });
    for (const secret of ['9171234567', 'demo.player@', 'Juan', '203.0.113.45'])
      expect(profile.body).not.toContain(secret);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('when admin or finance open a player, then they see the data in full', async () => {
    const finance = await signIn(t, 'finance');
    for (const cookie of [admin, finance]) {
      const profile = (await bo(t, 'GET', `/bo/api/players/${player}`, { cookie })).json().value;
      expect(profile).toMatchObject({
        mobile: '+63 9171234567',
        email: 'demo.player@example.com',
        payeeName: 'Juan Dela Cruz',
        masked: false,
      });
    }
  });

  it('when support reveals a field with a reason, then it gets the full value once and the audit log says who, what and why', async () => {
    const res = await reveal('mobile');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ field: 'mobile', value: '+63 9171234567' });
    expect(Date.parse(res.json().value.until)).toBeGreaterThan(Date.now());
    expect((await reveal('payeeName')).json().value.value).toBe('Juan Dela Cruz');
    const audit = (
      await bo(t, 'GET', `/bo/api/audit?action=players.reveal&targetId=${player}`, { cookie: admin })
    ).json().value;
    expect(audit.list[0]).toMatchObject({
      staff: 'support',
      action: 'players.reveal',
      targetType: 'player',
      targetId: player,
      after: { field: 'payeeName', reason: 'Caller verified on ticket #4512', username: 'demo_player' },
    });
    expect(audit.list[1].after.field).toBe('mobile');
    // The profile stays masked: a reveal shows one value, it does not unmask the player.
    expect((await bo(t, 'GET', `/bo/api/players/${player}`, { cookie: support })).json().value.masked).toBe(
      true,
    );
  });

  it('when the reason is missing or too short, or the field unknown, then 400 and nothing is recorded', async () => {
    const before = (await bo(t, 'GET', '/bo/api/audit?action=players.reveal', { cookie: admin })).json().value
      .total;
    for (const [field, reason] of [
      ['email', ''],
      ['email', 'because'],
      ['password', 'Caller verified on ticket #1'],
      ['email', 'x'.repeat(201)],
    ])
      expect((await reveal(field ?? '', reason)).statusCode).toBe(400);
    const after = (await bo(t, 'GET', '/bo/api/audit?action=players.reveal', { cookie: admin })).json().value
      .total;
    expect(after).toBe(before);
    expect(
      (
        await bo(t, 'POST', '/bo/api/players/99999999/reveal', {
          cookie: support,
          body: { field: 'email', reason: 'Caller verified on ticket #1' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('when support opens a statement, then it must reveal it with a reason first, and then reads it for a while', async () => {
    const url = `/bo/api/players/${player}/statement`;
    const before = await bo(t, 'GET', url, { cookie: support });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('BO_REVEAL_REQUIRED');
    const granted = await reveal('statement', 'Player asks about a missing deposit, ticket 88');
    expect(granted.json().value).toMatchObject({ field: 'statement', value: null });
    expect((await bo(t, 'GET', url, { cookie: support })).statusCode).toBe(200);
    expect((await bo(t, 'GET', url, { cookie: admin })).statusCode).toBe(200);
  });

  it('when a statement was revealed more than 15 minutes ago, then it must be revealed again', async () => {
    const agent = await playerId(t, 'demo_agent');
    const staff = await t.deps.db
      .selectFrom('staff')
      .select(['id', 'merchant_id'])
      .where('username', '=', 'support')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('audit_log')
      .values({
        merchant_id: staff.merchant_id,
        staff_id: staff.id,
        staff_name: 'support',
        action: 'players.reveal',
        target_type: 'player',
        target_id: agent,
        after: JSON.stringify({ field: 'statement', reason: 'An old reason, long ago' }),
        ip: '10.0.0.1',
        created_at: new Date(Date.now() - 16 * 60_000),
      })
      .execute();
    const res = await bo(t, 'GET', `/bo/api/players/${agent}/statement`, { cookie: support });
    expect(res.json().code).toBe('BO_REVEAL_REQUIRED');
  });

  it('when support reveals more than the hourly allowance, then 429 RATE_LIMITED', async () => {
    await t.deps.db.deleteFrom('rate_limits').where('key', 'like', 'bo-reveal:%').execute();
    for (let i = 0; i < REVEALS_PER_HOUR; i++) expect((await reveal('email')).statusCode).toBe(200);
    const refused = await reveal('email');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
