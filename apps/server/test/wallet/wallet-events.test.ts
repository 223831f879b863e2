import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TApp } from '../../src/app-deps.ts';
import { MerchantCache } from '../../src/modules/merchants/merchant-cache.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import type { TTransferProvider } from '../support/transfer-provider.ts';
import { fund, setVendor, transfer, useTransferProvider, VENDOR, VENDOR_WALLET } from './wallet-helpers.ts';

let t: TTestApp;
let provider: TTransferProvider;
let second: TApp;
let secondUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = await useTransferProvider(t);
  await setVendor(t, VENDOR, { wallet_mode: 'TRANSFER' });
  await fund(t, await memberId(t, 'demo_player'), 10_000n);
  token = (await login(t, 'demo_player', 'Player123!')).token;
  // A second instance on the same database, as behind a load balancer.
  second = await buildApp({ ...t.deps, merchants: new MerchantCache(t.deps.db) }, { logger: false });
  secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await provider.close();
  await second.close();
  await t.close();
});

async function ticket(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/v2/wallets/events/ticket',
    headers: authed(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.ticket;
}

type TBalanceFrame = { sumBalance: string; wallets: { code: string; balance: string }[] };

/**
 * Reads `event: balance` frames from a live stream until `isLast` accepts the latest one (or the stream
 * ends). A transfer posts more than once (the hold, then the settlement), so frames in between are
 * legitimate; how many arrive depends on timing.
 */
async function readBalances(
  body: ReadableStream<Uint8Array>,
  isLast: (balance: TBalanceFrame) => boolean,
  onOpen: () => Promise<void>,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const balances: TBalanceFrame[] = [];
  let buffer = '';
  let opened = false;
  while (!opened || !isLast(balances[balances.length - 1] as TBalanceFrame)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (frame.includes('event: balance') && data) balances.push(JSON.parse(data.slice(6)));
      end = buffer.indexOf('\n\n');
    }
    if (balances.length >= 1 && !opened) {
      opened = true;
      await onOpen();
    }
  }
  await reader.cancel();
  return balances;
}

describe('live balance events', () => {
  it('when a posting is made through one instance, then a stream on another instance receives the balance', async () => {
    const res = await fetch(`${secondUrl}/wps/v2/wallets/events?ticket=${await ticket()}`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    if (!res.body) throw new Error('no body');
    const settled = (balance: TBalanceFrame) =>
      balance.wallets.some((wallet) => wallet.code === VENDOR_WALLET && wallet.balance === '12.34');
    const balances = await readBalances(res.body, settled, async () => {
      const moved = await transfer(t, token, { from: 'MAIN', to: VENDOR_WALLET, amount: '12.34' });
      expect(moved.statusCode).toBe(200);
    });
    expect(balances[0]?.sumBalance).toBe('100.00');
    expect(balances.length).toBeGreaterThan(1);
    expect(settled(balances[balances.length - 1] as TBalanceFrame)).toBe(true);
  }, 20_000);

  it('when a ticket is reused, unknown or missing, then WAL_TICKET_INVALID or a validation code', async () => {
    const used = await ticket();
    const first = await fetch(`${secondUrl}/wps/v2/wallets/events?ticket=${used}`);
    await first.body?.cancel();
    const again = await t.app.inject({ method: 'GET', url: `/wps/v2/wallets/events?ticket=${used}` });
    expect([again.statusCode, again.json().code]).toEqual([401, 'WAL_TICKET_INVALID']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/wps/v2/wallets/events?ticket=${'x'.repeat(43)}`,
    });
    expect(unknown.json().code).toBe('WAL_TICKET_INVALID');
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/events' })).statusCode).toBe(400);
  });

  it('when a ticket is asked without a session, then NOT_LOGGED_IN', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/v2/wallets/events/ticket' });
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });
});
