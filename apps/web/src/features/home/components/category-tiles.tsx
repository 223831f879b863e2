import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CATEGORY_ICONS, CATEGORY_PATHS, useGameMenus } from '../../../lib/game-menus.ts';
import { usePointLabels } from '../../../lib/use-point-labels.ts';

const SKELETONS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** One tile per server category (each has games): artwork icon, game count and points rate. */
export function CategoryTiles() {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  const { data: lanes, isPending } = useGameMenus();
  const pointLabel = usePointLabels();
  if (isPending && !lanes) {
    return (
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
        {SKELETONS.map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  const visible = (lanes ?? []).filter((lane) => lane.cards.length > 0);
  return (
    // Desktop: one row however many categories have games (at most nine), each tile as wide as the rest.
    <div
      className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none"
      data-testid="category-tiles"
    >
      {visible.map((lane) => (
        <Link
          data-testid={`category-tile-${lane.title}`}
          key={lane.title}
          to={CATEGORY_PATHS[lane.title]}
          className="group relative flex flex-col items-center gap-2 overflow-hidden rounded-xl border border-line bg-gradient-to-b from-surface-2 to-surface px-2 pt-4 pb-3 text-center transition-all hover:-translate-y-0.5 hover:border-accent/60"
        >
          {pointLabel(lane.title) ? (
            <span className="absolute top-1.5 right-1.5 rounded-md bg-accent/15 px-1 text-[10px] font-bold text-accent tabular-nums">
              {pointLabel(lane.title)}
            </span>
          ) : null}
          <span className="text-fg transition-transform group-hover:scale-110">
            <CategoryIcon icon={CATEGORY_ICONS[lane.title]} className="size-11" />
          </span>
          <span className="w-full text-xs leading-tight font-bold text-fg sm:text-sm">
            {tShell(`nav.items.${lane.title}`)}
          </span>
          <span className="text-[11px] text-faint" data-testid="category-tile-games">
            {t('home.gameCount', { count: lane.cards.reduce((sum, card) => sum + (card.gameCount ?? 0), 0) })}
          </span>
        </Link>
      ))}
    </div>
  );
}
