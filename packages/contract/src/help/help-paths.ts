/**
 * The help centre (issue 14 §5, seed 001 §2 /help and /helpmc, §7 GET /wps/system/helpCenter; decision 056).
 * Constants only — no zod — so the site's help page imports them without a schema library.
 */
export const HELP_PATHS = {
  /** GET: the categories in order, each with its published articles' slugs and titles (no bodies). */
  centre: '/wps/system/helpCenter',
  /** GET ?slug=: one published article with its sanitised body. */
  article: '/wps/system/helpCenter/article',
  /** GET ?q=: published articles whose title or text (in the reader's language) contains the words. */
  search: '/wps/system/helpCenter/search',
} as const;

export const HELP_ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type THelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];

/** Limits of the stored help centre: per merchant, per language, per search. */
export const HELP_LIMITS = {
  categories: 30,
  articles: 500,
  slug: 60,
  categoryTitle: 80,
  articleTitle: 150,
  /** Sanitised HTML per language. */
  articleBody: 50_000,
  /** Search words: at least 2 characters (one Chinese word is often two), at most 100. */
  queryMin: 2,
  queryMax: 100,
  searchResults: 20,
  snippet: 200,
} as const;

/** Lower-case words joined by single hyphens: safe in a URL as it is. */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Icons a category may show (names of the site's line-icon set). */
export const HELP_CATEGORY_ICONS = [
  'star',
  'wallet',
  'coins',
  'shield',
  'info',
  'chat',
  'mail',
  'users',
  'gift',
  'lock',
  'headset',
  'trophy',
  'ticket',
  'play',
  'smartphone',
  'key',
] as const;
export type THelpCategoryIcon = (typeof HELP_CATEGORY_ICONS)[number];

/**
 * The topics the site linked to before help was written in the back office (`/help?topic=terms` from the footer
 * and the registration form), and the articles they now open. The seeded articles carry these slugs; the editor
 * warns before one of them is renamed, since a link would then open the help centre's front page instead.
 */
export const HELP_TOPIC_SLUGS = {
  about: 'about-us',
  contact: 'contact-us',
  terms: 'terms-and-conditions',
  responsible: 'responsible-gaming',
  privacy: 'privacy-policy',
  affiliates: 'affiliate-programme',
  refund: 'refund-policy',
  faq: 'faq',
  deposit: 'how-to-deposit',
  withdraw: 'how-to-withdraw',
  beginner: 'beginner-guide',
} as const;
export type THelpTopic = keyof typeof HELP_TOPIC_SLUGS;

/** Slugs the site itself links to (footer, registration terms, beginner guide). */
export const SITE_LINKED_HELP_SLUGS: readonly string[] = Object.values(HELP_TOPIC_SLUGS);
