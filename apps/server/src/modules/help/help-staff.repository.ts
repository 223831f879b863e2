import '../../db/schema-support.ts';
import type { THelpArticleStatus } from '@tala/contract/help/help-paths';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** The help editor's SQL: every row of the merchant, drafts included. */

export async function listAllCategories(db: TDb, merchantId: number) {
  return db
    .selectFrom('help_categories')
    .select(['id', 'slug', 'title_i18n', 'icon', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const ARTICLE_ROW = [
  'a.id',
  'a.category_id',
  'a.slug',
  'a.title_i18n',
  'a.status',
  'a.sort',
  'a.revision',
  'a.updated_at',
  's.username as updated_by',
  sql<string[]>`ARRAY(SELECT jsonb_object_keys(a.body_i18n))`.as('body_languages'),
] as const;

export async function listAllArticles(db: TDb, merchantId: number) {
  return db
    .selectFrom('help_articles as a')
    .leftJoin('staff as s', 's.id', 'a.updated_by')
    .select(ARTICLE_ROW)
    .where('a.merchant_id', '=', merchantId)
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
}
export type TArticleListRow = Awaited<ReturnType<typeof listAllArticles>>[number];

export async function findArticle(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('help_articles as a')
    .leftJoin('staff as s', 's.id', 'a.updated_by')
    .select([...ARTICLE_ROW, 'a.body_i18n'])
    .where('a.merchant_id', '=', merchantId)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function findCategory(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('help_categories')
    .select(['id', 'slug', 'title_i18n', 'icon', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countRows(
  db: TDb,
  table: 'help_categories' | 'help_articles',
  merchantId: number,
  where: { categoryId?: bigint } = {},
): Promise<number> {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId);
  if (where.categoryId !== undefined && table === 'help_articles')
    query = query.where(sql.ref('category_id'), '=', where.categoryId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The next place at the end of a list: siblings are numbered in tens, so a move rewrites few rows. */
export async function nextSort(db: TDb, merchantId: number, categoryId: bigint | null): Promise<number> {
  const row =
    categoryId === null
      ? await db
          .selectFrom('help_categories')
          .select((eb) => eb.fn.max('sort').as('top'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst()
      : await db
          .selectFrom('help_articles')
          .select((eb) => eb.fn.max('sort').as('top'))
          .where('merchant_id', '=', merchantId)
          .where('category_id', '=', categoryId)
          .executeTakeFirst();
  return Math.min((row?.top ?? 0) + 10, 100_000);
}

export type TCategoryValues = { slug: string; title: TLocalizedText; icon: string };

export async function insertCategory(
  db: TDb,
  merchantId: number,
  values: TCategoryValues & { sort: number },
): Promise<bigint> {
  const row = await db
    .insertInto('help_categories')
    .values({
      merchant_id: merchantId,
      slug: values.slug,
      title_i18n: JSON.stringify(values.title),
      icon: values.icon,
      sort: values.sort,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: TDb, merchantId: number, id: bigint, values: TCategoryValues) {
  await db
    .updateTable('help_categories')
    .set({
      slug: values.slug,
      title_i18n: JSON.stringify(values.title),
      icon: values.icon,
      updated_at: new Date(),
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCategory(db: TDb, merchantId: number, id: bigint): Promise<void> {
  await db.deleteFrom('help_categories').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

export type TArticleValues = {
  categoryId: bigint;
  slug: string;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  search: TLocalizedText;
  status: THelpArticleStatus;
  updatedBy: bigint | null;
};

function articleColumns(values: TArticleValues) {
  return {
    category_id: values.categoryId,
    slug: values.slug,
    title_i18n: JSON.stringify(values.title),
    body_i18n: JSON.stringify(values.bodyHtml),
    search_i18n: JSON.stringify(values.search),
    status: values.status,
    updated_by: values.updatedBy,
  };
}

export async function insertArticle(
  db: TDb,
  merchantId: number,
  values: TArticleValues & { sort: number },
): Promise<bigint> {
  const row = await db
    .insertInto('help_articles')
    .values({ merchant_id: merchantId, sort: values.sort, ...articleColumns(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces an article's content when it is still at `revision`; false when someone saved it in between. */
export async function updateArticle(
  db: TDb,
  merchantId: number,
  id: bigint,
  revision: number,
  values: TArticleValues & { sort: number },
): Promise<boolean> {
  const result = await db
    .updateTable('help_articles')
    .set({
      ...articleColumns(values),
      sort: values.sort,
      revision: sql`revision + 1`,
      updated_at: new Date(),
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deleteArticle(db: TDb, merchantId: number, id: bigint): Promise<void> {
  await db.deleteFrom('help_articles').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

/** The ids of a list (categories, or one category's articles) in their order, locked for a reorder. */
export async function lockSiblings(
  db: TDb,
  merchantId: number,
  categoryId: bigint | null,
): Promise<{ id: bigint; sort: number }[]> {
  if (categoryId === null) {
    return db
      .selectFrom('help_categories')
      .select(['id', 'sort'])
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  return db
    .selectFrom('help_articles')
    .select(['id', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('category_id', '=', categoryId)
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setSort(
  db: TDb,
  table: 'help_categories' | 'help_articles',
  merchantId: number,
  id: bigint,
  sort: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ sort })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
