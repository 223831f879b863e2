import { z } from 'zod';
import { BO_API } from '../backoffice/paths.ts';
import { pageOf, ZPageQuery, ZText } from '../common.ts';
import {
  FEEDBACK_CONTACT_TYPES,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_STATUSES,
  ZFeedbackWordLimits,
} from './feedback.ts';

/** The feedback inbox of the back office (issue 14 §6 "feedback inbox with assignment and replies", decision 056). */
export const FEEDBACK_BO_PATHS = {
  /** GET ?status=&questionType=&assignee=&username=&page=: the inbox, oldest waiting first. */
  inbox: `${BO_API}/feedback`,
  item: `${BO_API}/feedback/:id`,
  /** POST { staffId | null }: give the feedback to a staff member (or take it back into the open queue). */
  assign: `${BO_API}/feedback/:id/assign`,
  /** POST { body }: answer the member; the feedback becomes ANSWERED and the member gets a message. */
  reply: `${BO_API}/feedback/:id/reply`,
  /** GET: the screenshot as an inert image (staff only). */
  screenshot: `${BO_API}/feedback/:id/screenshot`,
  /** GET: staff the feedback may be given to. */
  assignees: `${BO_API}/feedback/assignees`,
  /** GET / PUT: the merchant's word limits of feedback content. */
  settings: `${BO_API}/feedback/settings`,
} as const;

export const ZFeedbackIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const ZBoFeedbackQuery = ZPageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES).optional(),
  /** 'me' (the caller), 'none' (nobody yet) or a staff id. */
  assignee: z
    .string()
    .regex(/^(me|none|\d{1,18})$/)
    .optional(),
  /** A member's username (exact, any case). */
  username: z.string().trim().min(1).max(32).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TBoFeedbackQuery = z.input<typeof ZBoFeedbackQuery>;
export type TBoFeedbackFilter = z.output<typeof ZBoFeedbackQuery>;

const ZStaffRef = z.object({ id: z.string(), name: z.string().max(64) });

export const ZBoFeedbackRow = z.object({
  id: z.string(),
  username: z.string().max(32),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  excerpt: z.string().max(160),
  status: z.enum(FEEDBACK_STATUSES),
  assignee: ZStaffRef.nullable(),
  hasScreenshot: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TBoFeedbackRow = z.infer<typeof ZBoFeedbackRow>;

export const ZBoFeedbackPage = pageOf(ZBoFeedbackRow).extend({
  /** Over the merchant's whole inbox (not only the filter): the tabs' badges. */
  counts: z.object({ OPEN: z.number().int(), IN_PROGRESS: z.number().int(), ANSWERED: z.number().int() }),
});
export type TBoFeedbackPage = z.infer<typeof ZBoFeedbackPage>;

export const ZBoFeedbackDetail = ZBoFeedbackRow.extend({
  content: z.string().max(FEEDBACK_LIMITS.content),
  contactType: z.enum(FEEDBACK_CONTACT_TYPES),
  /** Masked for roles that see players' personal data masked (decision 016). */
  contact: z.string().max(FEEDBACK_LIMITS.contact + 8),
  /** The language the member wrote in (their answer is best written in it too). */
  language: z.string().max(4),
  replies: z
    .array(z.object({ id: z.string(), body: z.string(), staff: z.string().max(64), at: z.string() }))
    .max(50),
});
export type TBoFeedbackDetail = z.infer<typeof ZBoFeedbackDetail>;

export const ZBoFeedbackAssignBody = z.object({
  staffId: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable(),
});
export const ZBoFeedbackReplyBody = z.object({ body: ZText(FEEDBACK_LIMITS.reply).trim().min(1) });
export type TBoFeedbackReplyBody = z.infer<typeof ZBoFeedbackReplyBody>;

export const ZBoFeedbackAssignees = z.object({
  list: z.array(ZStaffRef.extend({ role: z.string().max(20) })).max(500),
});
export type TBoFeedbackAssignees = z.infer<typeof ZBoFeedbackAssignees>;

export const ZBoFeedbackSettings = ZFeedbackWordLimits;
