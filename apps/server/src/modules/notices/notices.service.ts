import { ZSiteLink } from '@tala/contract/backoffice/notices';
import {
  BANNER_GROUPS,
  STAFF_ANNOUNCEMENT_TYPES,
  type TAnnouncementType,
  type TBannerGroup,
  type TStaffAnnouncementType,
} from '@tala/contract/constants';
import type { TFieldIssue } from '@tala/contract/envelope';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { localizedText, resolveText } from '@tala/contract/i18n/localized-text';
import {
  POPUP_DISPLAY_RULES,
  type TAnnouncement,
  type TBanner,
  type THomeNotice,
} from '@tala/contract/notices/announcements';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { listPromotions } from '../promotions/promotions.service.ts';
import { sanitizeAnnouncementHtml, toPlainText } from './html-sanitizer.ts';
import { prepareAnnouncementTexts, prepareBannerTexts } from './notice-texts.ts';
import {
  countAnnouncements,
  insertAnnouncement,
  insertBanner,
  listAnnouncements,
  listBanners,
  listSeenRevisions,
  recordSeen,
  type TAnnouncementRow,
  type TBannerRow,
} from './notices.repository.ts';

/** Who reads: their language (Language header) and the merchant's default, the first fallback. */
export type TNoticeReader = { merchantId: number; language: TLanguage; defaultLanguage: TLanguage };
/** A signed-in member reading in their language, with the merchant's currency: the points mall's and missions' caller. */
export type TMemberReader = TNoticeReader & { memberId: bigint; currency: string };

/** Home-notice list sizes: a marquee, a few popups, a promotion strip (all below the contract's caps). */
const MARQUEE_LIMIT = 20;
const POPUP_LIMIT = 10;
const PROMOTION_LIMIT = 10;
const BANNER_LIMIT = 20;
const CONTENT_MAX = 20_000;

/**
 * The reader's text: the language is chosen by the title (requested → merchant default → English →
 * any) and the content is taken in that same language, so a title and its body never mix languages.
 */
function localize(row: { title: TAnnouncementRow['title'] }, reader: TNoticeReader) {
  const title = resolveText(row.title, reader.language, reader.defaultLanguage);
  assert(title, 'a notice has a title in at least one language (CHECK announcements_title_i18n)');
  return title;
}

/** Stored HTML was sanitised on save; it is sanitised again here so a row written by any other path is safe too. */
function toAnnouncement(row: TAnnouncementRow, reader: TNoticeReader): TAnnouncement {
  const title = localize(row, reader);
  return {
    id: String(row.id),
    type: row.type,
    title: title.text,
    content: sanitizeAnnouncementHtml(row.contentHtml[title.language] ?? '').slice(0, CONTENT_MAX),
    lang: title.language,
    popup: row.popup,
    displayRule: row.displayRule,
    revision: row.revision,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function toBanner(row: TBannerRow, reader: TNoticeReader): TBanner {
  const title = localize(row, reader);
  return {
    id: String(row.id),
    group: row.group,
    title: title.text,
    subtitle: row.subtitle[title.language] ?? '',
    cta: row.cta[title.language] ?? '',
    lang: title.language,
    artwork: row.artwork,
    linkUrl: row.linkUrl,
  };
}

export async function getAnnouncementPage(
  db: TDb,
  reader: TNoticeReader,
  query: { types: TStaffAnnouncementType[]; page: number; pageSize: number },
) {
  const filter = { merchantId: reader.merchantId, types: query.types, language: reader.language };
  const total = await countAnnouncements(db, filter);
  const rows = await listAnnouncements(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    list: rows.map((row) => toAnnouncement(row, reader)),
    ...pageFacts(total, query),
  };
}

export async function getBanners(db: TDb, reader: TNoticeReader, group: TBannerGroup): Promise<TBanner[]> {
  const rows = await listBanners(db, {
    merchantId: reader.merchantId,
    group,
    language: reader.language,
    limit: BANNER_LIMIT,
  });
  return rows.map((row) => toBanner(row, reader));
}

/** GET /wps/home/notice: marquee of the `execution` type as plain text, home banners, popups, promotions. */
export async function getHomeNotice(
  db: TDb,
  reader: TNoticeReader & { merchant: TMerchant },
  query: { types: TAnnouncementType[]; execution: TAnnouncementType },
): Promise<THomeNotice> {
  const base = { merchantId: reader.merchantId, language: reader.language };
  const first = (limit: number) => ({ limit, offset: 0 });
  const [marquee, banners, popup, promotion] = await Promise.all([
    listAnnouncements(db, { ...base, types: [query.execution] }, first(MARQUEE_LIMIT)),
    getBanners(db, reader, 'home'),
    listAnnouncements(db, { ...base, types: query.types, popupOnly: true }, first(POPUP_LIMIT)),
    query.types.includes('PR') ? openPromotions(db, reader) : [],
  ]);
  return {
    player: marquee.map((row) => {
      const title = localize(row, reader);
      const content = toPlainText(row.contentHtml[title.language] ?? '').slice(0, CONTENT_MAX);
      return { title: title.text, content, lang: title.language };
    }),
    banners,
    popup: popup.map((row) => toAnnouncement(row, reader)),
    promotion,
  };
}

/** The promotions anyone could take part in now or soon, as a visitor sees them (the home notice is cached). */
async function openPromotions(db: TDb, reader: TNoticeReader & { merchant: TMerchant }) {
  const { list } = await listPromotions(db, { ...reader, memberId: null });
  return list.filter((card) => card.mine.state !== 'CLOSE').slice(0, PROMOTION_LIMIT);
}

/**
 * A member's popups: a "once" notice this member has already seen at its current revision (on any
 * device) is left out; "every visit" notices always come (the site shows them once per browser session).
 */
export async function withoutSeenPopups(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  notice: THomeNotice,
): Promise<THomeNotice> {
  const once = notice.popup.filter((item) => item.displayRule === 'once');
  const seen = await listSeenRevisions(
    db,
    merchantId,
    memberId,
    once.map((item) => BigInt(item.id)),
  );
  const popup = notice.popup.filter(
    (item) => item.displayRule !== 'once' || (seen.get(BigInt(item.id)) ?? 0) < item.revision,
  );
  return { ...notice, popup };
}

export async function markNoticesSeen(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  notices: { id: string; revision: number }[],
): Promise<void> {
  const seen = notices.map((entry) => ({ id: BigInt(entry.id), revision: entry.revision }));
  await recordSeen(db, merchantId, memberId, seen);
}

/** Operator input (back office and seed). Dates are instants; no publishedAt means now. */
export const ZAnnouncementInput = z.object({
  type: z.enum(STAFF_ANNOUNCEMENT_TYPES),
  title: localizedText({ max: 1000, required: true }),
  contentHtml: localizedText({ max: 100_000, required: false }).default({}),
  translatedOnly: z.boolean().default(false),
  popup: z.boolean().default(false),
  displayRule: z.enum(POPUP_DISPLAY_RULES).default('once'),
  sort: z.number().int().min(0).max(10_000).default(0),
  publishedAt: z.date().optional(),
  expiresAt: z.date().nullable().default(null),
});

export const ZBannerInput = z.object({
  group: z.enum(BANNER_GROUPS),
  title: localizedText({ max: 120, required: true }),
  subtitle: localizedText({ max: 240, required: false }).default({}),
  cta: localizedText({ max: 40, required: false }).default({}),
  translatedOnly: z.boolean().default(false),
  /** Key of an artwork drawn in the web app (no remote images). */
  artwork: z.string().regex(/^[a-z0-9-]{1,40}$/),
  linkUrl: ZSiteLink.nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
});

export function parseOrFail<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: TFieldIssue[] = parsed.error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.join('.').slice(0, 200),
    messageKey: `validation.${issue.code}`,
  }));
  throw new AppError('VALIDATION_FAILED', { fields });
}

export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

/** Input → the stored form: texts prepared per language (notice-texts.ts), dates checked. */
export function parseAnnouncement(input: TAnnouncementInput) {
  const data = parseOrFail(ZAnnouncementInput, input);
  const texts = prepareAnnouncementTexts(data);
  if (data.expiresAt && data.publishedAt && data.expiresAt <= data.publishedAt) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'expiresAt', messageKey: 'validation.custom' }],
    });
  }
  return { ...data, ...texts };
}

/**
 * Creates an announcement. Titles become plain text and content is sanitised language by language before
 * it is stored, so the database never holds a script; limits are checked on the stored form.
 */
export async function createAnnouncement(
  db: TDb,
  merchantId: number,
  input: TAnnouncementInput,
): Promise<string> {
  const data = parseAnnouncement(input);
  const id = await insertAnnouncement(db, merchantId, {
    ...data,
    publishedAt: data.publishedAt ?? new Date(),
  });
  return String(id);
}

export type TBannerInput = z.input<typeof ZBannerInput>;

export function parseBanner(input: TBannerInput) {
  const data = parseOrFail(ZBannerInput, input);
  return { ...data, ...prepareBannerTexts(data) };
}

export async function createBanner(db: TDb, merchantId: number, input: TBannerInput): Promise<string> {
  const id = await insertBanner(db, merchantId, parseBanner(input));
  return String(id);
}
