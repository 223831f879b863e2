import { REGISTER_PATTERNS } from '@tala/contract/patterns';
import { REGISTER_FIELDS } from '@tala/contract/system/register-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TMerchantSettings } from '../../src/modules/merchants/merchant-settings.ts';
import { saveWhitelabelModule } from '../../src/modules/system/system.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { patchSettings } from './settings-helper.ts';

let t: TTestApp;
let merchantId: number;
let original: TMerchantSettings;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = (await t.deps.merchants.byMerchantCode('TALA'))!;
  merchantId = merchant.id;
  original = merchant.settings;
});
afterEach(async () => patchSettings(t, original));
afterAll(async () => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json() };
}

type TNode = { modId: string; enabled: string; childrenNodes: TNode[] };

describe('GET /wps/system/whitelabel', () => {
  it('when asked, then top modules come in order with their children nested', async () => {
    const { res, body } = await get('/wps/system/whitelabel');
    expect(res.statusCode).toBe(200);
    const nodes: TNode[] = body.value.nodes;
    expect(nodes.map((n) => n.modId)).toEqual([
      'HOME',
      'GAMES',
      'PROMOTIONS',
      'POINTMALL',
      'MEMBER',
      'AGENT',
      'DOWNLOAD',
      'JOIN',
      'HELP',
      'FEEDBACK',
    ]);
    const games = nodes.find((n) => n.modId === 'GAMES')!;
    expect(games.childrenNodes.map((n) => n.modId)).toEqual([
      'GAMES_LIVE',
      'GAMES_SPORTS',
      'GAMES_RNG',
      'GAMES_FISH',
      'GAMES_PVP',
      'GAMES_LOTT',
      'GAMES_ELOTT',
      'GAMES_ESPORTS',
      'GAMES_COCKFIGHT',
    ]);
    expect(nodes.every((n) => n.enabled === '1')).toBe(true);
    expect(body.value.switches.FREEPLAY3).toBe(true);
  });

  it('when a module is switched off and a grandchild added, then the tree shows both', async () => {
    await saveWhitelabelModule(t.deps.db, merchantId, {
      modId: 'FEEDBACK',
      parentId: null,
      enabled: false,
      sort: 100,
    });
    await saveWhitelabelModule(t.deps.db, merchantId, {
      modId: 'MEMBER_SECURITY_2FA',
      parentId: 'MEMBER_SECURITY',
      enabled: true,
      sort: 0,
    });
    const nodes: TNode[] = (await get('/wps/system/whitelabel')).body.value.nodes;
    expect(nodes.find((n) => n.modId === 'FEEDBACK')?.enabled).toBe('0');
    const security = nodes
      .find((n) => n.modId === 'MEMBER')!
      .childrenNodes.find((n) => n.modId === 'MEMBER_SECURITY')!;
    expect(security.childrenNodes).toEqual([
      { modId: 'MEMBER_SECURITY_2FA', enabled: '1', childrenNodes: [] },
    ]);
  });
});

describe('GET /wps/system/setting/register', () => {
  it('when asked, then every field has its seeded rule and the pattern text of its id', async () => {
    const { res, body } = await get('/wps/system/setting/register');
    expect(res.statusCode).toBe(200);
    const rules = body.value.validators as { field: string; patternId: number; acceptedPattern: string }[];
    expect(rules.map((r) => r.field)).toEqual([...REGISTER_FIELDS]);
    for (const rule of rules) expect(rule.acceptedPattern).toBe(REGISTER_PATTERNS[rule.patternId]);
    const byField = Object.fromEntries(rules.map((r) => [r.field, r]));
    expect(byField.username).toMatchObject({
      visible: true,
      required: true,
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    });
    expect(byField.password).toMatchObject({
      visible: true,
      required: true,
      patternId: 16,
      minLength: 8,
      maxLength: 20,
    });
    expect(byField.mobileNum).toMatchObject({
      visible: true,
      required: true,
      patternId: 6,
      minLength: 7,
      maxLength: 11,
    });
    expect(byField.email).toMatchObject({ visible: true, required: false, patternId: 3 });
    expect(byField.payeeName).toMatchObject({ visible: true, required: false, patternId: 18 });
    expect(byField.affiliateCode).toMatchObject({ visible: true, required: false, patternId: 4 });
    expect(byField.verificationCode).toMatchObject({ visible: true, required: false });
    for (const hidden of [
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'recommenderId',
      'captcha',
    ]) {
      expect(byField[hidden], hidden).toMatchObject({ visible: false, required: false });
    }
    expect(body.value).toMatchObject({
      minAge: 18,
      smsVerification: true,
      phoneRegistration: true,
      captcha: true,
      affiliateCode: true,
      countryCodePicker: true,
      defaultDialingCode: '63',
    });
  });

  it('when a switch changes in settings, then the register settings follow at once', async () => {
    await patchSettings(t, { switches: { ...original.switches, SMS_VERIFICATION: false } });
    expect((await get('/wps/system/setting/register')).body.value.smsVerification).toBe(false);
  });
});

describe('GET /wps/system/domainRoute, /countries, /customerService', () => {
  it('when domains are asked, then they come fastest first', async () => {
    const { body } = await get('/wps/system/domainRoute');
    expect(body.value.domains).toEqual([
      { url: 'localhost', speed: 20 },
      { url: '127.0.0.1', speed: 35 },
    ]);
  });

  it('when countries are asked, then the Philippines (63) lead a list of unique codes', async () => {
    const list = (await get('/wps/system/countries')).body.value as {
      countryCode: string;
      countryDialingCode: string;
    }[];
    expect(list[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '63' });
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((c) => c.countryCode)).size).toBe(list.length);
  });

  it('when customer service is asked, then type 3 carries the live-chat path base64-encoded', async () => {
    const { body } = await get('/wps/system/customerService');
    const pathList = body.value.version.pathList as { type: string; path: string }[];
    const chat = pathList.find((entry) => entry.type === '3')!;
    expect(Buffer.from(chat.path, 'base64').toString('utf8')).toBe('/helpmc?chat=livechat');
    expect(pathList.map((entry) => entry.type)).toEqual(['3', '2']);
  });

  it('when no chat is configured, then FEATURE_DISABLED (the site closes its popup)', async () => {
    await patchSettings(t, { customerService: [] });
    const { res, body } = await get('/wps/system/customerService', { language: 'TY' });
    expect(res.statusCode).toBe(403);
    expect(body).toMatchObject({
      success: false,
      code: 'FEATURE_DISABLED',
      message: 'Hindi available ang feature na ito.',
    });
  });

  it('when the merchant is unknown, then UNKNOWN_MERCHANT', async () => {
    const { body } = await get('/wps/system/countries', { merchant: 'NOBODY' });
    expect(body.code).toBe('UNKNOWN_MERCHANT');
  });
});
