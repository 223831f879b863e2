import type { TDb } from '../../db/database.ts';

export type TOutboxFilter = {
  merchantId: number;
  channel?: 'sms' | 'email';
  recipient?: string;
  limit: number;
};

export async function listOutbox(db: TDb, filter: TOutboxFilter) {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('merchant_id', '=', filter.merchantId);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
