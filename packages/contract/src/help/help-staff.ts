import { z } from 'zod';
import { BO_API } from '../backoffice/paths.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { ZHelpSlug } from './help-centre.ts';
import { HELP_ARTICLE_STATUSES, HELP_CATEGORY_ICONS, HELP_LIMITS } from './help-paths.ts';

/** The back office's help editor (issue 14 §6 "help articles editor", decision 056). */
export const HELP_BO_PATHS = {
  /** GET: every category and article (titles, state, order; no bodies). */
  overview: `${BO_API}/help`,
  categories: `${BO_API}/help/categories`,
  category: `${BO_API}/help/categories/:id`,
  articles: `${BO_API}/help/articles`,
  /** GET (with bodies, for the editor), PUT, DELETE. */
  article: `${BO_API}/help/articles/:id`,
  /** POST: swaps a category or an article with its neighbour in the order. */
  move: `${BO_API}/help/move`,
} as const;

export const ZHelpIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const ZBoHelpCategoryBody = z.object({
  slug: ZHelpSlug,
  title: localizedText({ max: HELP_LIMITS.categoryTitle, required: true }),
  icon: z.enum(HELP_CATEGORY_ICONS),
});
export type TBoHelpCategoryBody = z.input<typeof ZBoHelpCategoryBody>;

/**
 * An article: raw HTML per language, sanitised by the server before it is stored. A title is needed in at least one
 * language, and a language with a body needs its title (and the other way round once any body is written).
 * `revision` is the one the editor opened (null for a new article): a save over someone else's newer edit is refused.
 */
export const ZBoHelpArticleBody = z.object({
  categoryId: z.string().regex(/^\d{1,18}$/),
  slug: ZHelpSlug,
  title: localizedText({ max: HELP_LIMITS.articleTitle, required: true }),
  bodyHtml: localizedText({ max: 200_000, required: false }),
  status: z.enum(HELP_ARTICLE_STATUSES),
  revision: z.number().int().min(1).max(1_000_000).nullable(),
});
export type TBoHelpArticleBody = z.input<typeof ZBoHelpArticleBody>;

export const ZBoHelpMoveBody = z.object({
  kind: z.enum(['category', 'article']),
  id: z.string().regex(/^\d{1,18}$/),
  direction: z.enum(['up', 'down']),
});
export type TBoHelpMoveBody = z.infer<typeof ZBoHelpMoveBody>;

export const ZBoHelpCategory = z.object({
  id: z.string(),
  slug: z.string().max(HELP_LIMITS.slug),
  title: localizedTextValue(HELP_LIMITS.categoryTitle),
  icon: z.enum(HELP_CATEGORY_ICONS),
  sort: z.number().int(),
});
export type TBoHelpCategory = z.infer<typeof ZBoHelpCategory>;

export const ZBoHelpArticleRow = z.object({
  id: z.string(),
  categoryId: z.string(),
  slug: z.string().max(HELP_LIMITS.slug),
  title: localizedTextValue(HELP_LIMITS.articleTitle),
  /** Languages with a body (the others show the fallback language's). */
  bodyLanguages: z.array(z.string().max(4)).max(7),
  status: z.enum(HELP_ARTICLE_STATUSES),
  sort: z.number().int(),
  revision: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().max(64).nullable(),
});
export type TBoHelpArticleRow = z.infer<typeof ZBoHelpArticleRow>;

export const ZBoHelpOverview = z.object({
  categories: z.array(ZBoHelpCategory).max(HELP_LIMITS.categories),
  articles: z.array(ZBoHelpArticleRow).max(HELP_LIMITS.articles),
});
export type TBoHelpOverview = z.infer<typeof ZBoHelpOverview>;

export const ZBoHelpArticle = ZBoHelpArticleRow.extend({
  bodyHtml: localizedTextValue(HELP_LIMITS.articleBody),
});
export type TBoHelpArticle = z.infer<typeof ZBoHelpArticle>;
