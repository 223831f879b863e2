import type { TBannerGroup, TStaffAnnouncementType } from '@tala/contract/constants';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TPopupDisplayRule } from '@tala/contract/notices/announcements';
import { type ExpressionBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TDatabase } from '../../db/schema.ts';

export type TAnnouncementRow = {
  id: bigint;
  type: TStaffAnnouncementType;
  title: TLocalizedText;
  contentHtml: TLocalizedText;
  popup: boolean;
  displayRule: TPopupDisplayRule;
  revision: number;
  publishedAt: Date;
};

export type TBannerRow = {
  id: bigint;
  group: TBannerGroup;
  title: TLocalizedText;
  subtitle: TLocalizedText;
  cta: TLocalizedText;
  artwork: string;
  linkUrl: string | null;
};

export type TAnnouncementFilter = {
  merchantId: number;
  types: readonly TStaffAnnouncementType[];
  language: string;
  popupOnly?: boolean;
};

/**
 * schema.ts declares published_at as Generated<Timestamp>, which Kysely does not unwrap; reading and
 * writing it through raw SQL keeps this file correct whichever way the schema type is later written.
 */
function timestamp(date: Date) {
  return sql<never>`${date.toISOString()}::timestamptz`;
}

/** A row for every reader, or — when written for its languages only — for readers with a text. */
function forReader(language: string) {
  return sql<boolean>`(NOT translated_only OR title_i18n ? ${language})`;
}

/** Visible now: published, not expired, and meant for the reader's language. */
function visible(filter: TAnnouncementFilter) {
  return (eb: ExpressionBuilder<TDatabase, 'announcements'>) =>
    eb.and([
      eb('merchant_id', '=', filter.merchantId),
      eb('type', 'in', [...filter.types]),
      forReader(filter.language),
      sql<boolean>`published_at <= now()`,
      eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]),
      ...(filter.popupOnly ? [eb('popup', '=', true)] : []),
    ]);
}

export async function countAnnouncements(db: TDb, filter: TAnnouncementFilter): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(visible(filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first; id breaks ties so paging is stable. */
export async function listAnnouncements(
  db: TDb,
  filter: TAnnouncementFilter,
  page: { limit: number; offset: number },
): Promise<TAnnouncementRow[]> {
  const rows = await db
    .selectFrom('announcements')
    .select([
      'id',
      'type',
      'title_i18n',
      'content_i18n',
      'popup',
      'display_rule',
      'revision',
      sql<Date>`published_at`.as('published_at'),
    ])
    .where(visible(filter))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title_i18n,
    contentHtml: row.content_i18n,
    popup: row.popup,
    displayRule: row.display_rule,
    revision: row.revision,
    publishedAt: row.published_at,
  }));
}

export type TNewAnnouncement = {
  type: TStaffAnnouncementType;
  title: TLocalizedText;
  contentHtml: TLocalizedText;
  translatedOnly: boolean;
  popup: boolean;
  displayRule: TPopupDisplayRule;
  sort: number;
  publishedAt: Date;
  expiresAt: Date | null;
};

export async function insertAnnouncement(
  db: TDb,
  merchantId: number,
  row: TNewAnnouncement,
): Promise<bigint> {
  const inserted = await db
    .insertInto('announcements')
    .values({
      merchant_id: merchantId,
      type: row.type,
      title_i18n: JSON.stringify(row.title),
      content_i18n: JSON.stringify(row.contentHtml),
      translated_only: row.translatedOnly,
      popup: row.popup,
      display_rule: row.displayRule,
      sort: row.sort,
      published_at: timestamp(row.publishedAt),
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Banners meant for the reader's language, by sort. */
export async function listBanners(
  db: TDb,
  filter: { merchantId: number; group: TBannerGroup; language: string; limit: number },
): Promise<TBannerRow[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'group_code', 'title_i18n', 'subtitle_i18n', 'cta_i18n', 'artwork', 'link_url'])
    .where('merchant_id', '=', filter.merchantId)
    .where('group_code', '=', filter.group)
    .where(forReader(filter.language))
    .orderBy('sort')
    .orderBy('id')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    group: row.group_code,
    title: row.title_i18n,
    subtitle: row.subtitle_i18n,
    cta: row.cta_i18n,
    artwork: row.artwork,
    linkUrl: row.link_url,
  }));
}

export type TNewBanner = Omit<TBannerRow, 'id'> & { translatedOnly: boolean; sort: number };

export async function insertBanner(db: TDb, merchantId: number, row: TNewBanner): Promise<bigint> {
  const inserted = await db
    .insertInto('banners')
    .values({
      merchant_id: merchantId,
      group_code: row.group,
      title_i18n: JSON.stringify(row.title),
      subtitle_i18n: JSON.stringify(row.subtitle),
      cta_i18n: JSON.stringify(row.cta),
      translated_only: row.translatedOnly,
      artwork: row.artwork,
      link_url: row.linkUrl,
      sort: row.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Revisions of the given popups this member has seen (absent: never seen). */
export async function listSeenRevisions(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  announcementIds: bigint[],
): Promise<Map<bigint, number>> {
  if (announcementIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('announcement_seen')
    .select(['announcement_id', 'revision'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('announcement_id', 'in', announcementIds)
    .execute();
  return new Map(rows.map((row) => [row.announcement_id, row.revision]));
}

/**
 * Records popups as seen. Only this merchant's popup notices count, and a revision is never recorded
 * above the notice's own (a client cannot pre-dismiss a future edit); a later revision only moves up.
 */
export async function recordSeen(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  seen: { id: bigint; revision: number }[],
): Promise<number> {
  const ids = seen.map((entry) => entry.id.toString());
  const revisions = seen.map((entry) => entry.revision);
  const result = await sql`
    INSERT INTO announcement_seen (merchant_id, member_id, announcement_id, revision)
    SELECT a.merchant_id, ${memberId}, a.id, least(max(v.revision), a.revision)
    FROM unnest(${ids}::bigint[], ${revisions}::int[]) AS v(id, revision)
    JOIN announcements a ON a.id = v.id AND a.merchant_id = ${merchantId} AND a.popup
    GROUP BY a.merchant_id, a.id, a.revision
    ON CONFLICT (merchant_id, member_id, announcement_id)
    DO UPDATE SET revision = greatest(announcement_seen.revision, EXCLUDED.revision), seen_at = now()
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
