import type { ServerResponse } from 'node:http';
import pg from 'pg';
import type { TLiveEvent } from '../api/lottery-live-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { issueView } from './lottery-board.ts';
import { LotteryLiveClock } from './lottery-live-clock.ts';

/** The channel the trigger of migration 0020 announces drawn, settled and cancelled issues on. */
export const LOTTERY_CHANNEL = 'house_lottery';

/** Every bound of the live stream (house style 7). */
export type TLiveLimits = {
  /** Streams one process serves at once. */
  maxClients: number;
  /** Streams one address may hold (tabs of one player, a household behind one NAT). */
  maxPerAddress: number;
  /** A `time` event this often: keeps proxies from closing an idle stream and the page's clock right. */
  heartbeatMs: number;
  /** A client that lets this much pile up unread is dropped (it reconnects and reads the board again). */
  maxBufferedBytes: number;
};

export const DEFAULT_LIVE_LIMITS: TLiveLimits = {
  maxClients: 5_000,
  maxPerAddress: 20,
  heartbeatMs: 15_000,
  maxBufferedBytes: 256 * 1024,
};

const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** Announcements waiting to be read and sent; beyond this the hub tells every page to read again. */
const MAX_QUEUED = 500;

type TClient = { res: ServerResponse; address: string; gameId: string | null };
type TAnnouncement = { gameId: string; issueNo: string; kind: 'drawn' | 'settled' | 'cancelled' };

/**
 * One per house process: a single LISTEN connection (opened with the first stream) fans the lottery's
 * announcements out to this process's server-sent-event streams; every process listens, so a draw
 * committed by any instance's job reaches the pages of all of them. The clock (lottery-live-clock.ts)
 * adds the moments no commit marks: an issue opening and closing. Nothing grows with time: the clients
 * are a bounded set, each removed when its connection closes; timers run only while someone listens.
 */
export class LotteryLiveHub {
  private readonly clients = new Set<TClient>();
  private readonly perAddress = new Map<string, number>();
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private attempt = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private isClosed = false;
  private readonly clock: LotteryLiveClock;

  constructor(
    private readonly ctx: THouseContext,
    private readonly pool: pg.Pool,
    private readonly limits: TLiveLimits = DEFAULT_LIVE_LIMITS,
  ) {
    this.clock = new LotteryLiveClock(ctx, (event) => this.broadcast(event));
  }

  /** What tests and operators look at: streams open, LISTEN connections (0 or 1), games on the clock. */
  stats(): { clients: number; addresses: number; listening: boolean; clockGames: number } {
    return {
      clients: this.clients.size,
      addresses: this.perAddress.size,
      listening: this.listener !== null,
      clockGames: this.clock.size(),
    };
  }

  canAccept(address: string): boolean {
    if (this.isClosed || this.clients.size >= this.limits.maxClients) return false;
    return (this.perAddress.get(address) ?? 0) < this.limits.maxPerAddress;
  }

  /** Serves a stream until its connection closes. The caller checked `canAccept` and wrote the head. */
  add(client: TClient): void {
    this.clients.add(client);
    this.perAddress.set(client.address, (this.perAddress.get(client.address) ?? 0) + 1);
    client.res.on('close', () => this.remove(client));
    this.send(client, { name: 'ready', data: { serverTime: new Date().toISOString() } });
    if (this.clients.size === 1) this.start();
  }

  private remove(client: TClient): void {
    if (!this.clients.delete(client)) return;
    const left = (this.perAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(client.address, left);
    else this.perAddress.delete(client.address);
    if (this.clients.size === 0) this.stop();
  }

  /** The first stream starts the heartbeat, the clock and (once) the listener. */
  private start(): void {
    this.heartbeat ??= setInterval(() => {
      this.broadcast({ name: 'time', data: { serverTime: new Date().toISOString() } });
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
    this.clock.start();
    void this.listen().catch(() => this.scheduleReconnect());
  }

  /** No stream left: no timer runs. The LISTEN connection stays for the next page (one per process). */
  private stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clock.stop();
  }

  private listen(): Promise<void> {
    if (this.listener || this.isClosed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${LOTTERY_CHANNEL}`);
    if (this.isClosed) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.attempt = 0;
  }

  private reconnect(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  /** Announcements made while disconnected are lost: once back, every page is told to read again. */
  private scheduleReconnect(): void {
    if (this.isClosed) return;
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      this.listen()
        .then(() => this.resync())
        .catch(() => this.scheduleReconnect());
    }, delay).unref();
  }

  private resync(): void {
    this.broadcast({ name: 'resync', data: { serverTime: new Date().toISOString() } });
    if (this.clients.size > 0) this.clock.restart();
  }

  private onNotification(payload: string | undefined): void {
    if (!payload || payload.length > 300 || this.clients.size === 0) return;
    let announced: TAnnouncement;
    try {
      announced = JSON.parse(payload) as TAnnouncement;
    } catch {
      return; // Only the trigger of migration 0020 writes this channel.
    }
    if (!this.isWatched(announced.gameId)) return;
    if (this.queued >= MAX_QUEUED) {
      this.resync();
      return;
    }
    // One at a time, in the order committed: a page sees issue n drawn before issue n + 1.
    this.queued++;
    this.queue = this.queue
      .then(() => this.announce(announced))
      .catch((error) => this.ctx.log.warn({ err: error }, 'house: lottery live announcement failed'))
      .finally(() => {
        this.queued--;
      });
  }

  private async announce({ gameId, issueNo, kind }: TAnnouncement): Promise<void> {
    const serverTime = new Date();
    if (kind !== 'drawn') {
      this.broadcast({ name: kind, data: { serverTime: serverTime.toISOString(), gameId, issueNo } });
      // A cancelled issue on sale is replaced by the next one: the clock finds and opens it.
      if (kind === 'cancelled') await this.clock.rearm(gameId);
      return;
    }
    const row = await this.ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('issue_no', '=', issueNo)
      .executeTakeFirst();
    if (!row) return;
    const issue = issueView(row, serverTime);
    this.broadcast({ name: 'drawn', data: { serverTime: serverTime.toISOString(), gameId, issue } });
    // The clock checks the issue on sale: normally announced already at the draw time, but an issue whose
    // times were changed (or a draw made late, after a restart) is set right here.
    await this.clock.rearm(gameId);
  }

  private isWatched(gameId: string): boolean {
    for (const client of this.clients) if (client.gameId === null || client.gameId === gameId) return true;
    return false;
  }

  private broadcast(event: TLiveEvent): void {
    const gameId = 'gameId' in event.data ? event.data.gameId : null;
    const frame = `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
    for (const client of this.clients) {
      if (gameId === null || client.gameId === null || client.gameId === gameId) this.write(client, frame);
    }
  }

  private send(client: TClient, event: TLiveEvent): void {
    this.write(client, `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  /** A client that does not read is dropped rather than buffered without end. */
  private write(client: TClient, frame: string): void {
    if (client.res.writableLength > this.limits.maxBufferedBytes) {
      client.res.destroy();
      return;
    }
    client.res.write(frame);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.stop();
    for (const client of [...this.clients]) client.res.end();
    this.clients.clear();
    this.perAddress.clear();
    await this.connecting?.catch(() => {});
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.queue.catch(() => {});
  }
}
