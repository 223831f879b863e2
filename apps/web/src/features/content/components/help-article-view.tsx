import { LANGUAGE_NATIVE_NAMES, parseLanguage } from '@tala/contract/i18n/languages';
import { SafeHtml } from '@tala/ui/safe-html';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useHelpArticle } from '../api/help-api.ts';

/**
 * Links inside an article that stay on this site (`/help?topic=…`, `/promotions`) open in the app, as the site's own
 * links do, instead of reloading the whole page.
 */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
}

/** One article: where it sits, its title, its text (sanitised again here) and when it was last changed. */
export function HelpArticleView({ base, slug }: { base: string; slug: string | null }) {
  const { t, i18n } = useTranslation('pages');
  const article = useHelpArticle(slug);
  const followLink = useInAppLinks();
  if (slug !== null && article.isPending) {
    return (
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-6 sm:p-8" aria-busy="true">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!article.data) {
    return (
      <EmptyState
        heading="h1"
        icon="info"
        title={t('help.articleMissing')}
        body={t('help.articleMissingBody')}
        action={
          <Link to={base} className="text-sm font-semibold text-accent hover:underline">
            {t('help.backToHelp')}
          </Link>
        }
      />
    );
  }
  const { title, html, lang, category, updatedAt } = article.data;
  const shownIn = parseLanguage(lang);
  return (
    <article
      lang={lang}
      className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
      data-testid="help-article"
    >
      <nav
        aria-label={t('help.breadcrumb')}
        className="flex flex-wrap items-center gap-1.5 text-xs font-semibold"
      >
        <Link to={base} className="tracking-wider text-accent uppercase hover:underline">
          {t('help.kicker')}
        </Link>
        <span aria-hidden="true" className="text-faint">
          /
        </span>
        <span className="text-muted">{category.title}</span>
      </nav>
      <h1 className="mt-2 text-2xl font-black text-fg sm:text-3xl">{title}</h1>
      {shownIn && shownIn !== i18n.language ? (
        <p className="mt-3 rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted" data-testid="help-fallback">
          {t('help.fallbackNotice', { language: LANGUAGE_NATIVE_NAMES[shownIn] })}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks on the links inside, which keep their own keyboard behaviour. */}
      <div onClick={followLink}>
        <SafeHtml
          html={html}
          headingLevel={2}
          className="mt-6 text-sm leading-relaxed text-muted sm:text-base"
        />
      </div>
      <p className="mt-8 border-t border-line pt-4 text-xs text-faint">
        {t('help.updatedAt', { date: formatDate(updatedAt, i18n.language) })}
      </p>
    </article>
  );
}
