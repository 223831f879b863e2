import { z } from 'zod';
import { pageOf, ZPageQuery, ZText } from '../common.ts';

/**
 * Feedback and complaints (seed 001 §2 "Feedback and complaints form", §3 feedback fields, §5 word limits, §7
 * PUT /wps/feedback; issue 14 §5, decision 056). The seed names the PUT and its three fields; the member's own list,
 * the screenshot and the contact's kind are ours.
 */
export const FEEDBACK_PATHS = {
  /**
   * PUT: a new feedback. JSON `{ questionType, content, contactType, contact }`, or multipart/form-data with the same
   * fields and an optional `screenshot` file (png or jpg).
   * GET ?page=&pageSize=: the member's own feedback, newest first, with the merchant's word limits.
   */
  feedback: '/wps/feedback',
  /** GET ?id=: one of the member's own feedback with the staff's replies. */
  detail: '/wps/feedback/detail',
} as const;

export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'CUSTOMER_SERVICE',
  'APPLICATION',
  'OTHER',
] as const;
export type TFeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** New → taken by a staff member → answered (a reply reached the member as a message). */
export const FEEDBACK_STATUSES = ['OPEN', 'IN_PROGRESS', 'ANSWERED'] as const;
export type TFeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** How the member can be reached besides the answer in their messages (the contact IDs of seed 001 §3). */
export const FEEDBACK_CONTACT_TYPES = [
  'EMAIL',
  'MOBILE',
  'TELEGRAM',
  'WHATSAPP',
  'LINE',
  'ZALO',
  'WECHAT',
] as const;
export type TFeedbackContactType = (typeof FEEDBACK_CONTACT_TYPES)[number];

export const FEEDBACK_LIMITS = {
  /** Characters, whatever the word limits say: a bound on what is stored. */
  content: 5_000,
  contact: 120,
  reply: 4_000,
  screenshotBytes: 5 * 1024 * 1024,
  /** The range a merchant's word limits may be set in. */
  wordsFloor: 1,
  wordsCeiling: 1_000,
} as const;

/** A merchant's word limits until staff set their own (merchant setting `feedbackWords`). */
export const DEFAULT_FEEDBACK_WORDS = { minWords: 5, maxWords: 500 } as const;

export const ZFeedbackWordLimits = z
  .object({
    minWords: z.number().int().min(FEEDBACK_LIMITS.wordsFloor).max(FEEDBACK_LIMITS.wordsCeiling),
    maxWords: z.number().int().min(FEEDBACK_LIMITS.wordsFloor).max(FEEDBACK_LIMITS.wordsCeiling),
  })
  .refine((limits) => limits.minWords <= limits.maxWords, {
    path: ['maxWords'],
    message: 'at least the minimum',
  });
export type TFeedbackWordLimits = z.infer<typeof ZFeedbackWordLimits>;

const PHONE = /^\+?\d[\d -]{4,22}\d$/;
const CONTACT_PATTERNS: Record<TFeedbackContactType, RegExp[]> = {
  EMAIL: [/^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@.]{2,63}$/],
  MOBILE: [PHONE],
  WHATSAPP: [PHONE],
  ZALO: [PHONE],
  // A Telegram username: 5–32 letters, digits and underscores, starting with a letter; or the number.
  TELEGRAM: [/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/, PHONE],
  LINE: [/^@?[A-Za-z0-9._-]{2,40}$/],
  // A WeChat ID: 6–20 letters, digits, underscores and hyphens, starting with a letter; or the number.
  WECHAT: [/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, PHONE],
};

/** Whether `value` is a contact of that kind (a phone number has 6 to 15 digits, the ITU's longest). */
export function isValidContact(type: TFeedbackContactType, value: string): boolean {
  const patterns = CONTACT_PATTERNS[type];
  if (!patterns.some((pattern) => pattern.test(value))) return false;
  if (patterns.includes(PHONE) && PHONE.test(value) && !/[A-Za-z@]/.test(value)) {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }
  return true;
}

/** The fields of PUT /wps/feedback (also the text fields of its multipart form). Words and contact: the server. */
export const ZFeedbackBody = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: ZText(FEEDBACK_LIMITS.content).trim().min(1),
  contactType: z.enum(FEEDBACK_CONTACT_TYPES),
  contact: ZText(FEEDBACK_LIMITS.contact).trim().min(1),
});
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>;

export const ZFeedbackSent = z.object({ id: z.string() });

export const ZMyFeedbackQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
});

export const ZMyFeedbackItem = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  /** The content's first characters, for the list. */
  excerpt: z.string().max(160),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string().max(40),
  answeredAt: z.string().max(40).nullable(),
  replies: z.number().int(),
});
export type TMyFeedbackItem = z.infer<typeof ZMyFeedbackItem>;

export const ZMyFeedbackPage = pageOf(ZMyFeedbackItem).extend({ limits: ZFeedbackWordLimits });
export type TMyFeedbackPage = z.infer<typeof ZMyFeedbackPage>;

export const ZFeedbackDetailQuery = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const ZFeedbackReply = z.object({
  body: z.string().max(FEEDBACK_LIMITS.reply),
  at: z.string().max(40),
});

export const ZFeedbackDetail = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string().max(FEEDBACK_LIMITS.content),
  contactType: z.enum(FEEDBACK_CONTACT_TYPES),
  contact: z.string().max(FEEDBACK_LIMITS.contact),
  hasScreenshot: z.boolean(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string().max(40),
  answeredAt: z.string().max(40).nullable(),
  /** Oldest first; staff are not named (the answer comes from the operator's customer service). */
  replies: z.array(ZFeedbackReply).max(50),
});
export type TFeedbackDetail = z.infer<typeof ZFeedbackDetail>;
