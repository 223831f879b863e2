import type { TGameTile } from '@tala/contract/games/catalogue';
import { Spinner } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { GameArt } from '../../../components/art/game-art.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useGameLauncher } from '../hooks/launcher-context.ts';
import { FavouriteButton } from './favourite-button.tsx';

/** Fills with the text colour made for them (design tokens), so the small badge text stays AA. */
const BADGE_TONES = {
  hot: 'bg-danger text-danger-contrast',
  new: 'bg-success text-success-contrast',
  lobby: 'bg-brand text-brand-contrast',
} as const;

function Badge({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof BADGE_TONES;
  icon?: 'flame' | 'sparkles';
  children: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-extrabold tracking-wide uppercase shadow-sm ${BADGE_TONES[tone]}`}
    >
      {icon ? <Icon name={icon} className="size-3" /> : null}
      {children}
    </span>
  );
}

/** The art half of a tile: the launch button, with hover play, launch spinner and maintenance veil. */
function TileArt({ tile, pending, down }: { tile: TGameTile; pending: boolean; down: boolean }) {
  const { t } = useTranslation('games');
  const { launch } = useGameLauncher();
  return (
    <button
      type="button"
      onClick={() => launch(tile)}
      aria-busy={pending || undefined}
      data-testid="game-tile-play"
      className="relative block aspect-[4/3] w-full overflow-hidden bg-surface-2"
    >
      {/* The name comes from this text, not an aria-label, so it holds every word the button shows. */}
      <span className="sr-only">{t('tile.playGame', { game: tile.name })}</span>
      <GameArt
        art={tile.art}
        classify={tile.gameClassify}
        seed={tile.code}
        className={`size-full transition-transform duration-300 group-hover:scale-105 ${down ? 'opacity-60 grayscale' : ''}`}
      />
      {pending ? (
        <span className="absolute inset-0 grid place-items-center bg-black/55 text-white">
          <Spinner className="size-8" />
        </span>
      ) : (
        <span className="absolute inset-0 grid place-items-center bg-black/35 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
          <span className="grid size-12 translate-y-1 place-items-center rounded-full bg-accent text-accent-contrast shadow-[0_8px_24px_-6px_var(--accent)] transition-transform group-hover:translate-y-0">
            <Icon name="play" className="ml-0.5 size-5" />
          </span>
        </span>
      )}
      {down ? (
        <span
          className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1 rounded-md bg-warning/95 px-2 py-1 text-[11px] font-bold text-black"
          data-testid="tile-maintenance"
        >
          <Icon name="wrench" className="size-3.5" />
          {t('tile.maintenance')}
        </span>
      ) : null}
    </button>
  );
}

/** A game tile: art, hot/new badges, favourite heart (logged in), name, vendor and smallest stake. */
export function GameTile({
  tile,
  isFavourite,
  canFavourite,
}: {
  tile: TGameTile;
  isFavourite: boolean;
  canFavourite: boolean;
}) {
  const { t } = useTranslation('games');
  const { pendingCode } = useGameLauncher();
  const symbol = useMoneySymbol();
  const down = tile.status === 'MAINTENANCE';
  return (
    <article
      data-testid="game-tile"
      data-game={tile.code}
      className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-all duration-200 hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-[var(--shadow)]"
    >
      <TileArt tile={tile} pending={pendingCode === tile.code} down={down} />
      <div className="pointer-events-none absolute top-2 left-2 flex flex-wrap gap-1">
        {tile.isHot === 1 ? (
          <Badge tone="hot" icon="flame">
            {t('tile.hot')}
          </Badge>
        ) : null}
        {tile.isNew === 1 ? <Badge tone="new">{t('tile.new')}</Badge> : null}
        {tile.isGame === 0 ? <Badge tone="lobby">{t('tile.lobby')}</Badge> : null}
      </div>
      {canFavourite ? (
        <div className="absolute top-1.5 right-1.5">
          <FavouriteButton tile={tile} isFavourite={isFavourite} />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1 px-2.5 pt-2 pb-2.5 sm:px-3">
        <h3 className="truncate text-sm leading-snug font-bold text-fg" title={tile.name}>
          {tile.name}
        </h3>
        <div className="flex min-w-0 items-center justify-between gap-2 text-xs">
          <span className="truncate text-faint">{tile.vendorName}</span>
          <span
            className="inline-flex shrink-0 items-center gap-1 font-semibold text-muted"
            title={t('tile.minBet')}
            data-testid="tile-min-bet"
          >
            <Icon name="coins" className="size-3.5 text-accent" />
            <MoneyText amount={tile.minBet} symbol={symbol} />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The shape of a tile while its list loads. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface">
      <div className="aspect-[4/3] animate-pulse bg-surface-2" />
      <div className="space-y-2 p-3">
        <div className="h-3.5 w-3/4 animate-pulse rounded bg-surface-2" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
      </div>
    </div>
  );
}
