import type { TRoom } from '@tala/contract/games/rooms';
import { formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameArt } from '../../../components/art/game-art.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useGameLauncher } from '../hooks/launcher-context.ts';

/** A room launches as a PVP game whose code goes as roomId (launch-api.ts launchBody). */
function launchTarget(room: TRoom) {
  return { code: room.roomId, accountTypeName: room.vassalage, gameType: 'PVP' as const, name: room.name };
}

function StatusChip({ down }: { down: boolean }) {
  const { t } = useTranslation('games');
  return down ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-[11px] font-bold text-black shadow">
      <Icon name="wrench" className="size-3" />
      {t('rooms.maintenance')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-black/55 px-2 py-0.5 text-[11px] font-bold text-white shadow backdrop-blur-sm">
      <span className="size-1.5 rounded-full bg-success shadow-[0_0_6px_var(--success)]" />
      {t('rooms.open')}
    </span>
  );
}

/** Live count of members in the room; highlighted once anyone is there. */
function PlayersChip({ count }: { count: number }) {
  const { t } = useTranslation('games');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold shadow backdrop-blur-sm ${
        count > 0 ? 'bg-accent text-accent-contrast' : 'bg-black/55 text-white'
      }`}
      data-testid="room-players"
      data-count={count}
    >
      <Icon name="users" className="size-3.5" />
      {t('rooms.playing', { count })}
    </span>
  );
}

/** The room's stake range per bet; "from" alone when the vendor publishes no maximum. */
function Stakes({ room }: { room: TRoom }) {
  const { t } = useTranslation('games');
  const symbol = useMoneySymbol();
  const min = formatMoney(room.minBet, symbol);
  const range =
    room.maxBet === null
      ? t('rooms.from', { min })
      : t('rooms.range', { min, max: formatMoney(room.maxBet, symbol) });
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-3 py-2.5">
      <span className="inline-flex shrink-0 items-center gap-1.5 text-xs font-semibold text-muted">
        <Icon name="coins" className="size-4 text-accent" />
        {t('rooms.stakes')}
      </span>
      <span className="truncate text-sm font-bold text-fg tabular-nums" data-testid="room-stakes">
        {range}
      </span>
    </div>
  );
}

/** One PVP room: art with status and players now, its name and vendor, stakes, and the join button. */
export function RoomCard({ room }: { room: TRoom }) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const { isLoggedIn } = useSession();
  const { launch, pendingCode } = useGameLauncher();
  const down = room.status === 'MAINTENANCE';
  const pending = pendingCode === room.roomId;
  const label = down ? t('rooms.underMaintenance') : isLoggedIn ? t('rooms.join') : t('rooms.loginToJoin');
  return (
    <article
      data-testid="room-card"
      data-room={room.roomId}
      data-status={room.status}
      className="group flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-all duration-200 hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-[var(--shadow)]"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-2">
        <GameArt
          art={room.art}
          classify={room.gameClassify}
          seed={room.roomId}
          className={`size-full transition-transform duration-300 group-hover:scale-105 ${down ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/80 to-transparent" />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <StatusChip down={down} />
          <PlayersChip count={room.playersNow} />
        </div>
        <div className="absolute inset-x-4 bottom-3 min-w-0">
          <h3
            id={titleId}
            className="truncate text-lg leading-tight font-black text-white drop-shadow"
            title={room.name}
          >
            {room.name}
          </h3>
          <p className="truncate text-xs font-medium text-white/75">{room.vendorName}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Stakes room={room} />
        <Button
          variant={down ? 'secondary' : 'primary'}
          size="lg"
          busy={pending}
          onClick={() => launch(launchTarget(room))}
          // Named by what it shows; the room it joins is its description (every card has one).
          aria-describedby={titleId}
          data-testid="room-join"
          className="w-full"
        >
          {down ? (
            <Icon name="wrench" className="size-4" />
          ) : pending ? null : (
            <Icon name="play" className="size-4" />
          )}
          {label}
        </Button>
      </div>
    </article>
  );
}

/** The shape of a room card while the list loads. */
export function RoomCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="aspect-[16/9] animate-pulse bg-surface-2" />
      <div className="space-y-3 p-4">
        <div className="h-10 animate-pulse rounded-xl bg-surface-2" />
        <div className="h-12 animate-pulse rounded-lg bg-surface-2" />
      </div>
    </div>
  );
}
