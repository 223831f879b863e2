import type { TStaffRole } from '@tala/contract/backoffice/staff';
import type {
  TFeedbackContactType,
  TFeedbackStatus,
  TFeedbackWordLimits,
} from '@tala/contract/feedback/feedback';
import type {
  TBoFeedbackAssignees,
  TBoFeedbackDetail,
  TBoFeedbackFilter,
  TBoFeedbackPage,
  TBoFeedbackRow,
} from '@tala/contract/feedback/feedback-staff';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { maskEmail } from '../member/personal-data-mask.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { changeSettingsSection } from '../merchants/settings-staff.service.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { canPerform, seesMaskedPersonalData } from '../staff/permissions.ts';
import { listReplies } from './feedback.repository.ts';
import {
  countByStatus,
  countInbox,
  findInboxRow,
  findScreenshot,
  insertReply,
  listActiveStaff,
  listInbox,
  lockFeedback,
  markAnswered,
  setAssignee,
  type TInboxRow,
} from './feedback-staff.repository.ts';

/** Who works the inbox: the audited actor and their role (the matrix and the masking of decision 016). */
export type TInboxStaff = TActor & { role: TStaffRole };

function toRow(row: TInboxRow): TBoFeedbackRow {
  return {
    id: String(row.id),
    username: row.username,
    questionType: row.question_type,
    excerpt: row.content.slice(0, 140),
    status: row.status,
    assignee:
      row.assigned_to === null ? null : { id: String(row.assigned_to), name: row.assignee_name ?? '' },
    hasScreenshot: row.screenshot !== null,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

export async function feedbackInbox(
  db: TDb,
  staff: TInboxStaff,
  query: TBoFeedbackFilter,
): Promise<TBoFeedbackPage> {
  const filter = { ...query, merchantId: staff.merchantId, staffId: staff.staffId };
  const [total, rows, counts] = await Promise.all([
    countInbox(db, filter),
    listInbox(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countByStatus(db, staff.merchantId),
  ]);
  return { list: rows.map(toRow), ...pageFacts(total, query), counts };
}

const HIDDEN = '•••';

/**
 * A contact as a masked role sees it (decision 016): an e-mail as the member masks do, a number with its last two
 * digits, a messenger ID with its first two characters. The answer reaches the member as a message either way.
 */
export function maskContact(type: TFeedbackContactType, contact: string): string {
  if (type === 'EMAIL') return maskEmail(contact);
  const chars = [...contact];
  if (/^\+?[\d -]+$/.test(contact)) return `${HIDDEN}${chars.slice(-2).join('')}`;
  return `${chars.slice(0, 2).join('')}${HIDDEN}`;
}

export async function feedbackDetail(db: TDb, staff: TInboxStaff, id: bigint): Promise<TBoFeedbackDetail> {
  const row = await findInboxRow(db, staff.merchantId, id);
  if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
  const replies = await listReplies(db, staff.merchantId, id);
  return {
    ...toRow(row),
    content: row.content,
    contactType: row.contact_type,
    contact: seesMaskedPersonalData(staff.role) ? maskContact(row.contact_type, row.contact) : row.contact,
    language: row.language,
    replies: replies.map((reply) => ({
      id: String(reply.id),
      body: reply.body,
      staff: reply.display_name,
      at: reply.created_at.toISOString(),
    })),
  };
}

export async function feedbackAssignees(db: TDb, merchantId: number): Promise<TBoFeedbackAssignees> {
  const rows = await listActiveStaff(db, merchantId);
  return {
    list: rows
      .filter((row) => canPerform(row.role, 'feedback.answer'))
      .map((row) => ({ id: String(row.id), name: row.display_name || row.username, role: row.role })),
  };
}

/**
 * Gives a feedback to a staff member, or back to the open queue (null). The assignee must be an active staff member
 * of the same merchant who may answer feedback; an answered feedback stays answered whoever holds it.
 */
export async function assignFeedback(db: TDb, staff: TInboxStaff, id: bigint, staffId: bigint | null) {
  await db.transaction().execute(async (trx) => {
    const before = await lockFeedback(trx, staff.merchantId, id);
    if (!before) throw new AppError('FEEDBACK_NOT_FOUND');
    if (staffId !== null) {
      const assignees = await feedbackAssignees(trx, staff.merchantId);
      if (!assignees.list.some((entry) => entry.id === String(staffId)))
        throw new AppError('BO_FEEDBACK_ASSIGNEE_INVALID');
    }
    const status: TFeedbackStatus =
      before.status === 'ANSWERED' ? 'ANSWERED' : staffId === null ? 'OPEN' : 'IN_PROGRESS';
    await setAssignee(trx, staff.merchantId, id, { staffId, status });
    await writeAudit(trx, staff, {
      action: 'feedback.assign',
      targetType: 'feedback',
      targetId: String(id),
      before: { assignedTo: before.assigned_to, status: before.status },
      after: { assignedTo: staffId, status },
    });
  });
}

/**
 * Answers the member: the reply is stored, the feedback becomes ANSWERED (taken by the one answering when nobody
 * had it) and the member gets a system message, all in one transaction. A feedback another staff member has taken
 * is theirs to answer, or an admin's.
 */
export async function replyToFeedback(db: TDb, staff: TInboxStaff, id: bigint, body: string) {
  return db.transaction().execute(async (trx) => {
    const feedback = await lockFeedback(trx, staff.merchantId, id);
    if (!feedback) throw new AppError('FEEDBACK_NOT_FOUND');
    if (feedback.assigned_to !== null && feedback.assigned_to !== staff.staffId && staff.role !== 'admin')
      throw new AppError('BO_FEEDBACK_TAKEN');
    const replyId = await insertReply(trx, {
      merchantId: staff.merchantId,
      feedbackId: id,
      staffId: staff.staffId,
      body,
    });
    await markAnswered(trx, staff.merchantId, id, staff.staffId);
    await sendSystemMessage(trx, {
      merchantId: staff.merchantId,
      memberId: feedback.member_id,
      kind: 'FEEDBACK_ANSWERED',
      params: { feedbackId: String(id), questionType: feedback.question_type },
    });
    await writeAudit(trx, staff, {
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: String(id),
      before: { status: feedback.status },
      after: { status: 'ANSWERED', replyId, body },
    });
    return { id: String(replyId) };
  });
}

/** The stored name of a feedback's screenshot, for staff only (read back inside the uploads directory). */
export async function feedbackScreenshot(db: TDb, merchantId: number, id: bigint): Promise<string> {
  const name = await findScreenshot(db, merchantId, id);
  if (!name) throw new AppError('NOT_FOUND');
  return name;
}

export async function saveFeedbackWords(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  limits: TFeedbackWordLimits,
) {
  const settings = await changeSettingsSection(db, merchant, actor, {
    action: 'feedback.settings',
    read: (current) => current.feedbackWords,
    apply: (current) => ({ ...current, feedbackWords: limits }),
  });
  return settings.feedbackWords;
}
