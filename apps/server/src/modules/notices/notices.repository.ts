import type { TAnnouncementType, TBannerGroup } from '@tala/contract/constants';
import { type ExpressionBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TDatabase } from '../../db/schema.ts';

export type TAnnouncementRow = {
  id: bigint;
  type: TAnnouncementType;
  title: string;
  contentHtml: string;
  popup: boolean;
  publishedAt: Date;
};

export type TBannerRow = {
  id: bigint;
  group: TBannerGroup;
  title: string;
  subtitle: string;
  artwork: string;
  linkUrl: string | null;
};

export type TAnnouncementFilter = {
  merchantId: number;
  types: readonly TAnnouncementType[];
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

/** Visible now: published, not expired, in the reader's language or in every language (language null). */
function visible(filter: TAnnouncementFilter) {
  return (eb: ExpressionBuilder<TDatabase, 'announcements'>) =>
    eb.and([
      eb('merchant_id', '=', filter.merchantId),
      eb('type', 'in', [...filter.types]),
      eb.or([eb('language', '=', filter.language), eb('language', 'is', null)]),
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
    .select(['id', 'type', 'title', 'content_html', 'popup', sql<Date>`published_at`.as('published_at')])
    .where(visible(filter))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    contentHtml: row.content_html,
    popup: row.popup,
    publishedAt: row.published_at,
  }));
}

export type TNewAnnouncement = {
  type: TAnnouncementType;
  language: string | null;
  title: string;
  contentHtml: string;
  popup: boolean;
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
      language: row.language,
      title: row.title,
      content_html: row.contentHtml,
      popup: row.popup,
      sort: row.sort,
      published_at: timestamp(row.publishedAt),
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Banners in the reader's language or every language, by sort. */
export async function listBanners(
  db: TDb,
  filter: { merchantId: number; group: TBannerGroup; language: string; limit: number },
): Promise<TBannerRow[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'group_code', 'title', 'subtitle', 'artwork', 'link_url'])
    .where('merchant_id', '=', filter.merchantId)
    .where('group_code', '=', filter.group)
    .where((eb) => eb.or([eb('language', '=', filter.language), eb('language', 'is', null)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    group: row.group_code,
    title: row.title,
    subtitle: row.subtitle,
    artwork: row.artwork,
    linkUrl: row.link_url,
  }));
}

export type TNewBanner = Omit<TBannerRow, 'id'> & { language: string | null; sort: number };

export async function insertBanner(db: TDb, merchantId: number, row: TNewBanner): Promise<bigint> {
  const inserted = await db
    .insertInto('banners')
    .values({
      merchant_id: merchantId,
      group_code: row.group,
      language: row.language,
      title: row.title,
      subtitle: row.subtitle,
      artwork: row.artwork,
      link_url: row.linkUrl,
      sort: row.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
