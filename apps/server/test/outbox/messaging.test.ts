import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../src/db/database.ts';
import { readEnv } from '../../src/env.ts';
import { createMessaging } from '../../src/lib/messaging/create-messaging.ts';
import { HttpSmsProvider } from '../../src/lib/messaging/http-sms-provider.ts';
import { OutboxSmsProvider } from '../../src/lib/messaging/messaging.ts';
import { SmtpMailProvider } from '../../src/lib/messaging/smtp-mail-provider.ts';

type TCall = { auth: string | undefined; body: unknown };
let server: Server;
let url: string;
const calls: TCall[] = [];
/** Status codes to answer in order; "hang" never answers. */
let script: (number | 'hang')[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    calls.push({ auth: request.headers.authorization, body: JSON.parse(await readBody(request)) });
    const next = script.shift() ?? 200;
    if (next === 'hang') return;
    response.statusCode = next;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('HTTP SMS adapter', () => {
  it('when a message is sent, then {to, text} is POSTed as JSON with the bearer token', async () => {
    calls.length = 0;
    script = [200];
    await new HttpSmsProvider({ url, token: 'secret' }).send({
      merchantId: 1,
      to: '+639171234567',
      text: 'hello',
    });
    expect(calls).toEqual([{ auth: 'Bearer secret', body: { to: '+639171234567', text: 'hello' } }]);
  });
  it('when the gateway fails with 5xx, then it retries a bounded number of times', async () => {
    calls.length = 0;
    script = [503, 500, 200];
    await new HttpSmsProvider({ url, retries: 2 }).send({ merchantId: 1, to: '+1', text: 'x' });
    expect(calls).toHaveLength(3);
    calls.length = 0;
    script = [500, 500, 500, 500];
    await expect(
      new HttpSmsProvider({ url, retries: 1 }).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toThrow('SMS could not be sent');
    expect(calls).toHaveLength(2);
  });
  it('when the gateway refuses with 4xx, then it does not retry', async () => {
    calls.length = 0;
    script = [400];
    await expect(
      new HttpSmsProvider({ url, retries: 3 }).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
  it('when the gateway hangs, then each attempt times out', async () => {
    calls.length = 0;
    script = ['hang', 'hang'];
    const started = Date.now();
    await expect(
      new HttpSmsProvider({ url, retries: 1, timeoutMs: 200 }).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toHaveLength(2);
  });
});

describe('provider selection', () => {
  const db = {} as TDb;
  it('when nothing is configured, then both go to the outbox', () => {
    const messaging = createMessaging(readEnv({}), db);
    expect(messaging.sms).toBeInstanceOf(OutboxSmsProvider);
  });
  it('when http and smtp are named, then the real adapters are used', () => {
    const messaging = createMessaging(
      readEnv({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: url,
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
      db,
    );
    expect(messaging.sms).toBeInstanceOf(HttpSmsProvider);
    expect(messaging.mail).toBeInstanceOf(SmtpMailProvider);
  });
  it('when http is named without a URL, then the start fails loudly', () => {
    expect(() => createMessaging(readEnv({ SMS_PROVIDER: 'http' }), db)).toThrow('SMS_HTTP_URL');
  });
});
