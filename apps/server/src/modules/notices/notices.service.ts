import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  type TAnnouncementType,
  type TBannerGroup,
} from '@tala/contract/constants';
import type { TFieldIssue } from '@tala/contract/envelope';
import { LANGUAGES, type TLanguage } from '@tala/contract/i18n/languages';
import type { TAnnouncement, TBanner, THomeNotice } from '@tala/contract/notices/announcements';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml, toPlainText } from './html-sanitizer.ts';
import {
  countAnnouncements,
  insertAnnouncement,
  insertBanner,
  listAnnouncements,
  listBanners,
  type TAnnouncementRow,
  type TBannerRow,
} from './notices.repository.ts';

export type TNoticeReader = { merchantId: number; language: TLanguage };

/** Home-notice list sizes: a marquee, a few popups, a promotion strip (all below the contract's caps). */
const MARQUEE_LIMIT = 20;
const POPUP_LIMIT = 10;
const PROMOTION_LIMIT = 10;
const BANNER_LIMIT = 20;
const CONTENT_MAX = 20_000;

/** Stored HTML was sanitised on save; it is sanitised again here so a row written by any other path is safe too. */
function toAnnouncement(row: TAnnouncementRow): TAnnouncement {
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    content: sanitizeAnnouncementHtml(row.contentHtml).slice(0, CONTENT_MAX),
    popup: row.popup,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function toBanner(row: TBannerRow): TBanner {
  return { ...row, id: String(row.id) };
}

export async function getAnnouncementPage(
  db: TDb,
  reader: TNoticeReader,
  query: { types: TAnnouncementType[]; page: number; pageSize: number },
) {
  const filter = { merchantId: reader.merchantId, types: query.types, language: reader.language };
  const total = await countAnnouncements(db, filter);
  const rows = await listAnnouncements(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    list: rows.map(toAnnouncement),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getBanners(db: TDb, reader: TNoticeReader, group: TBannerGroup): Promise<TBanner[]> {
  const rows = await listBanners(db, {
    merchantId: reader.merchantId,
    group,
    language: reader.language,
    limit: BANNER_LIMIT,
  });
  return rows.map(toBanner);
}

/** GET /wps/home/notice: marquee of the `execution` type as plain text, home banners, popups, promotions. */
export async function getHomeNotice(
  db: TDb,
  reader: TNoticeReader,
  query: { types: TAnnouncementType[]; execution: TAnnouncementType },
): Promise<THomeNotice> {
  const base = { merchantId: reader.merchantId, language: reader.language };
  const first = (limit: number) => ({ limit, offset: 0 });
  const [marquee, banners, popup, promotion] = await Promise.all([
    listAnnouncements(db, { ...base, types: [query.execution] }, first(MARQUEE_LIMIT)),
    getBanners(db, reader, 'home'),
    listAnnouncements(db, { ...base, types: query.types, popupOnly: true }, first(POPUP_LIMIT)),
    query.types.includes('PR')
      ? listAnnouncements(db, { ...base, types: ['PR'] }, first(PROMOTION_LIMIT))
      : [],
  ]);
  return {
    player: marquee.map((row) => ({
      title: row.title,
      content: toPlainText(row.contentHtml).slice(0, CONTENT_MAX),
    })),
    banners,
    popup: popup.map(toAnnouncement),
    promotion: promotion.map(toAnnouncement),
  };
}

/** Operator input (back office and seed). Dates are instants; no publishedAt means now. */
export const ZAnnouncementInput = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  language: z.enum(LANGUAGES).nullable().default(null),
  title: z.string().max(1000),
  contentHtml: z.string().max(100_000),
  popup: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(0),
  publishedAt: z.date().optional(),
  expiresAt: z.date().nullable().default(null),
});

export const ZBannerInput = z.object({
  group: z.enum(BANNER_GROUPS),
  language: z.enum(LANGUAGES).nullable().default(null),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(240).default(''),
  /** Key of an artwork drawn in the web app (no remote images). */
  artwork: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** A path on this site, or an https address; never javascript: or a protocol-relative '//host'. */
  linkUrl: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/)
    .nullable()
    .default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});

function parseOrFail<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: TFieldIssue[] = parsed.error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.join('.').slice(0, 200),
    messageKey: `validation.${issue.code}`,
  }));
  throw new AppError('VALIDATION_FAILED', { fields });
}

function invalidField(path: string, messageKey: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, messageKey }] });
}

/**
 * Creates an announcement. Title becomes plain text and content is sanitised before it is stored, so
 * the database never holds a script; limits are checked on the sanitised result (the stored form).
 */
export async function createAnnouncement(
  db: TDb,
  merchantId: number,
  input: z.input<typeof ZAnnouncementInput>,
): Promise<string> {
  const data = parseOrFail(ZAnnouncementInput, input);
  const title = toPlainText(data.title);
  const contentHtml = sanitizeAnnouncementHtml(data.contentHtml);
  if (title.length === 0 || title.length > 200) throw invalidField('title', 'validation.too_big');
  if (contentHtml.length > CONTENT_MAX) throw invalidField('contentHtml', 'validation.too_big');
  if (data.expiresAt && data.publishedAt && data.expiresAt <= data.publishedAt) {
    throw invalidField('expiresAt', 'validation.custom');
  }
  const id = await insertAnnouncement(db, merchantId, {
    ...data,
    title,
    contentHtml,
    publishedAt: data.publishedAt ?? new Date(),
  });
  return String(id);
}

export async function createBanner(
  db: TDb,
  merchantId: number,
  input: z.input<typeof ZBannerInput>,
): Promise<string> {
  const data = parseOrFail(ZBannerInput, input);
  const id = await insertBanner(db, merchantId, data);
  return String(id);
}
