import type {
  THelpArticle,
  THelpCategory,
  THelpCentre,
  THelpSearchResults,
} from '@tala/contract/help/help-centre';
import { HELP_LIMITS, type THelpCategoryIcon } from '@tala/contract/help/help-paths';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { fallbackOrder, resolveText } from '@tala/contract/i18n/localized-text';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml, toPlainText } from '../notices/html-sanitizer.ts';
import type { TNoticeReader } from '../notices/notices.service.ts';
import {
  findPublishedArticle,
  listCategories,
  listPublishedLinks,
  searchPublished,
} from './help.repository.ts';
import { likePattern, searchWords, snippetAround } from './help-search-text.ts';

/** Who reads: their language and the merchant's default, the first fallback (decision 020). */
export type THelpReader = TNoticeReader;

function shown(text: Parameters<typeof resolveText>[0], reader: THelpReader) {
  const resolved = resolveText(text, reader.language, reader.defaultLanguage);
  assert(resolved, 'a help title has a text in at least one language (CHECK localized_text_ok)');
  return resolved;
}

/**
 * GET /wps/system/helpCenter: every category with its published articles' titles, each in the reader's language or
 * its fallback. A category without a published article is left out (a reader could open nothing in it).
 */
export async function getHelpCentre(db: TDb, reader: THelpReader): Promise<THelpCentre> {
  const [categories, links] = await Promise.all([
    listCategories(db, reader.merchantId),
    listPublishedLinks(db, reader.merchantId),
  ]);
  const result: THelpCategory[] = [];
  for (const category of categories) {
    const articles = links
      .filter((link) => link.categoryId === category.id)
      .map((link) => {
        const title = shown(link.title, reader);
        return { slug: link.slug, title: title.text, lang: title.language };
      });
    if (articles.length === 0) continue;
    const title = shown(category.title, reader);
    result.push({
      slug: category.slug,
      title: title.text,
      lang: title.language,
      icon: category.icon as THelpCategoryIcon,
      articles,
    });
  }
  return { categories: result };
}

/**
 * One published article. The body is taken in the language the title resolved to, so a title and its body never
 * mix languages; stored HTML was sanitised on save and is sanitised again here (a row written any other way is safe).
 */
export async function getHelpArticle(db: TDb, reader: THelpReader, slug: string): Promise<THelpArticle> {
  const row = await findPublishedArticle(db, reader.merchantId, slug);
  if (!row) throw new AppError('HELP_ARTICLE_NOT_FOUND');
  const title = shown(row.title, reader);
  return {
    slug: row.slug,
    title: title.text,
    html: sanitizeAnnouncementHtml(row.bodyHtml[title.language] ?? '').slice(0, HELP_LIMITS.articleBody),
    lang: title.language,
    category: { slug: row.categorySlug, title: shown(row.categoryTitle, reader).text },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /wps/system/helpCenter/search: in the language each article is read in, at most HELP_LIMITS.searchResults. */
export async function searchHelp(db: TDb, reader: THelpReader, query: string): Promise<THelpSearchResults> {
  const words = searchWords(query);
  if ([...words].length < HELP_LIMITS.queryMin) return { list: [] };
  const rows = await searchPublished(db, {
    merchantId: reader.merchantId,
    languages: fallbackOrder(reader.language, reader.defaultLanguage),
    words,
    pattern: likePattern(words),
    limit: HELP_LIMITS.searchResults,
  });
  return {
    list: rows.map((row) => {
      const lang = row.lang as TLanguage;
      return {
        slug: row.slug,
        title: row.title[lang] ?? '',
        lang,
        categoryTitle: shown(row.categoryTitle, reader).text,
        snippet: snippetAround(toPlainText(row.bodyHtml[lang] ?? ''), words),
      };
    }),
  };
}
