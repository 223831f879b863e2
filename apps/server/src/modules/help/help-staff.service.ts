import type { THelpCategoryIcon } from '@tala/contract/help/help-paths';
import type {
  TBoHelpArticle,
  TBoHelpArticleBody,
  TBoHelpArticleRow,
  TBoHelpCategoryBody,
  TBoHelpMoveBody,
  TBoHelpOverview,
} from '@tala/contract/help/help-staff';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import {
  createArticle,
  createCategory,
  editArticle,
  editCategory,
  moveItem,
  removeArticle,
  removeCategory,
} from './help-editing.ts';
import {
  findArticle,
  findCategory,
  listAllArticles,
  listAllCategories,
  type TArticleListRow,
} from './help-staff.repository.ts';

/** The back office's help editor: every change goes through help-editing.ts and is audited in its transaction. */

function toRow(row: TArticleListRow): TBoHelpArticleRow {
  return {
    id: String(row.id),
    categoryId: String(row.category_id),
    slug: row.slug,
    title: row.title_i18n,
    bodyLanguages: row.body_languages,
    status: row.status,
    sort: row.sort,
    revision: row.revision,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export async function helpOverview(db: TDb, merchantId: number): Promise<TBoHelpOverview> {
  const [categories, articles] = await Promise.all([
    listAllCategories(db, merchantId),
    listAllArticles(db, merchantId),
  ]);
  return {
    categories: categories.map((row) => ({
      id: String(row.id),
      slug: row.slug,
      title: row.title_i18n,
      icon: row.icon as THelpCategoryIcon,
      sort: row.sort,
    })),
    articles: articles.map(toRow),
  };
}

export async function helpArticleForEditing(
  db: TDb,
  merchantId: number,
  id: bigint,
): Promise<TBoHelpArticle> {
  const row = await findArticle(db, merchantId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toRow(row), bodyHtml: row.body_i18n };
}

/** The audit keeps an article's stored texts without the derived search text (it repeats the body). */
async function auditedArticle(trx: TDb, merchantId: number, id: bigint) {
  const row = await findArticle(trx, merchantId, id);
  return row ? { ...toRow(row), bodyHtml: row.body_i18n } : null;
}

export async function addHelpCategory(db: TDb, actor: TActor, body: TBoHelpCategoryBody) {
  return db.transaction().execute(async (trx) => {
    const id = await createCategory(trx, actor.merchantId, body);
    const after = await findCategory(trx, actor.merchantId, id);
    await writeAudit(trx, actor, {
      action: 'help.category.create',
      targetType: 'help_category',
      targetId: String(id),
      after,
    });
    return { id: String(id) };
  });
}

export async function changeHelpCategory(db: TDb, actor: TActor, id: bigint, body: TBoHelpCategoryBody) {
  await db.transaction().execute(async (trx) => {
    const before = await findCategory(trx, actor.merchantId, id);
    await editCategory(trx, actor.merchantId, id, body);
    const after = await findCategory(trx, actor.merchantId, id);
    const targetId = String(id);
    await writeAudit(trx, actor, {
      action: 'help.category.update',
      targetType: 'help_category',
      targetId,
      before,
      after,
    });
  });
}

export async function deleteHelpCategory(db: TDb, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const before = await findCategory(trx, actor.merchantId, id);
    await removeCategory(trx, actor.merchantId, id);
    const targetId = String(id);
    await writeAudit(trx, actor, {
      action: 'help.category.delete',
      targetType: 'help_category',
      targetId,
      before,
    });
  });
}

export async function addHelpArticle(db: TDb, actor: TActor, body: TBoHelpArticleBody) {
  return db.transaction().execute(async (trx) => {
    const id = await createArticle(trx, actor.merchantId, body, actor.staffId);
    const after = await auditedArticle(trx, actor.merchantId, id);
    await writeAudit(trx, actor, {
      action: 'help.article.create',
      targetType: 'help_article',
      targetId: String(id),
      after,
    });
    return { id: String(id) };
  });
}

export async function changeHelpArticle(db: TDb, actor: TActor, id: bigint, body: TBoHelpArticleBody) {
  await db.transaction().execute(async (trx) => {
    const before = await auditedArticle(trx, actor.merchantId, id);
    await editArticle(trx, actor.merchantId, id, body, actor.staffId);
    const after = await auditedArticle(trx, actor.merchantId, id);
    const targetId = String(id);
    await writeAudit(trx, actor, {
      action: 'help.article.update',
      targetType: 'help_article',
      targetId,
      before,
      after,
    });
  });
}

export async function deleteHelpArticle(db: TDb, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const before = await auditedArticle(trx, actor.merchantId, id);
    await removeArticle(trx, actor.merchantId, id);
    const targetId = String(id);
    await writeAudit(trx, actor, {
      action: 'help.article.delete',
      targetType: 'help_article',
      targetId,
      before,
    });
  });
}

export async function moveHelpItem(db: TDb, actor: TActor, move: TBoHelpMoveBody) {
  await db.transaction().execute(async (trx) => {
    await moveItem(trx, actor.merchantId, move);
    const targetType = move.kind === 'category' ? 'help_category' : 'help_article';
    await writeAudit(trx, actor, {
      action: 'help.move',
      targetType,
      targetId: move.id,
      after: { direction: move.direction },
    });
  });
}
