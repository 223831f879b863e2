import '../../db/schema-support.ts';
import type {
  TFeedbackContactType,
  TFeedbackQuestionType,
  TFeedbackStatus,
} from '@tala/contract/feedback/feedback';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** A member's own feedback: every read is scoped by merchant and member, so another member's id finds nothing. */

export type TNewFeedback = {
  merchantId: number;
  memberId: bigint;
  questionType: TFeedbackQuestionType;
  content: string;
  contactType: TFeedbackContactType;
  contact: string;
  screenshot: string | null;
  language: string;
};

export async function insertFeedback(db: TDb, row: TNewFeedback): Promise<bigint> {
  const inserted = await db
    .insertInto('feedback')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      question_type: row.questionType,
      content: row.content,
      contact_type: row.contactType,
      contact: row.contact,
      screenshot: row.screenshot,
      language: row.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export type TMember = { merchantId: number; memberId: bigint };

export async function countMemberFeedback(db: TDb, member: TMember): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type TMemberFeedbackRow = {
  id: bigint;
  question_type: TFeedbackQuestionType;
  excerpt: string;
  status: TFeedbackStatus;
  created_at: Date;
  answered_at: Date | null;
  replies: number;
};

/** Newest first, with each one's number of replies. */
export async function listMemberFeedback(
  db: TDb,
  member: TMember,
  page: { limit: number; offset: number },
): Promise<TMemberFeedbackRow[]> {
  const { rows } = await sql<TMemberFeedbackRow>`
    SELECT f.id, f.question_type, left(f.content, 140) AS excerpt, f.status, f.created_at, f.answered_at,
      (SELECT count(*)::int FROM feedback_replies r WHERE r.feedback_id = f.id) AS replies
    FROM feedback f
    WHERE f.merchant_id = ${member.merchantId} AND f.member_id = ${member.memberId}
    ORDER BY f.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export async function findMemberFeedback(db: TDb, member: TMember, id: bigint) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A feedback's replies, oldest first, with who wrote them (the back office names them; the site does not). */
export async function listReplies(db: TDb, merchantId: number, feedbackId: bigint) {
  return db
    .selectFrom('feedback_replies as r')
    .innerJoin('staff as s', 's.id', 'r.staff_id')
    .select(['r.id', 'r.body', 'r.created_at', 's.display_name'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.feedback_id', '=', feedbackId)
    .orderBy('r.id')
    .limit(50)
    .execute();
}
