import {
  isValidContact,
  type TFeedbackBody,
  type TFeedbackDetail,
  type TFeedbackWordLimits,
  type TMyFeedbackPage,
  ZFeedbackBody,
} from '@tala/contract/feedback/feedback';
import { countWords } from '@tala/contract/feedback/word-count';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { deleteStoredUpload, storeUpload, type TImageUpload } from '../payments/uploads.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import {
  countMemberFeedback,
  findMemberFeedback,
  insertFeedback,
  listMemberFeedback,
  listReplies,
} from './feedback.repository.ts';

/** Who sends and reads feedback: a real account of a merchant, writing in a language. */
export type TFeedbackAuthor = { merchant: TMerchant; memberId: bigint; language: string };

/**
 * Accepted feedback a member may send: a few an hour is a person with several problems, more is a script or a
 * flood (a refused one — wrong word count, bad contact — is not counted).
 */
const FEEDBACK_PER_HOUR = { limit: 5, windowMs: 3_600_000 };
const FEEDBACK_PER_DAY = { limit: 20, windowMs: 86_400_000 };

export function wordLimitsOf(merchant: TMerchant): TFeedbackWordLimits {
  return merchant.settings.feedbackWords;
}

/**
 * The fields as the member sent them, checked: shape (ZFeedbackBody), the merchant's word limits on the content
 * counted in the member's language (word-count.ts), and a contact that looks like its kind.
 */
export function checkFeedback(input: unknown, author: TFeedbackAuthor): TFeedbackBody {
  const parsed = ZFeedbackBody.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.slice(0, 10).map((issue) => ({
      path: issue.path.join('.').slice(0, 100),
      messageKey: `validation.${issue.code}`,
    }));
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  const body = parsed.data;
  const { minWords, maxWords } = wordLimitsOf(author.merchant);
  const words = countWords(body.content, author.language);
  if (words < minWords || words > maxWords) {
    throw new AppError('FEEDBACK_WORD_COUNT', { params: { min: minWords, max: maxWords, words } });
  }
  if (!isValidContact(body.contactType, body.contact)) {
    throw new AppError('FEEDBACK_CONTACT_INVALID');
  }
  return body;
}

/**
 * PUT /wps/feedback: checked, counted against the member's rate (only once it is acceptable), the screenshot stored
 * outside the web root, then the row. If the row cannot be written the stored screenshot is deleted.
 */
export async function sendFeedback(
  deps: { db: TDb; dataDir: string },
  author: TFeedbackAuthor,
  input: { fields: unknown; screenshot: TImageUpload | null },
): Promise<{ id: string }> {
  const body = checkFeedback(input.fields, author);
  const { db } = deps;
  const key = (window: string) => limitKey(author.merchant.id, 'feedback', window, author.memberId);
  await enforceLimit(db, key('hour'), FEEDBACK_PER_HOUR, 'FEEDBACK_TOO_FREQUENT');
  await enforceLimit(db, key('day'), FEEDBACK_PER_DAY, 'FEEDBACK_TOO_FREQUENT');
  const screenshot = input.screenshot
    ? await storeUpload(deps.dataDir, {
        merchantId: author.merchant.id,
        kind: 'feedback-screenshots',
        upload: input.screenshot,
      })
    : null;
  try {
    const id = await insertFeedback(db, {
      merchantId: author.merchant.id,
      memberId: author.memberId,
      ...body,
      screenshot,
      language: author.language,
    });
    return { id: String(id) };
  } catch (error) {
    if (screenshot) await deleteStoredUpload(deps.dataDir, screenshot);
    throw error;
  }
}

export async function myFeedback(
  db: TDb,
  author: TFeedbackAuthor,
  query: { page: number; pageSize: number },
): Promise<TMyFeedbackPage> {
  const member = { merchantId: author.merchant.id, memberId: author.memberId };
  const [total, rows] = await Promise.all([
    countMemberFeedback(db, member),
    listMemberFeedback(db, member, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      questionType: row.question_type,
      excerpt: row.excerpt,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      answeredAt: row.answered_at?.toISOString() ?? null,
      replies: row.replies,
    })),
    ...pageFacts(total, query),
    limits: wordLimitsOf(author.merchant),
  };
}

/** One of the member's own feedback; another member's id is not found, exactly like an id that does not exist. */
export async function myFeedbackDetail(
  db: TDb,
  author: TFeedbackAuthor,
  id: bigint,
): Promise<TFeedbackDetail> {
  const merchantId = author.merchant.id;
  const row = await findMemberFeedback(db, { merchantId, memberId: author.memberId }, id);
  if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
  const replies = await listReplies(db, merchantId, id);
  return {
    id: String(row.id),
    questionType: row.question_type,
    content: row.content,
    contactType: row.contact_type,
    contact: row.contact,
    hasScreenshot: row.screenshot !== null,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
    replies: replies.map((reply) => ({ body: reply.body, at: reply.created_at.toISOString() })),
  };
}
