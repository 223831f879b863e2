import '../../db/schema-support.ts';
import type { TFeedbackStatus } from '@tala/contract/feedback/feedback';
import type { TBoFeedbackFilter } from '@tala/contract/feedback/feedback-staff';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** The feedback inbox's SQL: every query is scoped by the staff member's merchant. */

type TInboxFilter = TBoFeedbackFilter & { merchantId: number; staffId: bigint };

/** The merchant's feedback with their members and assignees, narrowed by the inbox's filter. */
function inbox(db: TDb, filter: TInboxFilter) {
  let query = db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('staff as s', 's.id', 'f.assigned_to')
    .where('f.merchant_id', '=', filter.merchantId);
  if (filter.status) query = query.where('f.status', '=', filter.status);
  if (filter.questionType) query = query.where('f.question_type', '=', filter.questionType);
  if (filter.assignee === 'none') query = query.where('f.assigned_to', 'is', null);
  else if (filter.assignee === 'me') query = query.where('f.assigned_to', '=', filter.staffId);
  else if (filter.assignee) query = query.where('f.assigned_to', '=', BigInt(filter.assignee));
  if (filter.username) query = query.where(sql`lower(m.username)`, '=', filter.username.toLowerCase());
  return query;
}

export async function countInbox(db: TDb, filter: TInboxFilter): Promise<number> {
  const row = await inbox(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ROW = [
  'f.id',
  'f.question_type',
  'f.content',
  'f.contact_type',
  'f.contact',
  'f.language',
  'f.status',
  'f.screenshot',
  'f.member_id',
  'f.assigned_to',
  'f.created_at',
  'f.answered_at',
  'm.username',
  's.display_name as assignee_name',
] as const;

/** Waiting feedback first, oldest first (the queue's order); answered ones after, the latest answer first. */
export async function listInbox(db: TDb, filter: TInboxFilter, page: { limit: number; offset: number }) {
  return inbox(db, filter)
    .select(ROW)
    .orderBy(sql`f.status = 'ANSWERED'`)
    .orderBy(sql`CASE WHEN f.status = 'ANSWERED' THEN -f.id ELSE f.id END`)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type TInboxRow = Awaited<ReturnType<typeof listInbox>>[number];

export async function findInboxRow(db: TDb, merchantId: number, id: bigint): Promise<TInboxRow | undefined> {
  return inbox(db, { merchantId, staffId: 0n, page: 1, pageSize: 1 })
    .select(ROW)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function countByStatus(db: TDb, merchantId: number): Promise<Record<TFeedbackStatus, number>> {
  const rows = await db
    .selectFrom('feedback')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('merchant_id', '=', merchantId)
    .groupBy('status')
    .execute();
  const counts: Record<TFeedbackStatus, number> = { OPEN: 0, IN_PROGRESS: 0, ANSWERED: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The feedback, locked: an assignment and a reply at the same moment apply one after the other. */
export async function lockFeedback(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('feedback')
    .select(['id', 'member_id', 'question_type', 'status', 'assigned_to', 'answered_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setAssignee(
  db: TDb,
  merchantId: number,
  id: bigint,
  change: { staffId: bigint | null; status: TFeedbackStatus },
): Promise<void> {
  await db
    .updateTable('feedback')
    .set({
      assigned_to: change.staffId,
      assigned_at: change.staffId === null ? null : sql<Date>`now()`,
      status: change.status,
      updated_at: sql<Date>`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function insertReply(
  db: TDb,
  reply: { merchantId: number; feedbackId: bigint; staffId: bigint; body: string },
): Promise<bigint> {
  const row = await db
    .insertInto('feedback_replies')
    .values({
      merchant_id: reply.merchantId,
      feedback_id: reply.feedbackId,
      staff_id: reply.staffId,
      body: reply.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answered now (the latest answer's time), and kept by whoever answered when nobody had taken it. */
export async function markAnswered(db: TDb, merchantId: number, id: bigint, staffId: bigint): Promise<void> {
  await db
    .updateTable('feedback')
    .set({
      status: 'ANSWERED',
      answered_at: sql<Date>`now()`,
      assigned_to: sql<bigint>`coalesce(assigned_to, ${staffId})`,
      assigned_at: sql<Date>`coalesce(assigned_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function findScreenshot(db: TDb, merchantId: number, id: bigint): Promise<string | null> {
  const row = await db
    .selectFrom('feedback')
    .select('screenshot')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.screenshot ?? null;
}

/** Active staff of the merchant, the people feedback can be given to. */
export async function listActiveStaff(db: TDb, merchantId: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'display_name', 'username', 'role'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('display_name')
    .limit(500)
    .execute();
}
