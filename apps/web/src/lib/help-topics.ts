import {
  HELP_SLUG_PATTERN,
  HELP_TOPIC_SLUGS,
  type THelpTopic as TTopic,
} from '@tala/contract/help/help-paths';

/**
 * Help-centre links (/help?topic=…). The footer, the registration form and older links name a topic (`terms`); help
 * is now written in the back office as articles, and a topic opens its article (decision 056). A `topic` that is
 * already an article's slug opens that article.
 */
export type THelpTopic = TTopic;

/** The address of a topic's or an article's page (`base` is /help, or /helpmc without the site's header). */
export function helpLink(topicOrSlug: THelpTopic | string, base = '/help'): string {
  return `${base}?topic=${encodeURIComponent(topicOrSlug)}`;
}

/** The article a `?topic=` value opens, or null for the help centre's front page. */
export function articleSlugOf(value: string | null): string | null {
  if (!value) return null;
  if (Object.hasOwn(HELP_TOPIC_SLUGS, value)) return HELP_TOPIC_SLUGS[value as THelpTopic];
  return value.length <= 60 && HELP_SLUG_PATTERN.test(value) ? value : null;
}
