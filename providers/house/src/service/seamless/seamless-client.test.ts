import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import { describe, expect, it } from 'vitest';
import { createSeamlessClient } from './seamless-client.ts';
import { injectTransport, type TSeamlessTransport, type TWireRequest } from './seamless-transport.ts';

const SECRET = 's'.repeat(40);
const credentials = { merchantCode: 'TALA', providerCode: 'HOUSE', secret: SECRET };
const BET = {
  playerId: '7',
  sessionToken: 't'.repeat(43),
  transactionId: 'hr_abc:bet',
  roundId: 'hr_abc',
  gameId: 'house-slot',
  amount: '1.00',
  currency: 'PHP',
};
const OK = JSON.stringify({ status: 'OK', retry: false, balance: '99.00', currency: 'PHP' });

/** A platform stand-in that records every request and answers from a script, one entry per attempt. */
function scripted(...replies: ({ status: number; body: string } | Error)[]) {
  const seen: TWireRequest[] = [];
  const transport: TSeamlessTransport = async (request) => {
    seen.push(request);
    const reply = replies.shift();
    if (!reply) throw new Error('script exhausted');
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { seen, transport };
}

const client = (transport: TSeamlessTransport, maxAttempts = 3) =>
  createSeamlessClient({ transport, credentials: () => credentials, maxAttempts, sleep: async () => {} });

describe('seamless client', () => {
  it('when a call is sent, then its headers sign exactly the bytes of the body', async () => {
    const { seen, transport } = scripted({ status: 200, body: OK });
    const result = await client(transport).bet(BET);
    expect(result).toEqual({
      kind: 'answer',
      answer: expect.objectContaining({ status: 'OK', balance: '99.00' }),
    });
    const [request] = seen;
    expect(request?.path).toBe(SEAMLESS_PATHS.bet);
    expect(JSON.parse(request?.body ?? '')).toEqual(BET);
    expect(request?.headers[SIGNATURE_HEADERS.merchant]).toBe('TALA');
    expect(request?.headers[SIGNATURE_HEADERS.provider]).toBe('HOUSE');
    const signatureInput = {
      timestamp: request?.headers[SIGNATURE_HEADERS.timestamp],
      signature: request?.headers[SIGNATURE_HEADERS.signature],
      rawBody: request?.body ?? '',
      nowMs: Date.now(),
    };
    expect(isValidSignature(SECRET, signatureInput)).toBe(true);
    expect(isValidSignature('other-secret-other-secret-other-secret', signatureInput)).toBe(false);
    expect(isValidSignature(SECRET, { ...signatureInput, rawBody: `${request?.body} ` })).toBe(false);
  });

  it('when bets are sent as a batch, then they go to betBatch in one body and each result comes back', async () => {
    const results = [
      { ref: 'hr_abc:bet', status: 'OK', retry: false, balance: '99.00', transactionId: '41' },
      { ref: 'hr_abd:bet', status: 'INSUFFICIENT_FUNDS', retry: false, balance: '99.00' },
    ];
    const body = JSON.stringify({ status: 'OK', retry: false, currency: 'PHP', results });
    const { seen, transport } = scripted({ status: 200, body });
    const bets = [BET, { ...BET, transactionId: 'hr_abd:bet', roundId: 'hr_abd', amount: '500.00' }];
    const result = await client(transport).betBatch({ bets });
    expect(result).toEqual({ kind: 'answer', answer: expect.objectContaining({ status: 'OK', results }) });
    expect(seen.map((request) => request.path)).toEqual([SEAMLESS_PATHS.betBatch]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ bets });
  });

  it('when the network fails and the platform answers 5xx, then the SAME body (same transactionId) is sent again', async () => {
    const { seen, transport } = scripted(
      new Error('ECONNRESET'),
      { status: 502, body: 'bad gateway' },
      { status: 200, body: OK },
    );
    const result = await client(transport).bet(BET);
    expect(result.kind).toBe('answer');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((request) => request.body)).size).toBe(1);
  });

  it('when no attempt gets an answer, then the outcome is unknown after the bounded number of attempts', async () => {
    const { seen, transport } = scripted(
      new Error('timeout'),
      new Error('timeout'),
      new Error('timeout'),
      new Error('x'),
    );
    const result = await client(transport).bet(BET);
    expect(result).toEqual({ kind: 'unknown', error: 'Error: timeout' });
    expect(seen).toHaveLength(3);
  });

  it('when the platform refuses for good, then it is not retried', async () => {
    const refusal = JSON.stringify({ status: 'INSUFFICIENT_FUNDS', retry: false, balance: '0.50' });
    const { seen, transport } = scripted({ status: 200, body: refusal });
    const result = await client(transport).bet(BET);
    expect(result).toEqual({
      kind: 'answer',
      answer: expect.objectContaining({ status: 'INSUFFICIENT_FUNDS' }),
    });
    expect(seen).toHaveLength(1);
  });

  it('when the platform says RETRY, then it is retried, and the last retryable answer is returned if it persists', async () => {
    const retry = JSON.stringify({ status: 'RETRY', retry: true });
    const first = scripted({ status: 200, body: retry }, { status: 200, body: OK });
    expect((await client(first.transport).win({ ...BET, transactionId: 'hr_abc:win' })).kind).toBe('answer');
    expect(first.seen).toHaveLength(2);
    const stuck = scripted({ status: 200, body: retry }, { status: 200, body: retry });
    const result = await client(stuck.transport, 2).win({ ...BET, transactionId: 'hr_abc:win' });
    expect(result).toEqual({
      kind: 'answer',
      answer: expect.objectContaining({ status: 'RETRY', retry: true }),
    });
  });

  it('when a 4xx is not a wallet answer, then it is a final BAD_REQUEST; a 401 answer is kept as sent', async () => {
    const html = scripted({ status: 404, body: '<html>not found</html>' });
    expect(await client(html.transport).balance({ playerId: '7', currency: 'PHP' })).toEqual({
      kind: 'answer',
      answer: expect.objectContaining({ status: 'BAD_REQUEST', retry: false }),
    });
    expect(html.seen).toHaveLength(1);
    const unsigned = scripted({
      status: 401,
      body: JSON.stringify({ status: 'BAD_SIGNATURE', retry: false }),
    });
    const result = await client(unsigned.transport).balance({ playerId: '7', currency: 'PHP' });
    expect(result).toEqual({ kind: 'answer', answer: expect.objectContaining({ status: 'BAD_SIGNATURE' }) });
  });

  it('when the in-process platform hangs, then the transport gives up at the time-out', async () => {
    const hanging = { inject: () => new Promise<never>(() => {}) };
    const transport = injectTransport(hanging);
    const started = Date.now();
    await expect(transport({ path: '/x', headers: {}, body: '{}', timeoutMs: 50 })).rejects.toThrow(
      /timed out/,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
