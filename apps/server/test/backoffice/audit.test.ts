import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn } from './bo-helpers.ts';

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await bo(t, 'PUT', '/bo/api/settings/switches', { cookie: admin, body: { switches: { CAPTCHA: false } } });
  await bo(t, 'PUT', '/bo/api/settings/switches', { cookie: admin, body: { switches: { CAPTCHA: true } } });
});
afterAll(async () => {
  await t.close();
});

describe('audit log', () => {
  it('when anyone tries to UPDATE, DELETE or TRUNCATE it, then the database refuses', async () => {
    const count = async () => (await t.deps.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(t.deps.db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.deps.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('when a change fails, then no audit row is written (same transaction)', async () => {
    const before = (await t.deps.db.selectFrom('audit_log').select('id').execute()).length;
    await bo(t, 'POST', '/bo/api/players/1/adjustments', {
      cookie: admin,
      body: { direction: 'debit', amount: '999.00', reason: 'Will fail', idempotencyKey: 'audit-fail-1' },
    });
    expect((await t.deps.db.selectFrom('audit_log').select('id').execute()).length).toBe(before);
  });

  it('when the log is listed, then it shows who, what, target, before/after, IP; filters apply', async () => {
    const res = await bo(t, 'GET', '/bo/api/audit?action=settings.', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const entry = res.json().value.list[0];
    expect(entry).toMatchObject({
      staff: 'admin',
      action: 'settings.switches',
      targetType: 'merchant',
      targetId: 'TALA',
    });
    expect(entry.before.CAPTCHA).toBe(false);
    expect(entry.after.CAPTCHA).toBe(true);
    expect(entry.ip).toBeTruthy();
    // The demo's seed writes as staff do (support's welcome message and feedback answer): only theirs come back.
    const byStaff = await bo(t, 'GET', '/bo/api/audit?staff=support', { cookie: admin });
    const staffNames = byStaff.json().value.list.map((row: { staff: string }) => row.staff);
    expect(staffNames.length).toBeGreaterThan(0);
    expect(new Set(staffNames)).toEqual(new Set(['support']));
    const supportSettings = await bo(t, 'GET', '/bo/api/audit?staff=support&action=settings.', {
      cookie: admin,
    });
    expect(supportSettings.json().value.total).toBe(0);
    const future = await bo(t, 'GET', `/bo/api/audit?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`, {
      cookie: admin,
    });
    expect(future.json().value.total).toBe(0);
    const logins = await bo(t, 'GET', '/bo/api/audit?action=auth.login', { cookie: admin });
    expect(logins.json().value.total).toBeGreaterThanOrEqual(1);
    for (const q of ['from=yesterday', 'pageSize=500', `action=${'x'.repeat(100)}`]) {
      expect((await bo(t, 'GET', `/bo/api/audit?${q}`, { cookie: admin })).statusCode, q).toBe(400);
    }
  });
});
