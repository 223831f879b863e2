import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TNewAnnouncement, TNewBanner } from './notices.repository.ts';

/** The console sees every announcement (expired and scheduled too); a merchant has hundreds, not more. */
const LIST_CAP = 500;

export async function listAllAnnouncements(db: TDb, merchantId: number) {
  return db
    .selectFrom('announcements')
    .select([
      'id',
      'type',
      'language',
      'title',
      'content_html',
      'popup',
      'sort',
      sql<Date>`published_at`.as('published_at'),
      'expires_at',
      sql<boolean>`published_at <= now() AND (expires_at IS NULL OR expires_at > now())`.as('live'),
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_CAP)
    .execute();
}

export async function findAnnouncementRow(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateAnnouncementRow(db: TDb, merchantId: number, id: bigint, row: TNewAnnouncement) {
  await db
    .updateTable('announcements')
    .set({
      type: row.type,
      language: row.language,
      title: row.title,
      content_html: row.contentHtml,
      popup: row.popup,
      sort: row.sort,
      published_at: row.publishedAt,
      expires_at: row.expiresAt,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteAnnouncementRow(db: TDb, merchantId: number, id: bigint): Promise<void> {
  await db.deleteFrom('announcements').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

export async function listAllBanners(db: TDb, merchantId: number) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('group_code')
    .orderBy('sort')
    .orderBy('id')
    .limit(LIST_CAP)
    .execute();
}

export async function findBannerRow(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateBannerRow(db: TDb, merchantId: number, id: bigint, row: TNewBanner) {
  await db
    .updateTable('banners')
    .set({
      group_code: row.group,
      language: row.language,
      title: row.title,
      subtitle: row.subtitle,
      artwork: row.artwork,
      link_url: row.linkUrl,
      sort: row.sort,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteBannerRow(db: TDb, merchantId: number, id: bigint): Promise<void> {
  await db.deleteFrom('banners').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}
