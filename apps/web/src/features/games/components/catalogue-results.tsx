import { Spinner } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { TGameFilters } from '../api/games-api.ts';
import { useGameList } from '../hooks/use-catalogue.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';

const SKELETON_TILES = 12;

/** The filtered game list with infinite scroll: skeletons, empty and failure states, and the end line. */
export function CatalogueResults({
  filters,
  filtered = Boolean(filters.gameClassify),
  columns,
  onClear,
}: {
  filters: TGameFilters;
  /** Whether the player narrowed the list (a chip): the empty state then offers to clear it. */
  filtered?: boolean;
  columns?: string;
  onClear?: () => void;
}) {
  const { t } = useTranslation('games');
  const list = useGameList(filters);
  const sentinel = useInfiniteScroll({
    hasMore: list.hasNextPage,
    isLoading: list.isFetching,
    onLoadMore: () => void list.fetchNextPage(),
  });
  if (list.isPending) return <GameGridSkeleton count={SKELETON_TILES} columns={columns} />;
  if (list.isError && !list.data) {
    return (
      <EmptyState
        icon="refresh"
        title={t('list.failed')}
        action={
          <button
            type="button"
            onClick={() => void list.refetch()}
            className="text-sm font-bold text-accent hover:underline"
          >
            {t('list.retry')}
          </button>
        }
      />
    );
  }
  const tiles = list.data.pages.flatMap((page) => page.games);
  const total = list.data.pages[0]?.total ?? 0;
  if (tiles.length === 0) return <NoGames query={filters.gameName} filtered={filtered} onClear={onClear} />;
  return (
    <div className="space-y-5" data-testid="catalogue-results" data-total={total}>
      <GameGrid tiles={tiles} columns={columns} />
      <div
        ref={sentinel}
        className="flex h-10 items-center justify-center text-xs text-faint"
        aria-live="polite"
      >
        {list.isFetchingNextPage ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4 text-accent" />
            {t('list.loadingMore')}
          </span>
        ) : list.hasNextPage ? null : total > 12 ? (
          t('list.end', { count: total })
        ) : null}
      </div>
    </div>
  );
}

function NoGames({
  query,
  filtered,
  onClear,
}: {
  query?: string | undefined;
  filtered: boolean;
  onClear?: (() => void) | undefined;
}) {
  const { t } = useTranslation('games');
  const searching = Boolean(query) || filtered;
  return (
    <EmptyState
      icon={searching ? 'sparkles' : 'play'}
      title={query ? t('list.noMatch', { query }) : t('list.empty')}
      body={searching ? t('list.noMatchBody') : t('list.emptyBody')}
      action={
        searching && onClear ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-bold text-accent hover:underline"
            data-testid="clear-filters"
          >
            {t('list.clearFilters')}
          </button>
        ) : undefined
      }
    />
  );
}
