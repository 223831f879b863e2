import { nearestPlayerPath } from '@tala/contract/site-routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/art/ui-icons.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { PageFrame } from '../shell/page-frame.tsx';

const LINK_PRIMARY =
  'inline-flex h-11 items-center gap-2 rounded-lg bg-accent px-5 text-sm font-bold text-accent-contrast hover:bg-accent-strong';
const LINK_SECONDARY =
  'inline-flex h-11 items-center gap-2 rounded-lg border border-line px-5 text-sm font-semibold text-fg hover:bg-surface-2';

/**
 * Any address the site does not have (`/chess`, a typo): what happened, the address itself, the page it
 * was probably meant to be, and ways on — home, promotions and the game categories that have games. The
 * server sends this page with 404 on a direct load (PLAYER_SITE_PATHS).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const nearest = nearestPlayerPath(location.pathname);
  return (
    <PageFrame className="space-y-10">
      <section
        className="rounded-2xl border border-line bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--accent)_14%,transparent),transparent_60%),linear-gradient(135deg,color-mix(in_oklab,var(--brand)_20%,var(--surface)),var(--surface))] px-6 py-10 text-center sm:px-10 sm:py-14"
        data-testid="not-found"
      >
        <div className="mx-auto max-w-xl space-y-4">
          <p className="text-6xl font-black tracking-tight text-accent sm:text-7xl" aria-hidden="true">
            404
          </p>
          <h1 className="text-2xl font-black text-fg sm:text-3xl">{t('notFound.title')}</h1>
          <p className="text-sm text-muted sm:text-base">{t('notFound.body')}</p>
          <p
            className="mx-auto w-fit max-w-full rounded-lg bg-surface-2 px-3 py-1.5 font-mono text-xs break-all text-muted"
            data-testid="not-found-address"
          >
            {address}
          </p>
          {nearest ? (
            <p className="text-sm text-fg" data-testid="not-found-suggestion">
              {t('notFound.didYouMean')}{' '}
              <Link to={`${nearest}${location.search}`} className="font-semibold text-accent underline">
                {nearest}
              </Link>
              ?
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-3 pt-2">
            <Link to="/index" className={LINK_PRIMARY} data-testid="not-found-home">
              <Icon name="home" className="size-4" />
              {t('notFound.home')}
            </Link>
            <Link to="/promotions" className={LINK_SECONDARY}>
              <Icon name="gift" className="size-4" />
              {t('notFound.promotions')}
            </Link>
          </div>
        </div>
      </section>
      <section className="space-y-4" data-testid="not-found-categories">
        <SectionHeading title={t('notFound.categories')} />
        <CategoryTiles />
      </section>
    </PageFrame>
  );
}
