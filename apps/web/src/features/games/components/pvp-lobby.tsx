import type { TVendorCard } from '@tala/contract/games/menus';
import type { TRoom } from '@tala/contract/games/rooms';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useRooms } from '../hooks/use-rooms.ts';
import { RoomCard, RoomCardSkeleton } from './room-card.tsx';
import { VendorPicker } from './vendor-picker.tsx';

const ROOM_COLUMNS = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_CARDS = 3;

/** Heading of the room grid: what to do, and how many members are in the shown rooms now. */
function LobbyHeading({ rooms }: { rooms: readonly TRoom[] }) {
  const { t } = useTranslation('games');
  const players = rooms.reduce((sum, room) => sum + room.playersNow, 0);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-black text-fg">{t('rooms.title')}</h2>
      <span
        className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold text-muted"
        data-testid="rooms-players-total"
      >
        <span className="relative flex size-2">
          {players > 0 ? (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
          ) : null}
          <span
            className={`relative inline-flex size-2 rounded-full ${players > 0 ? 'bg-success' : 'bg-faint'}`}
          />
        </span>
        {t('rooms.playersTotal', { count: players })}
      </span>
    </div>
  );
}

/** The rooms of the chosen vendor: skeletons, failure with retry, empty, or the cards. */
function RoomResults({ vassalage }: { vassalage: string | undefined }) {
  const { t } = useTranslation('games');
  const rooms = useRooms(vassalage);
  if (rooms.isPending) {
    return (
      <div className={ROOM_COLUMNS} data-testid="pvp-rooms-loading">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => i).map((slot) => (
          <RoomCardSkeleton key={slot} />
        ))}
      </div>
    );
  }
  if (rooms.isError && !rooms.data) {
    return (
      <EmptyState
        icon="refresh"
        title={t('rooms.failed')}
        action={
          <button
            type="button"
            onClick={() => void rooms.refetch()}
            className="text-sm font-bold text-accent hover:underline"
          >
            {t('list.retry')}
          </button>
        }
      />
    );
  }
  const list = rooms.data.rooms;
  if (list.length === 0)
    return <EmptyState icon="users" title={t('rooms.empty')} body={t('rooms.emptyBody')} />;
  return (
    <div className="space-y-4" data-testid="pvp-rooms">
      <LobbyHeading rooms={list} />
      <div className={ROOM_COLUMNS}>
        {list.map((room) => (
          <RoomCard key={`${room.vassalage}:${room.roomId}`} room={room} />
        ))}
      </div>
      <p className="flex items-center gap-1.5 text-xs text-faint">
        <Icon name="info" className="size-3.5 shrink-0" />
        {t('rooms.presence', { minutes: rooms.data.presenceMinutes })}
      </p>
    </div>
  );
}

/**
 * The /pvp page body (decision 010): PVP vendor tabs, then the chosen vendor's rooms as cards. The
 * vendor lives in `?vendor=` like the other category pages, so the header's vendor links land here.
 */
export function PvpLobby({
  vendors,
  allIcon,
  loadingVendors,
}: {
  vendors: readonly TVendorCard[];
  allIcon: string;
  loadingVendors: boolean;
}) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const vendor = vendors.find((entry) => entry.vassalage === params.get('vendor'));
  const select = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('vendor', next);
      else updated.delete('vendor');
      return updated;
    });
  return (
    <section aria-label={t('rooms.label')} className="space-y-5">
      <VendorPicker
        vendors={vendors}
        selected={vendor?.vassalage ?? null}
        onSelect={select}
        allIcon={allIcon}
        loading={loadingVendors}
      />
      <RoomResults vassalage={vendor?.vassalage} />
    </section>
  );
}
