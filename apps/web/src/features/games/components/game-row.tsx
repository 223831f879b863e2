import type { TGameTile } from '@tala/contract/games/catalogue';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

const SKELETON_SLOTS = [0, 1, 2, 3, 4, 5];
const CELL = 'w-[9.5rem] shrink-0 snap-start sm:w-[11.5rem]';

function ScrollButton({ direction, onClick }: { direction: -1 | 1; onClick: () => void }) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction < 0 ? t('home.scrollBack') : t('home.scrollOn')}
      className="hidden size-8 place-items-center rounded-full border border-line bg-surface text-muted transition-colors hover:border-accent/60 hover:text-fg sm:grid"
    >
      <Icon name={direction < 0 ? 'chevron-left' : 'chevron-right'} className="size-4" />
    </button>
  );
}

/** Whether the strip is wider than its box (arrows are pointless when every tile is in view). */
function useOverflow(strip: RefObject<HTMLDivElement | null>, count: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const node = strip.current;
    if (!node || count === 0) return;
    const check = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, [strip, count]);
  return overflowing;
}

/**
 * A titled row of tiles that scrolls sideways (snap on phones, arrow buttons on wider screens).
 * `empty` is drawn instead of the strip when the list came back empty.
 */
export function GameRow({
  id,
  title,
  tiles,
  loading,
  action,
  empty,
}: {
  id: string;
  title: string;
  tiles: readonly TGameTile[] | undefined;
  loading: boolean;
  action?: ReactNode;
  empty?: ReactNode;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(strip, tiles?.length ?? 0);
  const favourites = useFavouriteIds();
  const { isLoggedIn } = useSession();
  const scroll = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading
        id={id}
        title={title}
        action={
          <div className="flex items-center gap-2">
            {action}
            {overflowing ? (
              <>
                <ScrollButton direction={-1} onClick={() => scroll(-1)} />
                <ScrollButton direction={1} onClick={() => scroll(1)} />
              </>
            ) : null}
          </div>
        }
      />
      {!loading && tiles?.length === 0 ? (
        empty
      ) : (
        <div
          ref={strip}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:gap-4 sm:px-0"
        >
          {loading || !tiles
            ? SKELETON_SLOTS.map((slot) => (
                <div key={slot} className={CELL}>
                  <GameTileSkeleton />
                </div>
              ))
            : tiles.map((tile) => (
                <div key={`${tile.vassalage}:${tile.code}`} className={CELL}>
                  <GameTile tile={tile} isFavourite={favourites.has(tile.code)} canFavourite={isLoggedIn} />
                </div>
              ))}
        </div>
      )}
    </section>
  );
}
