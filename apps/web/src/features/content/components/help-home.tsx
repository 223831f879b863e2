import type { THelpCentre } from '@tala/contract/help/help-centre';
import { HELP_TOPIC_SLUGS } from '@tala/contract/help/help-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { helpLink } from '../../../lib/help-topics.ts';
import { HelpSearchForm } from './help-search.tsx';

/** A help desk drawn in SVG: a question in a chat bubble, a ticked answer and a lifebuoy (decorative). */
function HelpArt() {
  return (
    <svg
      viewBox="0 0 240 200"
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-10 hidden h-56 -translate-y-1/2 xl:block"
    >
      <g className="text-brand" fill="currentColor" fillOpacity="0.16" stroke="currentColor" strokeWidth="3">
        <circle cx="168" cy="118" r="52" />
        <circle cx="168" cy="118" r="24" fill="none" />
        <path d="M131 81l18 18M205 81l-18 18M131 155l18-18M205 155l-18-18" strokeLinecap="round" />
      </g>
      <g
        className="text-accent"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path
          d="M24 20h104a12 12 0 0 1 12 12v52a12 12 0 0 1-12 12H66l-22 20V96H24a12 12 0 0 1-12-12V32a12 12 0 0 1 12-12z"
          fill="currentColor"
          fillOpacity="0.14"
        />
        <path d="M64 48a12 12 0 1 1 17 11c-3 1.5-5 4-5 7.5V70M76 82h.01" fill="none" strokeWidth="5" />
      </g>
      <g
        className="text-success"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="52" y="140" width="76" height="38" rx="12" fill="currentColor" fillOpacity="0.14" />
        <path d="M72 159l8 8 17-17" fill="none" strokeWidth="4" />
      </g>
    </svg>
  );
}

/** The hero: what the page is, the search, and the beginner guide for someone new. */
function Hero({ base, hasGuide }: { base: string; hasGuide: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <section className="relative overflow-hidden rounded-3xl border border-line bg-surface p-6 sm:p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-accent/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-28 -left-10 size-64 rounded-full bg-brand/15 blur-3xl"
      />
      <HelpArt />
      <div className="relative max-w-2xl">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">{t('help.kicker')}</p>
        <h1 className="mt-2 text-3xl font-black text-fg sm:text-4xl">{t('help.title')}</h1>
        <p className="mt-2 text-sm text-muted sm:text-base">{t('help.intro')}</p>
        <div className="mt-6">
          <HelpSearchForm base={base} initial="" large />
        </div>
        {hasGuide ? (
          <Link
            to={helpLink(HELP_TOPIC_SLUGS.beginner, base)}
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
            data-testid="help-beginner"
          >
            <Icon name="sparkles" className="size-4" />
            {t('help.beginnerCta')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The front page of the help centre: the hero, then every category as a card listing its articles. */
export function HelpHome({
  base,
  centre,
  onRetry,
}: {
  base: string;
  centre: { data: THelpCentre | undefined; isError: boolean };
  onRetry: () => void;
}) {
  const { t } = useTranslation('pages');
  const categories = centre.data?.categories ?? [];
  const hasGuide = categories.some((category) =>
    category.articles.some((article) => article.slug === HELP_TOPIC_SLUGS.beginner),
  );
  return (
    <div className="space-y-6">
      <Hero base={base} hasGuide={hasGuide} />
      {centre.isError ? (
        <PanelError message={t('help.loadFailed')} onRetry={onRetry} retryLabel={t('help.retry')} />
      ) : !centre.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : categories.length === 0 ? (
        <EmptyState icon="info" title={t('help.empty')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="help-categories">
          {categories.map((category) => (
            <section
              key={category.slug}
              aria-labelledby={`help-cat-${category.slug}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h2
                id={`help-cat-${category.slug}`}
                lang={category.lang}
                className="flex items-center gap-3 text-lg font-bold text-fg"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-accent/12 text-accent">
                  <Icon name={category.icon} className="size-5" />
                </span>
                {category.title}
              </h2>
              <ul className="mt-3 divide-y divide-line">
                {category.articles.map((article) => (
                  <li key={article.slug}>
                    <Link
                      to={helpLink(article.slug, base)}
                      lang={article.lang}
                      className="flex items-center justify-between gap-3 py-2.5 text-sm font-medium text-fg hover:text-accent"
                      data-testid={`help-card-link-${article.slug}`}
                    >
                      {article.title}
                      <Icon name="chevron-right" className="size-4 shrink-0 text-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
