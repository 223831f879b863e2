import type { TFieldIssue } from '@tala/contract/envelope';
import { HELP_LIMITS } from '@tala/contract/help/help-paths';
import {
  type TBoHelpArticleBody,
  type TBoHelpCategoryBody,
  type TBoHelpMoveBody,
  ZBoHelpArticleBody,
  ZBoHelpCategoryBody,
} from '@tala/contract/help/help-staff';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countRows,
  deleteArticle,
  deleteCategory,
  findArticle,
  findCategory,
  insertArticle,
  insertCategory,
  lockSiblings,
  nextSort,
  setSort,
  updateArticle,
  updateCategory,
} from './help-staff.repository.ts';
import { prepareArticleTexts, prepareCategoryTitle } from './help-texts.ts';

/**
 * Writing the help centre (decision 056): the rules every writer obeys — the back office (help-staff.service.ts adds
 * the audit) and the seed, which writes the default articles through here. Callers pass a transaction.
 */
function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: TFieldIssue[] = parsed.error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.join('.').slice(0, 200),
    messageKey: `validation.${issue.code}`,
  }));
  throw new AppError('VALIDATION_FAILED', { fields });
}

/** A slug already used in the merchant: the unique index says so, whichever writer came first. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('HELP_SLUG_TAKEN');
    throw error;
  }
}

export async function createCategory(
  trx: TDb,
  merchantId: number,
  body: TBoHelpCategoryBody,
): Promise<bigint> {
  const input = parse(ZBoHelpCategoryBody, body);
  const title = prepareCategoryTitle(input.title);
  if ((await countRows(trx, 'help_categories', merchantId)) >= HELP_LIMITS.categories)
    throw new AppError('HELP_LIMIT_REACHED');
  const sort = await nextSort(trx, merchantId, null);
  return slugChecked(() => insertCategory(trx, merchantId, { ...input, title, sort }));
}

export async function editCategory(trx: TDb, merchantId: number, id: bigint, body: TBoHelpCategoryBody) {
  const input = parse(ZBoHelpCategoryBody, body);
  const title = prepareCategoryTitle(input.title);
  if (!(await findCategory(trx, merchantId, id))) throw new AppError('NOT_FOUND');
  await slugChecked(() => updateCategory(trx, merchantId, id, { ...input, title }));
}

export async function removeCategory(trx: TDb, merchantId: number, id: bigint): Promise<void> {
  if (!(await findCategory(trx, merchantId, id))) throw new AppError('NOT_FOUND');
  if ((await countRows(trx, 'help_articles', merchantId, { categoryId: id })) > 0)
    throw new AppError('HELP_CATEGORY_NOT_EMPTY');
  await deleteCategory(trx, merchantId, id);
}

async function articleValues(trx: TDb, merchantId: number, body: TBoHelpArticleBody, staffId: bigint | null) {
  const input = parse(ZBoHelpArticleBody, body);
  const texts = prepareArticleTexts(input);
  const categoryId = BigInt(input.categoryId);
  if (!(await findCategory(trx, merchantId, categoryId))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'categoryId', messageKey: 'validation.invalid_value' }],
    });
  }
  return {
    input,
    values: { ...texts, categoryId, slug: input.slug, status: input.status, updatedBy: staffId },
  };
}

export async function createArticle(
  trx: TDb,
  merchantId: number,
  body: TBoHelpArticleBody,
  staffId: bigint | null,
): Promise<bigint> {
  const { values } = await articleValues(trx, merchantId, body, staffId);
  if ((await countRows(trx, 'help_articles', merchantId)) >= HELP_LIMITS.articles)
    throw new AppError('HELP_LIMIT_REACHED');
  const sort = await nextSort(trx, merchantId, values.categoryId);
  return slugChecked(() => insertArticle(trx, merchantId, { ...values, sort }));
}

/** A save over a newer revision is refused (HELP_ARTICLE_STALE); an article moved to another category goes last. */
export async function editArticle(
  trx: TDb,
  merchantId: number,
  id: bigint,
  body: TBoHelpArticleBody,
  staffId: bigint | null,
): Promise<void> {
  const { input, values } = await articleValues(trx, merchantId, body, staffId);
  const before = await findArticle(trx, merchantId, id);
  if (!before) throw new AppError('NOT_FOUND');
  const sort =
    before.category_id === values.categoryId
      ? before.sort
      : await nextSort(trx, merchantId, values.categoryId);
  const revision = input.revision ?? before.revision;
  const saved = await slugChecked(() => updateArticle(trx, merchantId, id, revision, { ...values, sort }));
  if (!saved) throw new AppError('HELP_ARTICLE_STALE');
}

export async function removeArticle(trx: TDb, merchantId: number, id: bigint): Promise<void> {
  if (!(await findArticle(trx, merchantId, id))) throw new AppError('NOT_FOUND');
  await deleteArticle(trx, merchantId, id);
}

/**
 * Swaps a category or an article with its neighbour. The list is locked and renumbered in tens, so two staff moving
 * at once end with a consistent order and ties from older rows are broken for good.
 */
export async function moveItem(trx: TDb, merchantId: number, move: TBoHelpMoveBody): Promise<void> {
  const id = BigInt(move.id);
  const categoryId =
    move.kind === 'category' ? null : ((await findArticle(trx, merchantId, id))?.category_id ?? undefined);
  if (categoryId === undefined) throw new AppError('NOT_FOUND');
  const siblings = await lockSiblings(trx, merchantId, categoryId);
  const at = siblings.findIndex((sibling) => sibling.id === id);
  if (at < 0) throw new AppError('NOT_FOUND');
  const to = move.direction === 'up' ? at - 1 : at + 1;
  const moved = siblings[at];
  const other = siblings[to];
  if (!moved || !other) return;
  siblings[at] = other;
  siblings[to] = moved;
  const table = move.kind === 'category' ? 'help_categories' : 'help_articles';
  for (const [index, sibling] of siblings.entries()) {
    const sort = (index + 1) * 10;
    if (sibling.sort !== sort) await setSort(trx, table, merchantId, sibling.id, sort);
  }
}
