import { z } from 'zod';
import { BO_API } from '../backoffice/paths.ts';
import { pageOf, ZPageQuery, ZUsername } from '../common.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { MESSAGE_AUDIENCES, MESSAGE_STATUSES, type TMessageAudience } from './messages.ts';

/** The back office's message composer and list (issue 14 §4 and §6, decision 055). */
export const BO_MESSAGE_PATHS = {
  /** GET ?page=&pageSize=&status=: staff messages, newest first; POST: compose (now or at a time). */
  messages: `${BO_API}/messages`,
  /** GET ?audience=&username=: how many members an audience holds now (the composer's preview). */
  audienceSize: `${BO_API}/messages/audience-size`,
  /** POST: a scheduled message is withdrawn before its time. */
  cancel: `${BO_API}/messages/:id/cancel`,
} as const;

/** Stored limits per language: the title is plain text, the body sanitised HTML (as announcements). */
export const BO_MESSAGE_LIMITS = {
  title: 120,
  bodyHtml: 20_000,
  /** How far ahead a message may be scheduled. */
  scheduleDays: 90,
  /** Scheduled messages a merchant may have waiting at once. */
  scheduledMax: 200,
} as const;

/** Audiences named by a username: the player (MEMBER) or the agent whose team it is (AGENT_TEAM). */
export function audienceNeedsUsername(audience: TMessageAudience): boolean {
  return audience === 'MEMBER' || audience === 'AGENT_TEAM';
}

/** The lowest VIP rank level of a VIP_RANK message (its holders and everyone above). */
const ZRankLevel = z.number().int().min(1).max(20);

/**
 * A staff message: its audience (`username` names the player for MEMBER and the agent for AGENT_TEAM; `rankLevel`
 * the lowest rank for VIP_RANK), the title and body per language (a language with a title needs its body and the
 * other way round), and when: now (`sendAt` null) or at a future instant.
 */
export const ZBoMessageBody = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    username: ZUsername.nullable(),
    rankLevel: ZRankLevel.nullable().optional(),
    title: localizedText({ max: BO_MESSAGE_LIMITS.title, required: true }),
    bodyHtml: localizedText({ max: 100_000, required: true }),
    sendAt: z.string().datetime({ offset: true }).nullable(),
  })
  .refine((body) => audienceNeedsUsername(body.audience) === (body.username !== null), {
    path: ['username'],
    message: 'a username for one player or an agent team, none otherwise',
  })
  .refine((body) => (body.audience === 'VIP_RANK') === (body.rankLevel != null), {
    path: ['rankLevel'],
    message: 'a rank level for a VIP rank message, none otherwise',
  });
export type TBoMessageBody = z.input<typeof ZBoMessageBody>;

export const ZBoMessageQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(MESSAGE_STATUSES).optional(),
});

export const ZBoAudienceQuery = z.object({
  audience: z.enum(MESSAGE_AUDIENCES),
  username: ZUsername.optional(),
  rankLevel: z.coerce.number().int().min(1).max(20).optional(),
});
export const ZBoAudienceSize = z.object({ size: z.number().int().min(0) });

export const ZBoMessageIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const ZBoMessage = z.object({
  id: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** The player (MEMBER) or the agent (AGENT_TEAM); null for everyone and for a VIP rank. */
  username: z.string().max(32).nullable(),
  /** VIP_RANK: the lowest rank level it reaches; null otherwise. */
  rankLevel: z.number().int().nullable(),
  title: localizedTextValue(BO_MESSAGE_LIMITS.title),
  bodyHtml: localizedTextValue(BO_MESSAGE_LIMITS.bodyHtml),
  status: z.enum(MESSAGE_STATUSES),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  /** Members the audience held when it was delivered; for a scheduled message, how many it holds now. */
  audienceSize: z.number().int(),
  readCount: z.number().int(),
  createdBy: z.string().max(32).nullable(),
  cancelledBy: z.string().max(32).nullable(),
});
export type TBoMessage = z.infer<typeof ZBoMessage>;
export const ZBoMessagePage = pageOf(ZBoMessage);
export type TBoMessagePage = z.infer<typeof ZBoMessagePage>;

export const ZBoMessageCreated = z.object({ id: z.string(), status: z.enum(MESSAGE_STATUSES) });
