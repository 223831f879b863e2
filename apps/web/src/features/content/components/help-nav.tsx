import type { THelpCentre } from '@tala/contract/help/help-centre';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { helpLink } from '../../../lib/help-topics.ts';

/** Every category with its articles, the open one marked: beside the article on desktop, under it on a phone. */
export function HelpNav({
  base,
  centre,
  active,
}: {
  base: string;
  centre: THelpCentre | undefined;
  active: string | null;
}) {
  const { t } = useTranslation('pages');
  if (!centre) return <Skeleton className="h-96" />;
  return (
    <nav
      aria-label={t('help.topicsLabel')}
      className="space-y-5 rounded-2xl border border-line bg-surface p-4"
      data-testid="help-nav"
    >
      {centre.categories.map((category) => (
        <section key={category.slug} aria-labelledby={`help-nav-${category.slug}`}>
          <h2
            id={`help-nav-${category.slug}`}
            lang={category.lang}
            className="mb-2 flex items-center gap-2 px-2 text-xs font-bold tracking-wider text-muted uppercase"
          >
            <Icon name={category.icon} className="size-4 text-accent" />
            {category.title}
          </h2>
          <ul className="space-y-0.5">
            {category.articles.map((article) => {
              const current = article.slug === active;
              return (
                <li key={article.slug}>
                  <Link
                    to={helpLink(article.slug, base)}
                    lang={article.lang}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${current ? 'bg-accent/12 text-accent' : 'text-fg hover:bg-surface-2'}`}
                    data-testid={`help-link-${article.slug}`}
                  >
                    {article.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
