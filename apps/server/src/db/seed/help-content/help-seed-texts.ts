/** One language's texts of the default help centre: category titles and articles by slug (seed-help.ts). */
export type THelpSeedTexts = {
  /** Said where an article names the contact address and the merchant has none. */
  emailFallback: string;
  categories: Record<string, string>;
  /** Titles are plain text; html is sanitised on save like staff's, with {{name}} and {{email}} filled in first. */
  articles: Record<string, { title: string; html: string }>;
};
