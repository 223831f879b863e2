import type { TGameTile } from '@tala/contract/games/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Deferred } from '../../../lib/deferred.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useHotGames, usePopularGames, useRecentGames } from '../hooks/use-catalogue.ts';
import { useFavouriteGames } from '../hooks/use-favourites.ts';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { GameRow } from './game-row.tsx';
import { WinnerBoard } from './winner-board.tsx';

const POPULAR_SHOWN = 8;
const POPULAR_COLUMNS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function BrowseLink() {
  const { t } = useTranslation('games');
  return (
    <Link
      to="/rng"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
    >
      {t('home.browse')}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}

/** Recent and favourite rows for a logged-in member, each shown only when it has games. */
function MemberRows() {
  const { t } = useTranslation('games');
  const recent = useRecentGames();
  const favourites = useFavouriteGames();
  const rows: Array<{ id: string; title: string; tiles: readonly TGameTile[] | undefined }> = [
    { id: 'home-recent', title: t('home.recent'), tiles: recent.data },
    { id: 'home-favourites', title: t('home.favourites'), tiles: favourites.data },
  ];
  return rows
    .filter((row) => (row.tiles?.length ?? 0) > 0)
    .map((row) => <GameRow key={row.id} id={row.id} title={row.title} tiles={row.tiles} loading={false} />);
}

/** Popular games as a grid beside the winner board (stacked on phones). */
function PopularWithWinners() {
  const { t } = useTranslation('games');
  const popular = usePopularGames();
  const tiles = popular.data?.slice(0, POPULAR_SHOWN);
  return (
    // Below the fold on a first screen: the browser lays it out and paints it when it comes near.
    <div className="grid gap-6 [contain-intrinsic-size:auto_44rem] [content-visibility:auto] lg:grid-cols-[minmax(0,1fr)_340px]">
      <section aria-labelledby="home-popular" data-testid="home-popular">
        <SectionHeading id="home-popular" title={t('home.popular')} action={<BrowseLink />} />
        {popular.isPending ? (
          <GameGridSkeleton count={POPULAR_SHOWN} columns={POPULAR_COLUMNS} />
        ) : tiles && tiles.length > 0 ? (
          <GameGrid tiles={tiles} columns={POPULAR_COLUMNS} testId="popular-grid" />
        ) : (
          <EmptyState icon="play" title={t('home.popularEmpty')} body={t('home.popularEmptyBody')} />
        )}
      </section>
      <WinnerBoard />
    </div>
  );
}

/** The home page's game sections: hot row, the member's recent and favourite rows, popular and winners. */
export function HomeGames() {
  const { t } = useTranslation('games');
  const hot = useHotGames();
  const { isLoggedIn } = useSession();
  return (
    <div className="space-y-8 sm:space-y-10">
      {hot.isError || hot.data?.length === 0 ? null : (
        <GameRow id="home-hot" title={t('home.hot')} tiles={hot.data} loading={hot.isPending} />
      )}
      {isLoggedIn ? <MemberRows /> : null}
      <Deferred placeholder={<div className="min-h-[44rem]" aria-hidden="true" />}>
        <PopularWithWinners />
      </Deferred>
    </div>
  );
}
