import { z } from 'zod';
import { pageOf, ZPageQuery } from '../common.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * The member inbox (issue 14 §4, seed 001 §2 member centre entry "platform information" `messageV2`, decision 055).
 * The seed names the unread count's relay, CSP_unreadCount (001 §7); the inbox calls follow the same CSP family.
 */
export const MESSAGE_PATHS = {
  /** GET: { count } of delivered, unread, not deleted messages (001 §3: "a separate number" from the balance). */
  unreadCount: '/wps/relay/CSP_unreadCount',
  /** GET ?page=&pageSize=&filter=ALL|UNREAD: the inbox, newest first. */
  list: '/wps/relay/CSP_messages',
  /** GET: one message with its body, marked read; DELETE: hidden from this member (soft). */
  message: '/wps/relay/CSP_messages/:id',
  /** POST: every message of the inbox marked read. */
  readAll: '/wps/relay/CSP_messages/readAll',
} as const;

/**
 * Who receives a staff message. A segment is one more value and one server resolver (decision 055). VIP_RANK: every
 * member holding that rank or a higher one (decision 057).
 */
export const MESSAGE_AUDIENCES = ['EVERYONE', 'AGENT_TEAM', 'MEMBER', 'VIP_RANK'] as const;
export type TMessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_STATUSES = ['SCHEDULED', 'SENT', 'CANCELLED'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Messages the platform writes itself on an event; their text is an i18n template rendered at read time. */
export const SYSTEM_MESSAGE_KINDS = [
  'WITHDRAWAL_PAID',
  'BONUS_RELEASED',
  'RANK_UP',
  'FEEDBACK_ANSWERED',
  'BIRTHDAY_BONUS',
  'MISSION_BONUS',
] as const;
export type TSystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];

export const INBOX_FILTERS = ['ALL', 'UNREAD'] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];

export const MESSAGE_LIMITS = { pageSize: 50, preview: 160 } as const;

export const ZInboxQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageSize).default(10),
  filter: z.enum(INBOX_FILTERS).default('ALL'),
});
export type TInboxQuery = z.input<typeof ZInboxQuery>;

export const ZMessageIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const ZInboxMessage = z.object({
  id: z.string().max(20),
  /** STAFF: written by the operator; SYSTEM: written by the platform on an event (kind says which). */
  source: z.enum(['STAFF', 'SYSTEM']),
  kind: z.enum(SYSTEM_MESSAGE_KINDS).nullable(),
  title: z.string().max(400),
  /** The body as plain text, cut to MESSAGE_LIMITS.preview characters. */
  preview: z.string().max(MESSAGE_LIMITS.preview + 1),
  sentAt: z.string().max(40),
  isRead: z.boolean(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxPage = pageOf(ZInboxMessage).extend({ unread: z.number().int().min(0) });
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZInboxMessageDetail = ZInboxMessage.extend({
  /** Sanitised HTML (staff messages) or the rendered template as escaped paragraphs (system messages). */
  bodyHtml: z.string().max(40_000),
  /** The language the text is really in (the reader's, or a fallback). */
  lang: z.enum(LANGUAGES),
});
export type TInboxMessageDetail = z.infer<typeof ZInboxMessageDetail>;

export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** The live event on the wallet stream (`event: messages`): the reader's new unread count. */
export const ZUnreadEvent = ZUnreadCount;
