import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';

/** The hero strip at the top of a category page: icon art, title, description, points rate and count. */
export function CategoryHero({
  icon,
  title,
  body,
  point,
  vendorCount,
  gameCount,
  children,
}: {
  icon: string;
  title: string;
  body: string;
  point?: string | null;
  /** Counts from the server; a zero is not shown (the page says it has nothing instead). */
  vendorCount?: number;
  gameCount?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <section
      className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-r from-brand/25 via-surface to-surface p-5 sm:p-8"
      data-testid="category-hero"
    >
      <div
        className="absolute -top-20 right-10 size-64 rounded-full bg-accent/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-4 sm:gap-6">
        <span className="grid size-16 shrink-0 place-items-center rounded-2xl border border-line bg-surface-2 text-fg shadow-inner sm:size-24">
          <CategoryIcon icon={icon} className="size-11 sm:size-16" />
        </span>
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-black text-fg sm:text-3xl">{title}</h1>
          <p className="max-w-2xl text-sm text-muted sm:text-base">{body}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {point ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold text-accent">
                <Icon name="coins" className="size-3.5" />
                {t('category.pointRate', { rate: point })}
              </span>
            ) : null}
            {gameCount ? (
              <CountPill testId="category-game-count">{t('home.gameCount', { count: gameCount })}</CountPill>
            ) : null}
            {vendorCount ? (
              <CountPill testId="category-vendor-count">
                {t('home.vendorCount', { count: vendorCount })}
              </CountPill>
            ) : null}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

function CountPill({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted"
      data-testid={testId}
    >
      {children}
    </span>
  );
}
