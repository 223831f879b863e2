import '../../db/schema-support.ts';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** The site's reads of the help centre: published articles only, every query scoped by merchant. */

export type TCategoryRow = { id: bigint; slug: string; title: TLocalizedText; icon: string };
export type TArticleLinkRow = { categoryId: bigint; slug: string; title: TLocalizedText };

export async function listCategories(db: TDb, merchantId: number): Promise<TCategoryRow[]> {
  const rows = await db
    .selectFrom('help_categories')
    .select(['id', 'slug', 'title_i18n', 'icon'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title_i18n, icon: row.icon }));
}

/** Titles of the published articles, in their categories' order (no bodies: the index stays small). */
export async function listPublishedLinks(db: TDb, merchantId: number): Promise<TArticleLinkRow[]> {
  const rows = await db
    .selectFrom('help_articles')
    .select(['category_id', 'slug', 'title_i18n'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PUBLISHED')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, slug: row.slug, title: row.title_i18n }));
}

export type TPublishedArticleRow = {
  slug: string;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  categorySlug: string;
  categoryTitle: TLocalizedText;
  updatedAt: Date;
};

export async function findPublishedArticle(
  db: TDb,
  merchantId: number,
  slug: string,
): Promise<TPublishedArticleRow | null> {
  const row = await db
    .selectFrom('help_articles as a')
    .innerJoin('help_categories as c', (join) =>
      join.onRef('c.merchant_id', '=', 'a.merchant_id').onRef('c.id', '=', 'a.category_id'),
    )
    .select([
      'a.slug',
      'a.title_i18n',
      'a.body_i18n',
      'a.updated_at',
      'c.slug as category_slug',
      'c.title_i18n as category_title',
    ])
    .where('a.merchant_id', '=', merchantId)
    .where('a.slug', '=', slug)
    .where('a.status', '=', 'PUBLISHED')
    .executeTakeFirst();
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title_i18n,
    bodyHtml: row.body_i18n,
    categorySlug: row.category_slug,
    categoryTitle: row.category_title,
    updatedAt: row.updated_at,
  };
}

export type TSearchRow = {
  slug: string;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  categoryTitle: TLocalizedText;
  lang: string;
};

/**
 * Published articles whose text in the language the reader sees (the first of `languages` the article has a title
 * in) contains `words` (folded; `pattern` is its LIKE form). Matches in the title come first, then the help centre's
 * order. A merchant holds at most a few hundred articles, so this reads them all; it needs no index.
 */
export async function searchPublished(
  db: TDb,
  query: { merchantId: number; languages: string[]; words: string; pattern: string; limit: number },
): Promise<TSearchRow[]> {
  const { rows } = await sql<{
    slug: string;
    title_i18n: TLocalizedText;
    body_i18n: TLocalizedText;
    category_title: TLocalizedText;
    lang: string;
  }>`
    SELECT a.slug, a.title_i18n, a.body_i18n, c.title_i18n AS category_title, pick.lang
    FROM help_articles a
    JOIN help_categories c ON c.merchant_id = a.merchant_id AND c.id = a.category_id
    CROSS JOIN LATERAL (
      SELECT o.lang FROM unnest(${query.languages}::text[]) WITH ORDINALITY AS o(lang, n)
      WHERE a.title_i18n ? o.lang ORDER BY o.n LIMIT 1
    ) pick
    WHERE a.merchant_id = ${query.merchantId} AND a.status = 'PUBLISHED'
      AND (a.search_i18n ->> pick.lang) LIKE ${query.pattern}
    ORDER BY strpos(split_part(a.search_i18n ->> pick.lang, E'\n', 1), ${query.words}) > 0 DESC,
      c.sort, c.id, a.sort, a.id
    LIMIT ${query.limit}`.execute(db);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title_i18n,
    bodyHtml: row.body_i18n,
    categoryTitle: row.category_title,
    lang: row.lang,
  }));
}
