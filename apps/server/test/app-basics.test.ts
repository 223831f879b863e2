import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('application basics', () => {
  it('when an unknown API path is called, then a translated NOT_FOUND envelope comes back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/no-such-thing', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
    expect(res.json().message).not.toContain('errors');
  });
  it('when an unknown merchant is named, then UNKNOWN_MERCHANT is returned', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/no-such-thing',
      headers: { merchant: 'NOPE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_MERCHANT');
  });
  it('when any response is sent, then security headers are present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/no-such-thing' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
