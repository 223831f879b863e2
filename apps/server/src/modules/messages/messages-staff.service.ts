import type { TFieldIssue } from '@tala/contract/envelope';
import { LANGUAGES } from '@tala/contract/i18n/languages';
import { mapText, type TLocalizedText, unpairedLanguages } from '@tala/contract/i18n/localized-text';
import type { TMessageAudience, TMessageStatus } from '@tala/contract/messages/messages';
import {
  BO_MESSAGE_LIMITS,
  type TBoMessage,
  type TBoMessagePage,
} from '@tala/contract/messages/messages-staff';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { sanitizeAnnouncementHtml, toPlainText } from '../notices/html-sanitizer.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { AUDIENCES } from './message-audiences.ts';
import { previewsOf } from './message-render.ts';
import {
  cancelScheduled,
  countScheduled,
  countStaffMessages,
  findStaffMessage,
  insertStaffMessage,
  listStaffMessages,
} from './messages-staff.repository.ts';

/**
 * Staff messages (issue 14 §4 and §6, decision 055): composed per language (plain title, sanitised HTML body, as
 * announcements), to everyone, an agent's team or one player, sent now or scheduled; a scheduled one can be
 * cancelled until the delivery ticker takes it. Sending is one row whatever the audience's size.
 */
export type TComposeInput = {
  audience: TMessageAudience;
  username: string | null;
  /** VIP_RANK: the lowest rank level it reaches. */
  rankLevel?: number | null | undefined;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  sendAt: string | null;
};

const DAY_MS = 86_400_000;

function tooLong(text: TLocalizedText, field: string, max: number): TFieldIssue[] {
  return LANGUAGES.filter((lang) => (text[lang]?.length ?? 0) > max).map((lang) => ({
    path: `${field}.${lang}`,
    messageKey: 'validation.too_big',
    params: { maximum: max },
  }));
}

/** The stored texts: title plain, body sanitised; limits on the stored form; title and body in the same languages. */
export function prepareMessageTexts(input: { title: TLocalizedText; bodyHtml: TLocalizedText }) {
  const title = mapText(input.title, toPlainText);
  // A body that sanitises to nothing visible (only a <script>) is no body.
  const bodyHtml = mapText(mapText(input.bodyHtml, sanitizeAnnouncementHtml), (html) =>
    toPlainText(html) || /<img\b/i.test(html) ? html : '',
  );
  const { missingFirst, missingSecond } = unpairedLanguages(title, bodyHtml);
  const issues: TFieldIssue[] = [
    ...(Object.keys(title).length === 0 ? [{ path: 'title', messageKey: 'validation.too_small' }] : []),
    ...(Object.keys(bodyHtml).length === 0 ? [{ path: 'bodyHtml', messageKey: 'validation.too_small' }] : []),
    ...tooLong(title, 'title', BO_MESSAGE_LIMITS.title),
    ...tooLong(bodyHtml, 'bodyHtml', BO_MESSAGE_LIMITS.bodyHtml),
    ...missingFirst.map((lang) => ({ path: `title.${lang}`, messageKey: 'validation.required' })),
    ...missingSecond.map((lang) => ({ path: `bodyHtml.${lang}`, messageKey: 'validation.required' })),
  ];
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues.slice(0, 20) });
  return { title, bodyHtml, preview: previewsOf(bodyHtml) };
}

/** A scheduled time is in the future and within the scheduling horizon. */
export function parseSendAt(sendAt: string | null, now: Date): Date | null {
  if (sendAt === null) return null;
  const at = new Date(sendAt);
  const ms = at.getTime() - now.getTime();
  if (!(ms > 0 && ms <= BO_MESSAGE_LIMITS.scheduleDays * DAY_MS))
    throw new AppError('BO_MSG_SEND_AT_INVALID');
  return at;
}

export async function composeMessage(db: TDb, actor: TActor, input: TComposeInput) {
  const texts = prepareMessageTexts(input);
  const sendAt = parseSendAt(input.sendAt, new Date());
  const resolver = AUDIENCES[input.audience];
  return db.transaction().execute(async (trx) => {
    const audienceKey = await resolver.keyFor(trx, actor.merchantId, input);
    const base = {
      merchantId: actor.merchantId,
      audience: input.audience,
      audienceKey,
      ...texts,
      staffId: actor.staffId,
    };
    let id: bigint;
    if (sendAt) {
      if ((await countScheduled(trx, actor.merchantId)) >= BO_MESSAGE_LIMITS.scheduledMax)
        throw new AppError('BO_MSG_TOO_MANY_SCHEDULED');
      id = await insertStaffMessage(trx, { ...base, status: 'SCHEDULED', sendAt });
    } else {
      const audienceSize = await resolver.sizeOf(trx, actor.merchantId, audienceKey, new Date());
      if (audienceSize === 0) throw new AppError('BO_MSG_AUDIENCE_EMPTY');
      id = await insertStaffMessage(trx, { ...base, status: 'SENT', audienceSize });
    }
    const status: TMessageStatus = sendAt ? 'SCHEDULED' : 'SENT';
    await writeAudit(trx, actor, {
      action: sendAt ? 'messages.schedule' : 'messages.send',
      targetType: 'message',
      targetId: String(id),
      after: {
        audience: input.audience,
        username: input.username,
        rankLevel: input.rankLevel ?? null,
        title: texts.title,
        sendAt,
        status,
      },
    });
    return { id: String(id), status };
  });
}

export async function audienceSizeOf(
  db: TDb,
  merchantId: number,
  query: { audience: TMessageAudience; username?: string | undefined; rankLevel?: number | undefined },
): Promise<{ size: number }> {
  const resolver = AUDIENCES[query.audience];
  const key = await resolver.keyFor(db, merchantId, {
    username: query.username ?? null,
    rankLevel: query.rankLevel,
  });
  return { size: await resolver.sizeOf(db, merchantId, key, new Date()) };
}

type TListRow = Awaited<ReturnType<typeof listStaffMessages>>[number];

async function toBoMessage(db: TDb, merchantId: number, row: TListRow): Promise<TBoMessage> {
  // A scheduled message shows the audience as it stands now; a delivered one, as it was when delivered.
  const audienceSize =
    row.audience_size ??
    (row.status === 'SCHEDULED'
      ? await AUDIENCES[row.audience].sizeOf(db, merchantId, row.audience_key, new Date())
      : 0);
  return {
    id: String(row.id),
    audience: row.audience,
    username: row.target_username,
    rankLevel: row.audience === 'VIP_RANK' ? Number(row.audience_key) : null,
    title: row.title,
    bodyHtml: row.body_html,
    status: row.status,
    sendAt: row.send_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    audienceSize,
    readCount: row.read_count,
    createdBy: row.created_by_name,
    cancelledBy: row.cancelled_by_name,
  };
}

export async function listBoMessages(
  db: TDb,
  merchantId: number,
  query: { page: number; pageSize: number; status?: TMessageStatus | undefined },
): Promise<TBoMessagePage> {
  const total = await countStaffMessages(db, merchantId, query.status);
  const rows = await listStaffMessages(db, merchantId, {
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const list: TBoMessage[] = [];
  for (const row of rows) list.push(await toBoMessage(db, merchantId, row));
  return { list, ...pageFacts(total, query) };
}

export async function cancelMessage(db: TDb, actor: TActor, id: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cancelled = await cancelScheduled(trx, actor.merchantId, id, actor.staffId);
    if (!cancelled) {
      const exists = await findStaffMessage(trx, actor.merchantId, id);
      throw new AppError(exists ? 'BO_MSG_NOT_SCHEDULED' : 'BO_MSG_NOT_FOUND');
    }
    await writeAudit(trx, actor, {
      action: 'messages.cancel',
      targetType: 'message',
      targetId: String(id),
      before: { status: 'SCHEDULED' },
      after: { status: 'CANCELLED' },
    });
  });
}
