import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_PAGE: 'off' });
});
afterAll(async () => t.close());

describe('dev outbox switched off', () => {
  it('when OUTBOX_PAGE is off, then neither the page nor the JSON exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
