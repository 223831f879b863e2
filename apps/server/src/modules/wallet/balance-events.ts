import type { ServerResponse } from 'node:http';
import pg from 'pg';
import { poolOf } from '../../db/database.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { balanceOf, type TWalletDeps } from './wallet.service.ts';

export const BALANCE_CHANNEL = 'ledger_balance';
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_MEMBER = 5;
const MAX_STREAMS_PER_INSTANCE = 10_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000];

type TStream = { res: ServerResponse; merchant: TMerchant; memberId: bigint };

/**
 * One per app instance: a dedicated LISTEN connection (opened on the first stream) fans balance
 * notifications out to this instance's SSE clients. Every instance listens, so a posting made
 * through any instance reaches clients of all of them.
 */
export class BalanceEventHub {
  private readonly streams = new Map<string, Set<TStream>>();
  private count = 0;
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private attempt = 0;
  private readonly refreshing = new Map<string, 'running' | 'again'>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly deps: TWalletDeps) {}

  canAccept(merchantId: number, memberId: bigint): boolean {
    const own = this.streams.get(`${merchantId}:${memberId}`)?.size ?? 0;
    return own < MAX_STREAMS_PER_MEMBER && this.count < MAX_STREAMS_PER_INSTANCE;
  }

  async add(stream: TStream): Promise<void> {
    const key = `${stream.merchant.id}:${stream.memberId}`;
    const set = this.streams.get(key) ?? new Set<TStream>();
    set.add(stream);
    this.streams.set(key, set);
    this.count++;
    stream.res.on('close', () => {
      if (set.delete(stream)) this.count--;
      if (set.size === 0) this.streams.delete(key);
    });
    this.heartbeat ??= setInterval(() => this.ping(), HEARTBEAT_MS);
    // Without LISTEN the stream still gets its first balance; the hub keeps trying to connect.
    await this.listen().catch(() => this.scheduleReconnect());
    await this.push(key);
  }

  private ping(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.res.write(': ping\n\n');
  }

  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const pool = poolOf(this.deps.db);
    if (!pool) throw new Error('Invariant failed: database handle has no pool');
    const client = new pg.Client(pool.options);
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${BALANCE_CHANNEL}`);
    this.client = client;
    this.attempt = 0;
  }

  /** Notifications sent while disconnected are lost: refresh every stream after reconnecting. */
  private reconnect(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      this.listen()
        .then(() => Promise.all([...this.streams.keys()].map((key) => this.push(key))))
        .catch(() => this.scheduleReconnect());
    }, delay).unref();
  }

  private onNotification(payload: string | undefined): void {
    if (!payload || payload.length > 200) return;
    try {
      const { merchantId, memberId } = JSON.parse(payload) as { merchantId: number; memberId: string };
      const key = `${merchantId}:${BigInt(memberId)}`;
      if (this.streams.has(key)) void this.push(key);
    } catch {
      // Not ours: only the ledger trigger writes this channel.
    }
  }

  /** One balance read per member however many notifications arrive; the last one always wins. */
  private async push(key: string): Promise<void> {
    if (this.refreshing.has(key)) {
      this.refreshing.set(key, 'again');
      return;
    }
    this.refreshing.set(key, 'running');
    try {
      do {
        this.refreshing.set(key, 'running');
        const first = this.streams.get(key)?.values().next().value;
        if (!first) return;
        const balance = await balanceOf(this.deps, first.merchant, first.memberId);
        const frame = `event: balance\ndata: ${JSON.stringify(balance)}\n\n`;
        for (const stream of this.streams.get(key) ?? []) stream.res.write(frame);
      } while (this.refreshing.get(key) === 'again');
    } catch {
      // The database is unavailable: the next notification or reconnect pushes a fresh balance.
    } finally {
      this.refreshing.delete(key);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.streams.values()) for (const stream of set) stream.res.end();
    this.streams.clear();
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
