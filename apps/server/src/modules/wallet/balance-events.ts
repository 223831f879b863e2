import type { ServerResponse } from 'node:http';
import { MESSAGE_AUDIENCES, type TMessageAudience } from '@tala/contract/messages/messages';
import pg from 'pg';
import { poolOf } from '../../db/database.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { AUDIENCES } from '../messages/message-audiences.ts';
import { unreadCountOf } from '../messages/messages.service.ts';
import { currentSnapshot, membersPostedSince } from './balance-feed.repository.ts';
import { balanceOf, type TWalletDeps } from './wallet.service.ts';

/** Member messages delivered, read or deleted (0042_messages.sql triggers): the unread badge (decision 055). */
export const MESSAGES_CHANNEL = 'member_messages';
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_MEMBER = 5;
const MAX_STREAMS_PER_INSTANCE = 10_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000];
/** Unread counts recounted at once after a broadcast, per instance. */
const PUSH_CONCURRENCY = 4;
/** How often an instance with open streams looks for new postings (decision 063): the live balance's delay. */
export const BALANCE_POLL_MS = 250;

type TStream = { res: ServerResponse; merchant: TMerchant; memberId: bigint };
/** What a stream is told: the balance (`event: balance`) or the unread message count (`event: messages`). */
type TTopic = 'balance' | 'messages';

/**
 * One per app instance, fanning out to this instance's SSE clients:
 * - balances: while any stream is open, the instance looks every BALANCE_POLL_MS for members on ledger
 *   transactions committed since its last look (balance-feed.repository.ts) — postings publish nothing themselves,
 *   so a money commit never queues behind NOTIFY's cluster-wide commit lock (decision 063);
 * - unread message counts: a dedicated LISTEN connection (opened on the first stream) for the messages triggers'
 *   notifications, which are rare.
 * Every instance looks and listens, so a posting or a message made through any instance reaches clients of all.
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
  /** The snapshot of the last look for postings; null while no stream is open. */
  private seen: string | null = null;
  private poller: NodeJS.Timeout | null = null;
  private looking = false;

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
    // The first look's snapshot is taken before the first balance is read: a posting between the two is seen.
    await this.startLooking().catch(() => {});
    // Without LISTEN the stream still gets its first balance; the hub keeps trying to connect.
    await this.listen().catch(() => this.scheduleReconnect());
    await this.push(key, 'balance');
    await this.push(key, 'messages');
  }

  private async startLooking(): Promise<void> {
    this.poller ??= setInterval(() => void this.look(), BALANCE_POLL_MS);
    this.seen ??= await currentSnapshot(this.deps.db);
  }

  /** One look for new postings; stops looking (and forgets where it was) once no stream is open. */
  private async look(): Promise<void> {
    if (this.count === 0 || this.closed) {
      if (this.poller) clearInterval(this.poller);
      this.poller = null;
      this.seen = null;
      return;
    }
    const seen = this.seen;
    if (seen === null || this.looking) return;
    this.looking = true;
    try {
      const { snapshot, members } = await membersPostedSince(this.deps.db, seen);
      // A stream closed meanwhile may have reset the look: keep the reset.
      if (this.seen === seen) this.seen = snapshot;
      for (const { merchantId, memberId } of members) {
        const key = `${merchantId}:${memberId}`;
        if (this.streams.has(key)) void this.push(key, 'balance');
      }
    } catch {
      // The database is unavailable: the next look covers the same postings (the snapshot did not move).
    } finally {
      this.looking = false;
    }
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
    client.on('notification', (message) => this.onMessages(message.payload));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${MESSAGES_CHANNEL}`);
    this.client = client;
    this.attempt = 0;
  }

  /** Notifications sent while disconnected are lost: refresh every stream's unread count after reconnecting. */
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
        .then(() => Promise.all([...this.streams.keys()].map((key) => this.push(key, 'messages'))))
        .catch(() => this.scheduleReconnect());
    }, delay).unref();
  }

  /**
   * A message reached an audience (or a reader changed their state): the connected members of that audience get
   * their new unread count. A message to everyone recounts every connected member of the merchant, a few at a
   * time so a broadcast does not open a burst of queries.
   */
  private onMessages(payload: string | undefined): void {
    if (!payload || payload.length > 200) return;
    let note: { merchantId: number; audience: TMessageAudience; key: bigint };
    try {
      const raw = JSON.parse(payload) as { merchantId: number; audience: string; key: string };
      if (!(MESSAGE_AUDIENCES as readonly string[]).includes(raw.audience)) return;
      note = {
        merchantId: Number(raw.merchantId),
        audience: raw.audience as TMessageAudience,
        key: BigInt(raw.key),
      };
    } catch {
      return; // Not ours: only the messages triggers write this channel.
    }
    const prefix = `${note.merchantId}:`;
    const connected = [...this.streams.keys()].filter((key) => key.startsWith(prefix));
    if (connected.length === 0) return;
    const ids = connected.map((key) => BigInt(key.slice(prefix.length)));
    void AUDIENCES[note.audience]
      .membersAmong(this.deps.db, note.merchantId, note.key, ids)
      .then((members) => this.pushAll(members.map((id) => `${prefix}${id}`)))
      .catch(() => {
        // The database is unavailable: the next notification or reconnect pushes fresh counts.
      });
  }

  private async pushAll(keys: string[]): Promise<void> {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) await this.push(key, 'messages');
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, queue.length) }, worker));
  }

  /** One read per member and topic however many notifications arrive; the last one always wins. */
  private async push(key: string, topic: TTopic): Promise<void> {
    const slot = `${topic}|${key}`;
    if (this.refreshing.has(slot)) {
      this.refreshing.set(slot, 'again');
      return;
    }
    this.refreshing.set(slot, 'running');
    try {
      do {
        this.refreshing.set(slot, 'running');
        const first = this.streams.get(key)?.values().next().value;
        if (!first) return;
        const frame = await this.frameOf(first, topic);
        for (const stream of this.streams.get(key) ?? []) stream.res.write(frame);
      } while (this.refreshing.get(slot) === 'again');
    } catch {
      // The database is unavailable: the next notification or reconnect pushes a fresh value.
    } finally {
      this.refreshing.delete(slot);
    }
  }

  private async frameOf(stream: TStream, topic: TTopic): Promise<string> {
    if (topic === 'messages') {
      const count = await unreadCountOf(this.deps.db, stream.merchant.id, stream.memberId);
      return `event: messages\ndata: ${JSON.stringify({ count })}\n\n`;
    }
    const balance = await balanceOf(this.deps, stream.merchant, stream.memberId);
    return `event: balance\ndata: ${JSON.stringify(balance)}\n\n`;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.poller) clearInterval(this.poller);
    for (const set of this.streams.values()) for (const stream of set) stream.res.end();
    this.streams.clear();
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
