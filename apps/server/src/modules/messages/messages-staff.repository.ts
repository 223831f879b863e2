import '../../db/schema-messages.ts';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TMessageAudience, TMessageStatus } from '@tala/contract/messages/messages';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** The back office's SQL over staff messages (decision 055). */
export type TNewStaffMessage = {
  merchantId: number;
  audience: TMessageAudience;
  audienceKey: bigint;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  preview: TLocalizedText;
  staffId: bigint;
} & ({ status: 'SENT'; audienceSize: number } | { status: 'SCHEDULED'; sendAt: Date });

export async function insertStaffMessage(db: TDb, message: TNewStaffMessage): Promise<bigint> {
  const now = new Date();
  const row = await db
    .insertInto('member_messages')
    .values({
      merchant_id: message.merchantId,
      source: 'STAFF',
      audience: message.audience,
      audience_key: message.audienceKey,
      title: JSON.stringify(message.title),
      body_html: JSON.stringify(message.bodyHtml),
      preview: JSON.stringify(message.preview),
      status: message.status,
      send_at: message.status === 'SENT' ? now : message.sendAt,
      sent_at: message.status === 'SENT' ? now : null,
      audience_size: message.status === 'SENT' ? message.audienceSize : null,
      created_by: message.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countScheduled(db: TDb, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'SCHEDULED')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function staffMessages(db: TDb, merchantId: number, status: TMessageStatus | undefined) {
  let query = db
    .selectFrom('member_messages as m')
    .where('m.merchant_id', '=', merchantId)
    .where('m.source', '=', 'STAFF');
  if (status) query = query.where('m.status', '=', status);
  return query;
}

export async function countStaffMessages(db: TDb, merchantId: number, status?: TMessageStatus) {
  const row = await staffMessages(db, merchantId, status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of staff messages with the target's username, the staff names and how many have read each. */
export async function listStaffMessages(
  db: TDb,
  merchantId: number,
  page: { status?: TMessageStatus; limit: number; offset: number },
) {
  return staffMessages(db, merchantId, page.status)
    .leftJoin('members as target', (join) =>
      join.onRef('target.id', '=', 'm.audience_key').on('m.audience', 'in', ['MEMBER', 'AGENT_TEAM']),
    )
    .leftJoin('staff as creator', 'creator.id', 'm.created_by')
    .leftJoin('staff as canceller', 'canceller.id', 'm.cancelled_by')
    .select([
      'm.id',
      'm.audience',
      'm.audience_key',
      'm.title',
      'm.body_html',
      'm.status',
      'm.send_at',
      'm.sent_at',
      'm.audience_size',
      'target.username as target_username',
      'creator.username as created_by_name',
      'canceller.username as cancelled_by_name',
      sql<number>`(SELECT count(*)::int FROM member_message_states s
                   WHERE s.message_id = m.id AND s.read_at IS NOT NULL)`.as('read_count'),
    ])
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findStaffMessage(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('member_messages')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('source', '=', 'STAFF')
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Withdraws a message still waiting; the row lock makes this and its delivery exclusive: one of them wins. */
export async function cancelScheduled(db: TDb, merchantId: number, id: bigint, staffId: bigint) {
  return db
    .updateTable('member_messages')
    .set({ status: 'CANCELLED', cancelled_at: new Date(), cancelled_by: staffId })
    .where('merchant_id', '=', merchantId)
    .where('source', '=', 'STAFF')
    .where('id', '=', id)
    .where('status', '=', 'SCHEDULED')
    .returning('id')
    .executeTakeFirst();
}

/** Due scheduled messages, locked for this delivery run; another instance's run skips them. */
export async function lockDueMessages(db: TDb, limit: number) {
  return db
    .selectFrom('member_messages')
    .select(['id', 'merchant_id', 'audience', 'audience_key'])
    .where('status', '=', 'SCHEDULED')
    .where('send_at', '<=', new Date())
    .orderBy('send_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markDelivered(db: TDb, id: bigint, audienceSize: number): Promise<void> {
  await db
    .updateTable('member_messages')
    .set({ status: 'SENT', sent_at: new Date(), audience_size: audienceSize })
    .where('id', '=', id)
    .where('status', '=', 'SCHEDULED')
    .execute();
}
