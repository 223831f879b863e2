import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { HELP_CATEGORY_ICONS, HELP_LIMITS, HELP_SLUG_PATTERN } from './help-paths.ts';

/** What the site reads of the help centre (decision 056): small lists of titles, and one article at a time. */
export const ZHelpSlug = z.string().trim().min(1).max(HELP_LIMITS.slug).regex(HELP_SLUG_PATTERN);

const ZShownText = (max: number) => z.string().max(max);
/** The language a text is really in: the reader's, or the fallback's (merchant default → English → any). */
const ZLang = z.enum(LANGUAGES);

export const ZHelpArticleLink = z.object({
  slug: ZHelpSlug,
  title: ZShownText(HELP_LIMITS.articleTitle),
  lang: ZLang,
});
export type THelpArticleLink = z.infer<typeof ZHelpArticleLink>;

export const ZHelpCategory = z.object({
  slug: ZHelpSlug,
  title: ZShownText(HELP_LIMITS.categoryTitle),
  lang: ZLang,
  icon: z.enum(HELP_CATEGORY_ICONS),
  articles: z.array(ZHelpArticleLink).max(HELP_LIMITS.articles),
});
export type THelpCategory = z.infer<typeof ZHelpCategory>;

/** GET /wps/system/helpCenter: categories in order with their published articles; empty categories left out. */
export const ZHelpCentre = z.object({
  categories: z.array(ZHelpCategory).max(HELP_LIMITS.categories),
});
export type THelpCentre = z.infer<typeof ZHelpCentre>;

export const ZHelpArticleQuery = z.object({ slug: ZHelpSlug });

export const ZHelpArticle = z.object({
  slug: ZHelpSlug,
  title: ZShownText(HELP_LIMITS.articleTitle),
  /** Sanitised on save and again when served; the site sanitises once more before rendering. */
  html: ZShownText(HELP_LIMITS.articleBody),
  lang: ZLang,
  category: z.object({ slug: ZHelpSlug, title: ZShownText(HELP_LIMITS.categoryTitle) }),
  updatedAt: z.string().max(40),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const ZHelpSearchQuery = z.object({
  q: z.string().trim().min(HELP_LIMITS.queryMin).max(HELP_LIMITS.queryMax),
});

export const ZHelpSearchHit = z.object({
  slug: ZHelpSlug,
  title: ZShownText(HELP_LIMITS.articleTitle),
  lang: ZLang,
  categoryTitle: ZShownText(HELP_LIMITS.categoryTitle),
  /** Plain text around the first place the words were found (or the article's opening). */
  snippet: ZShownText(HELP_LIMITS.snippet + 2),
});
export type THelpSearchHit = z.infer<typeof ZHelpSearchHit>;

export const ZHelpSearchResults = z.object({
  list: z.array(ZHelpSearchHit).max(HELP_LIMITS.searchResults),
});
export type THelpSearchResults = z.infer<typeof ZHelpSearchResults>;
