import '../../db/schema-messages.ts';
import type { TInboxFilter } from '@tala/contract/messages/messages';
import { type RawBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TAudienceKey } from './message-audiences.ts';

/**
 * The inbox's SQL (decision 055). A reader's messages are the delivered messages of their audience keys (one
 * index range per key on member_messages_inbox), minus what they deleted; read/deleted come from their own state
 * rows. Nothing here is written per recipient except by the reader's own action.
 */
export type TInboxScope = { merchantId: number; memberId: bigint; keys: TAudienceKey[] };

/** One OR branch per audience key; a segment key also hides what was sent before the reader joined. */
function audienceMatch(keys: TAudienceKey[]): RawBuilder<boolean> {
  if (keys.length === 0) return sql<boolean>`false`;
  const branches = keys.map((k) =>
    k.since
      ? sql`(m.audience = ${k.audience} AND m.audience_key = ${k.key} AND m.sent_at >= ${k.since})`
      : sql`(m.audience = ${k.audience} AND m.audience_key = ${k.key})`,
  );
  return sql<boolean>`(${sql.join(branches, sql` OR `)})`;
}

/** The reader's visible messages joined to their state (s.* is null when they never opened nor deleted it). */
function inboxFrom(scope: TInboxScope) {
  return sql`member_messages m
    LEFT JOIN member_message_states s ON s.member_id = ${scope.memberId} AND s.message_id = m.id
    WHERE m.merchant_id = ${scope.merchantId} AND m.status = 'SENT' AND ${audienceMatch(scope.keys)}
      AND s.deleted_at IS NULL`;
}

export type TInboxRow = {
  id: bigint;
  source: 'STAFF' | 'SYSTEM';
  system_kind: string | null;
  params: Record<string, string | number>;
  title: Record<string, string>;
  preview: Record<string, string>;
  sent_at: Date;
  is_read: boolean;
};

export async function countInbox(db: TDb, scope: TInboxScope): Promise<{ total: number; unread: number }> {
  const result = await sql<{ total: number; unread: number }>`
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE s.read_at IS NULL))::int AS unread
    FROM ${inboxFrom(scope)}`.execute(db);
  return result.rows[0] ?? { total: 0, unread: 0 };
}

export async function listInbox(
  db: TDb,
  scope: TInboxScope,
  page: { filter: TInboxFilter; limit: number; offset: number },
): Promise<TInboxRow[]> {
  const unreadOnly = page.filter === 'UNREAD' ? sql`AND s.read_at IS NULL` : sql``;
  const result = await sql<TInboxRow>`
    SELECT m.id, m.source, m.system_kind, m.params, m.title, m.preview, m.sent_at,
           (s.read_at IS NOT NULL) AS is_read
    FROM ${inboxFrom(scope)} ${unreadOnly}
    ORDER BY m.sent_at DESC, m.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return result.rows;
}

/** One message of the reader's inbox with its body, or undefined (not theirs, deleted, not delivered: alike). */
export async function findInboxMessage(
  db: TDb,
  scope: TInboxScope,
  id: bigint,
): Promise<(TInboxRow & { body_html: Record<string, string> }) | undefined> {
  const result = await sql<TInboxRow & { body_html: Record<string, string> }>`
    SELECT m.id, m.source, m.system_kind, m.params, m.title, m.preview, m.body_html, m.sent_at,
           (s.read_at IS NOT NULL) AS is_read
    FROM ${inboxFrom(scope)} AND m.id = ${id}`.execute(db);
  return result.rows[0];
}

/** The reader's state of one message: read (kept as first read) or deleted. */
export async function markMessage(
  db: TDb,
  scope: TInboxScope,
  id: bigint,
  change: 'read' | 'deleted',
): Promise<void> {
  const column = change === 'read' ? sql.ref('read_at') : sql.ref('deleted_at');
  await sql`
    INSERT INTO member_message_states AS st (merchant_id, member_id, message_id, ${column})
    VALUES (${scope.merchantId}, ${scope.memberId}, ${id}, now())
    ON CONFLICT (member_id, message_id) DO UPDATE SET ${column} = coalesce(st.${column}, excluded.${column})`.execute(
    db,
  );
}

/** Every unread message of the inbox marked read in one statement; returns how many. */
export async function markAllRead(db: TDb, scope: TInboxScope): Promise<number> {
  const result = await sql`
    INSERT INTO member_message_states AS st (merchant_id, member_id, message_id, read_at)
    SELECT ${scope.merchantId}, ${scope.memberId}, m.id, now()
    FROM ${inboxFrom(scope)} AND s.read_at IS NULL
    ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = coalesce(st.read_at, excluded.read_at)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0n);
}

export async function findReader(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['created_at', 'agent_type'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}
