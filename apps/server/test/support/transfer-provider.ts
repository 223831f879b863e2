import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import { TRANSFER_PATHS } from '@tala/contract/vendor-wallet/transfer';

/**
 * A transfer-mode provider for platform tests, over real HTTP: it keeps balances in memory, applies
 * each reference once as the contract (packages/contract/src/vendor-wallet/transfer.ts) requires, and
 * can misbehave on demand — the faults a real vendor shows in production, which the house provider
 * cannot be made to show: the answer lost after applying, the request lost before it, an outage.
 */
export type TFault = 'answer-lost' | 'request-lost' | 'down';

export type TTransferProvider = {
  url: string;
  /** Keyed `<vassalage>|<playerId>`. */
  balances: Map<string, bigint>;
  /** Faults for the next transferIn/transferOut calls, in order. */
  faults: TFault[];
  applied: Map<string, { direction: 'IN' | 'OUT'; amount: bigint; playerId: string }>;
  calls: string[];
  close: () => Promise<void>;
};

type TBody = Record<string, string | undefined>;

export async function startTransferProvider(secret: string): Promise<TTransferProvider> {
  const state = {
    balances: new Map<string, bigint>(),
    faults: [] as TFault[],
    applied: new Map<string, { direction: 'IN' | 'OUT'; amount: bigint; playerId: string }>(),
    calls: [] as string[],
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const signed = isValidSignature(secret, {
        timestamp: header(SIGNATURE_HEADERS.timestamp),
        signature: header(SIGNATURE_HEADERS.signature),
        rawBody: raw,
        nowMs: Date.now(),
      });
      const path = (req.url ?? '').replace(/^\/transfer/, '');
      state.calls.push(path);
      if (!signed) return send(res, 401, { status: 'BAD_SIGNATURE' });
      handle(state, path, JSON.parse(raw) as TBody, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/transfer`,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, statusCode: number, body: unknown) {
  res.writeHead(statusCode, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(
  state: { balances: Map<string, bigint>; faults: TFault[]; applied: TTransferProvider['applied'] },
  path: string,
  body: TBody,
  res: http.ServerResponse,
) {
  // Each vendor (brand) of the provider holds its own wallet of the player.
  const player = `${body.vassalage ?? ''}|${body.playerId ?? ''}`;
  const balance = () => minorToDecimalString(state.balances.get(player) ?? 0n);
  if (path === TRANSFER_PATHS.createPlayer) {
    if (!state.balances.has(player)) state.balances.set(player, 0n);
    return send(res, 200, { status: 'OK', balance: balance() });
  }
  if (path === TRANSFER_PATHS.balance) {
    if (!state.balances.has(player)) return send(res, 200, { status: 'PLAYER_NOT_FOUND' });
    return send(res, 200, { status: 'OK', balance: balance() });
  }
  if (path === TRANSFER_PATHS.transferStatus) {
    const done = state.applied.get(body.reference ?? '');
    const state_ = done ? 'APPLIED' : 'NOT_FOUND';
    return send(res, 200, { status: 'OK', transfer: { reference: body.reference, state: state_ } });
  }
  const direction =
    path === TRANSFER_PATHS.transferIn ? 'IN' : path === TRANSFER_PATHS.transferOut ? 'OUT' : null;
  if (!direction) return send(res, 404, { status: 'BAD_REQUEST' });
  const fault = state.faults.shift();
  if (fault === 'down') return send(res, 503, { status: 'RETRY' });
  if (fault === 'request-lost') return res.destroy();
  const reference = body.reference ?? '';
  const amount = decimalStringToMinor(body.amount ?? '') ?? 0n;
  if (!state.applied.has(reference)) {
    if (!state.balances.has(player)) return send(res, 200, { status: 'PLAYER_NOT_FOUND' });
    const now = state.balances.get(player) ?? 0n;
    if (direction === 'OUT' && now < amount)
      return send(res, 200, { status: 'INSUFFICIENT_FUNDS', balance: balance() });
    state.balances.set(player, direction === 'IN' ? now + amount : now - amount);
    state.applied.set(reference, { direction, amount, playerId: player });
  }
  if (fault === 'answer-lost') return res.destroy();
  return send(res, 200, { status: 'OK', balance: balance() });
}
