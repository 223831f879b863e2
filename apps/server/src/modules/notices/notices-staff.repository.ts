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
      'title_i18n',
      'content_i18n',
      'translated_only',
      'popup',
      'display_rule',
      'revision',
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

/**
 * Replaces an announcement. Its revision moves on when a text changes (jsonb compares by value), so a
 * popup players have already seen shows to them again; other edits (order, dates) do not re-show it.
 */
export async function updateAnnouncementRow(db: TDb, merchantId: number, id: bigint, row: TNewAnnouncement) {
  const title = JSON.stringify(row.title);
  const content = JSON.stringify(row.contentHtml);
  await db
    .updateTable('announcements')
    .set({
      type: row.type,
      title_i18n: title,
      content_i18n: content,
      translated_only: row.translatedOnly,
      popup: row.popup,
      display_rule: row.displayRule,
      sort: row.sort,
      published_at: row.publishedAt,
      expires_at: row.expiresAt,
      revision: sql<number>`CASE WHEN title_i18n = ${title}::jsonb AND content_i18n = ${content}::jsonb
        THEN revision ELSE revision + 1 END`,
      updated_at: sql<Date>`now()`,
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
      title_i18n: JSON.stringify(row.title),
      subtitle_i18n: JSON.stringify(row.subtitle),
      cta_i18n: JSON.stringify(row.cta),
      translated_only: row.translatedOnly,
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
