import type {
  TInboxFilter,
  TInboxMessage,
  TInboxMessageDetail,
  TInboxPage,
  TSystemMessageKind,
} from '@tala/contract/messages/messages';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { readerAudienceKeys } from './message-audiences.ts';
import { renderBodyHtml, renderSummary, type TRenderReader } from './message-render.ts';
import {
  countInbox,
  findInboxMessage,
  findReader,
  listInbox,
  markAllRead,
  markMessage,
  type TInboxRow,
  type TInboxScope,
} from './messages.repository.ts';

/**
 * The member inbox (issue 14 §4, decision 055): list, open (marks read), delete (hides for this member only),
 * mark all read, unread count. Every call works on the caller's own scope — their audience keys — so an id
 * that is not theirs is not found, the same answer as an id that does not exist.
 */
export type TInboxReader = TRenderReader & { merchantId: number; memberId: bigint };

export async function inboxScope(db: TDb, merchantId: number, memberId: bigint): Promise<TInboxScope> {
  const member = await findReader(db, merchantId, memberId);
  assert(member, 'a session belongs to a member of its merchant');
  const keys = await readerAudienceKeys(db, {
    merchantId,
    memberId,
    joinedAt: member.created_at,
    agentType: member.agent_type,
  });
  return { merchantId, memberId, keys };
}

function toInboxMessage(row: TInboxRow, reader: TRenderReader): TInboxMessage {
  const text = renderSummary(row, reader);
  return {
    id: String(row.id),
    source: row.source,
    kind: row.source === 'SYSTEM' ? (row.system_kind as TSystemMessageKind) : null,
    title: text.title,
    preview: text.preview,
    sentAt: row.sent_at.toISOString(),
    isRead: row.is_read,
  };
}

export async function listMessages(
  db: TDb,
  reader: TInboxReader,
  query: { page: number; pageSize: number; filter: TInboxFilter },
): Promise<TInboxPage> {
  const scope = await inboxScope(db, reader.merchantId, reader.memberId);
  const counts = await countInbox(db, scope);
  const rows = await listInbox(db, scope, {
    filter: query.filter,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total = query.filter === 'UNREAD' ? counts.unread : counts.total;
  return {
    list: rows.map((row) => toInboxMessage(row, reader)),
    ...pageFacts(total, query),
    unread: counts.unread,
  };
}

/** Opening a message reads it: the state row is written once, at the first opening. */
export async function openMessage(db: TDb, reader: TInboxReader, id: bigint): Promise<TInboxMessageDetail> {
  const scope = await inboxScope(db, reader.merchantId, reader.memberId);
  const row = await findInboxMessage(db, scope, id);
  if (!row) throw new AppError('MSG_NOT_FOUND');
  if (!row.is_read) await markMessage(db, scope, id, 'read');
  const message = toInboxMessage({ ...row, is_read: true }, reader);
  const language = renderSummary(row, reader).language;
  return { ...message, bodyHtml: renderBodyHtml(row, reader, language), lang: language };
}

export async function deleteMessage(db: TDb, reader: TInboxReader, id: bigint): Promise<void> {
  const scope = await inboxScope(db, reader.merchantId, reader.memberId);
  const row = await findInboxMessage(db, scope, id);
  if (!row) throw new AppError('MSG_NOT_FOUND');
  await markMessage(db, scope, id, 'deleted');
}

export async function readAllMessages(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<{ count: number }> {
  await markAllRead(db, await inboxScope(db, merchantId, memberId));
  return { count: 0 };
}

export async function unreadCountOf(db: TDb, merchantId: number, memberId: bigint): Promise<number> {
  return (await countInbox(db, await inboxScope(db, merchantId, memberId))).unread;
}
