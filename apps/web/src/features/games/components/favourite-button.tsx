import type { TGameTile } from '@tala/contract/games/catalogue';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../hooks/use-favourites.ts';

/** The heart on a tile: logged-in players add or remove the game from their favourites. */
export function FavouriteButton({ tile, isFavourite }: { tile: TGameTile; isFavourite: boolean }) {
  const { t } = useTranslation('games');
  const toggle = useToggleFavourite();
  const label = t(isFavourite ? 'tile.removeFavourite' : 'tile.addFavourite', { game: tile.name });
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={label}
      title={label}
      data-testid="favourite-toggle"
      onClick={() => toggle.mutate({ tile, isFavourite })}
      className={`grid size-8 place-items-center rounded-full backdrop-blur-md transition-all hover:scale-110 active:scale-95 ${
        isFavourite ? 'bg-white/90 text-danger' : 'bg-black/35 text-white hover:bg-black/55'
      }`}
    >
      <svg viewBox="0 0 24 24" className="size-[18px]" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
