import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TMerchantSettings } from '../../src/modules/merchants/merchant-settings.ts';
import { countryOf, debugCountryFrom, isLocalIp } from '../../src/modules/system/visitor-location.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { patchSettings } from './settings-helper.ts';

let t: TTestApp;
let original: TMerchantSettings;
beforeAll(async () => {
  t = await createTestApp();
  original = (await t.deps.merchants.byMerchantCode('TALA'))!.settings;
});
afterEach(async () => patchSettings(t, original));
afterAll(async () => t.close());

async function status(headers: Record<string, string> = {}, query = '?url=localhost') {
  const res = await t.app.inject({ method: 'GET', url: `/wps/system/status${query}`, headers });
  return { res, body: res.json() };
}

describe('GET /wps/system/status', () => {
  it('when a local visitor asks, then status 0 comes with the whole public configuration', async () => {
    const { res, body } = await status();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, code: 'OK' });
    const value = body.value;
    expect(value.status).toBe(0);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.maintenance.active).toBe(false);
    expect(value.regionRestriction.active).toBe(false);
    expect(value.merchant).toMatchObject({
      code: 'TALA',
      currency: 'PHP',
      defaultLanguage: 'en',
      minAge: 18,
      timeZone: 'Asia/Manila',
    });
    expect(value.publicKey).toBe(t.deps.secrets.sealing.publicKeySpki);
    expect(value.switches.DIRECTREG3).toBe(true);
    expect(value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'TELEGRAM',
      'TELEGRAM2',
      'IOS',
      'MOBILECONFIG',
      'Android',
      'USDJUMP',
    ]);
    expect(value.resources.every((r: { qrCodeUrl: string }) => r.qrCodeUrl.startsWith('/download#'))).toBe(
      true,
    );
    expect(value.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'VIP']);
    expect(value.contactEmail).toBe('support@tala.local');
    expect(value.analytics).toEqual({ gtagId: null });
    expect(value.whitelabel.map((n: { modId: string }) => n.modId)).toContain('GAMES');
  });

  it('when the visitor country is blocked (X-Debug-Country), then status 2 and region restriction', async () => {
    await patchSettings(t, { blockedCountries: ['US', 'SG'] });
    const { body } = await status({ 'x-debug-country': 'us' });
    expect(body.value.status).toBe(2);
    expect(body.value.regionRestriction.active).toBe(true);
    expect(body.value.location.country).toBe('US');
    const other = await status({ 'x-debug-country': 'PH' });
    expect(other.body.value.status).toBe(0);
  });

  it('when maintenance is on and the country is blocked too, then maintenance (1) wins', async () => {
    await patchSettings(t, {
      blockedCountries: ['US'],
      maintenance: { active: true, message: 'Back at 05:00', until: '2030-01-01T05:00:00Z' },
    });
    const { body } = await status({ 'x-debug-country': 'US' });
    expect(body.value.status).toBe(1);
    expect(body.value.maintenance).toEqual({
      active: true,
      message: 'Back at 05:00',
      until: '2030-01-01T05:00:00Z',
    });
  });

  it('when the visitor IP is on the allowed list, then a blocked country is let through', async () => {
    await patchSettings(t, { blockedCountries: ['US'], allowedIps: ['127.0.0.1'] });
    const { body } = await status({ 'x-debug-country': 'US' });
    expect(body.value.status).toBe(0);
    expect(body.value.regionRestriction.active).toBe(false);
  });

  it('when X-Debug-Country is not a two-letter code, then it is ignored', async () => {
    await patchSettings(t, { blockedCountries: ['US'] });
    const { body } = await status({ 'x-debug-country': 'USA' });
    expect(body.value).toMatchObject({ status: 0, location: { country: null } });
  });

  it('when url is longer than allowed, then VALIDATION_FAILED', async () => {
    const { res, body } = await status({}, `?url=${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('when the Merchant header names an unknown merchant, then UNKNOWN_MERCHANT', async () => {
    const { res, body } = await status({ merchant: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('UNKNOWN_MERCHANT');
  });
});

describe('visitor location rules', () => {
  it('when in production, then X-Debug-Country is never honoured', () => {
    expect(debugCountryFrom('US', 'production')).toBeNull();
    expect(debugCountryFrom('us', 'test')).toBe('US');
    expect(debugCountryFrom(['JP', 'US'], 'development')).toBe('JP');
  });
  it('when the IP is loopback or private, then it has no country', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.20.1.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(isLocalIp(ip), ip).toBe(true);
      expect(countryOf(ip, null), ip).toBeNull();
    }
  });
  it('when the IP is public, then the offline GeoIP table gives its country', () => {
    expect(isLocalIp('8.8.8.8')).toBe(false);
    expect(countryOf('8.8.8.8', null)).toBe('US');
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TTestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
    await patchSettings(proxied, { blockedCountries: ['US'] });
  });
  afterAll(async () => proxied.close());

  it('when X-Forwarded-For carries a blocked country IP, then GeoIP restricts it', async () => {
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.json().value).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
  });
});
