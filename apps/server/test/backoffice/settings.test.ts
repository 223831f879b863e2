import { API_PATHS } from '@tala/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn } from './bo-helpers.ts';

let t: TTestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  support = await signIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

async function siteStatus(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.systemStatus, headers });
  return res.json().value;
}

describe('merchant settings', () => {
  it('when maintenance is switched on, then the player site reports it at once; off again restores it', async () => {
    const until = new Date(Date.now() + 3600_000).toISOString();
    const on = await bo(t, 'PUT', '/bo/api/settings/maintenance', {
      cookie: admin,
      body: { active: true, message: 'Upgrading the cashier', until },
    });
    expect(on.statusCode).toBe(200);
    const status = await siteStatus();
    expect(status.status).toBe(1);
    expect(status.maintenance).toMatchObject({ active: true, message: 'Upgrading the cashier' });
    await bo(t, 'PUT', '/bo/api/settings/maintenance', {
      cookie: admin,
      body: { active: false, message: null, until: null },
    });
    expect((await siteStatus()).status).toBe(0);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.maintenance')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.before).toMatchObject({ active: false });
    expect(audit[0]?.after).toMatchObject({ active: true, message: 'Upgrading the cashier' });
  });

  it('when the time zone is changed, then it is saved and audited; an unknown zone is refused', async () => {
    const read = async () => (await bo(t, 'GET', '/bo/api/settings', { cookie: support })).json().value;
    expect((await read()).timeZone).toBe('Asia/Manila');
    const res = await bo(t, 'PUT', '/bo/api/settings/time-zone', {
      cookie: admin,
      body: { timeZone: 'Asia/Bangkok' },
    });
    expect([res.statusCode, res.json().value.timeZone]).toEqual([200, 'Asia/Bangkok']);
    t.deps.merchants.invalidate();
    expect((await t.deps.merchants.byMerchantCode('TALA'))?.settings.timeZone).toBe('Asia/Bangkok');
    for (const timeZone of ['Mars/Olympus', '+08:00', "UTC'; --", 'x'.repeat(65)]) {
      const bad = await bo(t, 'PUT', '/bo/api/settings/time-zone', { cookie: admin, body: { timeZone } });
      expect([timeZone, bad.statusCode, bad.json().code]).toEqual([timeZone, 400, 'VALIDATION_FAILED']);
    }
    expect(
      (await bo(t, 'PUT', '/bo/api/settings/time-zone', { cookie: support, body: { timeZone: 'UTC' } }))
        .statusCode,
    ).toBe(403);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'settings.time-zone')
      .execute();
    expect(audit).toEqual([{ before: 'Asia/Manila', after: 'Asia/Bangkok' }]);
    await bo(t, 'PUT', '/bo/api/settings/time-zone', { cookie: admin, body: { timeZone: 'Asia/Manila' } });
  });

  it('when switches change, then only the sent ones change and the site sees them', async () => {
    const before = (await bo(t, 'GET', '/bo/api/settings', { cookie: support })).json().value.switches;
    const res = await bo(t, 'PUT', '/bo/api/settings/switches', {
      cookie: admin,
      body: { switches: { FREEPLAY3: !before.FREEPLAY3 } },
    });
    expect(res.json().value.switches).toEqual({ ...before, FREEPLAY3: !before.FREEPLAY3 });
    expect((await siteStatus()).switches.FREEPLAY3).toBe(!before.FREEPLAY3);
    const bad = await bo(t, 'PUT', '/bo/api/settings/switches', {
      cookie: admin,
      body: { switches: { NOPE: true } },
    });
    expect(bad.statusCode).toBe(200); // unknown keys are stripped by the schema and change nothing
    expect(bad.json().value.switches).toEqual({ ...before, FREEPLAY3: !before.FREEPLAY3 });
    const wrongType = await bo(t, 'PUT', '/bo/api/settings/switches', {
      cookie: admin,
      body: { switches: { CAPTCHA: 'yes' } },
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('when a country is blocked, then visitors from it see the region page unless their IP is allowed', async () => {
    const res = await bo(t, 'PUT', '/bo/api/settings/region', {
      cookie: admin,
      body: { blockedCountries: ['us', 'SG'], allowedIps: ['127.0.0.1'] },
    });
    expect(res.json().value.region).toEqual({ blockedCountries: ['US', 'SG'], allowedIps: ['127.0.0.1'] });
    expect((await siteStatus({ 'x-debug-country': 'SG' })).status).toBe(0); // inject comes from 127.0.0.1
    await bo(t, 'PUT', '/bo/api/settings/region', {
      cookie: admin,
      body: { blockedCountries: ['SG'], allowedIps: [] },
    });
    expect((await siteStatus({ 'x-debug-country': 'SG' })).status).toBe(2);
    expect((await siteStatus({ 'x-debug-country': 'PH' })).status).toBe(0);
    for (const body of [
      { blockedCountries: ['USA'], allowedIps: [] },
      { blockedCountries: [], allowedIps: ['<script>'] },
    ]) {
      expect((await bo(t, 'PUT', '/bo/api/settings/region', { cookie: admin, body })).statusCode).toBe(400);
    }
    await bo(t, 'PUT', '/bo/api/settings/region', {
      cookie: admin,
      body: { blockedCountries: [], allowedIps: [] },
    });
  });

  it('when a register rule changes, then the registration settings follow; invalid rules are 400', async () => {
    const list = (await bo(t, 'GET', '/bo/api/settings/register-rules', { cookie: support })).json().value;
    expect(list.rules.length).toBeGreaterThan(3);
    const res = await bo(t, 'PUT', '/bo/api/settings/register-rules/email', {
      cookie: admin,
      body: { visible: true, required: true, patternId: 0, minLength: 5, maxLength: 80 },
    });
    expect(res.statusCode).toBe(200);
    const site = (await t.app.inject({ method: 'GET', url: API_PATHS.registerSettings })).json().value;
    expect(site.validators.find((v: { field: string }) => v.field === 'email')).toMatchObject({
      required: true,
      minLength: 5,
    });
    for (const body of [
      { visible: false, required: true, patternId: 0, minLength: 0, maxLength: 10 },
      { visible: true, required: false, patternId: 0, minLength: 20, maxLength: 10 },
      { visible: true, required: false, patternId: 999, minLength: 0, maxLength: 10 },
    ]) {
      const bad = await bo(t, 'PUT', '/bo/api/settings/register-rules/email', { cookie: admin, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await bo(t, 'PUT', '/bo/api/settings/register-rules/nope', { cookie: admin, body: {} })).statusCode,
    ).toBe(400);
  });
});

describe('announcements and banners', () => {
  const announcement = {
    type: 'B',
    title: { en: 'Weekend <b>reload</b>' },
    contentHtml: { en: '<p onclick="x()">Deposit <strong>now</strong><script>alert(1)</script></p>' },
    translatedOnly: false,
    popup: false,
    displayRule: 'once',
    sort: 0,
    publishedAt: null,
    expiresAt: null,
  };

  it('when an announcement is created, edited and deleted, then HTML is sanitised and the site follows', async () => {
    const created = await bo(t, 'POST', '/bo/api/announcements', { cookie: admin, body: announcement });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    const listed = (await bo(t, 'GET', '/bo/api/announcements', { cookie: support })).json().value.list;
    const row = listed.find((a: { id: string }) => a.id === id);
    expect(row.title).toEqual({ en: 'Weekend reload' });
    expect(row.contentHtml.en).not.toContain('script');
    expect(row.contentHtml.en).not.toContain('onclick');
    expect(row.live).toBe(true);

    const edited = await bo(t, 'PUT', `/bo/api/announcements/${id}`, {
      cookie: admin,
      body: {
        ...announcement,
        title: { en: 'Edited' },
        contentHtml: { en: '<a href="javascript:alert(1)">x</a><em>ok</em>' },
      },
    });
    expect(edited.statusCode).toBe(200);
    const site = (await t.app.inject({ method: 'GET', url: `${API_PATHS.announcements}?types=B` })).json()
      .value;
    const shown = site.list.find((a: { id: string }) => a.id === id);
    expect(shown.title).toBe('Edited');
    expect(shown.content).not.toContain('javascript');

    expect((await bo(t, 'DELETE', `/bo/api/announcements/${id}`, { cookie: admin })).statusCode).toBe(200);
    expect((await bo(t, 'DELETE', `/bo/api/announcements/${id}`, { cookie: admin })).statusCode).toBe(404);
    expect(
      (await bo(t, 'PUT', `/bo/api/announcements/${id}`, { cookie: admin, body: announcement })).statusCode,
    ).toBe(404);
    const actions = (
      await t.deps.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'announcement')
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual([
      'notices.announcement.create',
      'notices.announcement.update',
      'notices.announcement.delete',
    ]);
  });

  it('when an announcement is invalid, then 400', async () => {
    for (const body of [
      { ...announcement, type: 'X' },
      { ...announcement, title: { en: '' } },
      { ...announcement, title: 'A plain string is not a text per language' },
      { ...announcement, publishedAt: '2030-01-01T00:00:00Z', expiresAt: '2029-01-01T00:00:00Z' },
      { ...announcement, title: { en: '<b></b>' } },
    ]) {
      const res = await bo(t, 'POST', '/bo/api/announcements', { cookie: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('when a banner is created, edited and deleted, then links are restricted and it is audited', async () => {
    const banner = {
      group: 'home',
      title: { en: 'Jackpot' },
      subtitle: { en: 'Win big' },
      cta: {},
      translatedOnly: false,
      artwork: 'jackpot',
      linkUrl: '/promotions',
      sort: 1,
    };
    const created = await bo(t, 'POST', '/bo/api/banners', { cookie: admin, body: banner });
    const id = created.json().value.id;
    expect(
      (
        await bo(t, 'PUT', `/bo/api/banners/${id}`, {
          cookie: admin,
          body: { ...banner, title: { en: 'Mega jackpot' } },
        })
      ).statusCode,
    ).toBe(200);
    const list = (await bo(t, 'GET', '/bo/api/banners', { cookie: support })).json().value.list;
    expect(list.find((b: { id: string }) => b.id === id).title).toEqual({ en: 'Mega jackpot' });
    const evil = await bo(t, 'POST', '/bo/api/banners', {
      cookie: admin,
      body: { ...banner, linkUrl: 'javascript:alert(1)' },
    });
    expect(evil.statusCode).toBe(400);
    const protocolRelative = await bo(t, 'POST', '/bo/api/banners', {
      cookie: admin,
      body: { ...banner, linkUrl: '//evil.example' },
    });
    expect(protocolRelative.statusCode).toBe(400);
    expect((await bo(t, 'DELETE', `/bo/api/banners/${id}`, { cookie: admin })).statusCode).toBe(200);
    expect((await bo(t, 'DELETE', '/bo/api/banners/99999', { cookie: admin })).statusCode).toBe(404);
  });
});

describe('dashboard', () => {
  it('when opened, then it counts players and pending approvals', async () => {
    const res = await bo(t, 'GET', '/bo/api/dashboard', { cookie: support });
    expect(res.json().value).toMatchObject({ playersTotal: expect.any(Number), pendingAdjustments: 0 });
    expect(res.json().value.playersTotal).toBeGreaterThanOrEqual(3);
  });
});
