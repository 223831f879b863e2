import { GAME_STATUSES, type TBoGame, type TGameStatus } from '@tala/contract/backoffice/games';
import { Pager } from '@tala/ui/pager';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { can, useMe } from '../../lib/session.ts';
import { StatusBadge } from './status-badge.tsx';
import { useSaveGame, useVendorGames } from './use-games.ts';

/** The contract's bound on the search box (ZBoGameQuery.q). */
const SEARCH_MAX = 60;

function useColumns(editable: boolean, save: ReturnType<typeof useSaveGame>): TColumn<TBoGame>[] {
  const { t } = useTranslation();
  const busy = (game: TBoGame) => save.isPending && save.variables?.id === game.id;
  return [
    {
      key: 'name',
      label: t('games.vendorGames.name'),
      primary: true,
      render: (game) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{game.name}</span>
          <span className="font-mono text-[11px] font-normal break-all text-faint">{game.code}</span>
        </span>
      ),
    },
    { key: 'category', label: t('games.category'), render: (game) => t(`games.categories.${game.category}`) },
    {
      key: 'classify',
      label: t('games.vendorGames.classify'),
      render: (game) => <span className="font-mono text-xs">{game.classify}</span>,
    },
    {
      key: 'status',
      label: t('games.vendorGames.listing'),
      render: (game) =>
        editable ? (
          <select
            aria-label={`${t('games.vendorGames.listing')} ${game.name}`}
            value={game.status}
            disabled={busy(game)}
            data-testid={`game-status-${game.code}`}
            onChange={(event) =>
              save.mutate({ id: game.id, change: { status: event.target.value as TGameStatus } })
            }
            className="h-8 rounded-md border border-line bg-surface-2 px-2 text-xs text-fg"
          >
            {GAME_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`games.statuses.${status}`)}
              </option>
            ))}
          </select>
        ) : (
          <StatusBadge status={game.status} />
        ),
    },
    ...(['isHot', 'isNew'] as const).map((flag) => ({
      key: flag,
      label: t(flag === 'isHot' ? 'games.hot' : 'games.new'),
      render: (game: TBoGame) => (
        <span className="flex justify-end md:justify-start">
          <Toggle
            label={`${t(flag === 'isHot' ? 'games.hot' : 'games.new')} ${game.name}`}
            checked={game[flag]}
            disabled={!editable || busy(game)}
            testId={`game-${flag}-${game.code}`}
            onChange={(next) => save.mutate({ id: game.id, change: { [flag]: next } })}
          />
        </span>
      ),
    })),
    { key: 'sort', label: t('games.sort'), align: 'right', render: (game) => game.sort },
  ];
}

/** One vendor's games, searchable and paged; admin lists, hides and flags them in place. */
export function VendorGamesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const games = useVendorGames(id, q, page);
  const editable = can(me.data, 'games.edit');
  const save = useSaveGame();
  const columns = useColumns(editable, save);
  const vendor = games.data?.vendor;
  return (
    <div>
      <Link to="/games" className="mb-2 inline-flex items-center gap-1 text-xs text-muted hover:text-fg">
        <Icon name="back" className="size-3.5" />
        {t('games.vendorGames.back')}
      </Link>
      <PageHeader
        title={vendor ? t('games.vendorGames.title', { name: vendor.displayName }) : t('games.games')}
        subtitle={vendor ? `${vendor.vassalage} · ${t(`games.categories.${vendor.category}`)}` : undefined}
        actions={vendor ? <StatusBadge status={vendor.status} /> : null}
      />
      <Card padded={false}>
        <SearchForm
          key={q}
          initial={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
          maxLength={SEARCH_MAX}
          label={t('games.vendorGames.searchLabel')}
          placeholder={t('games.vendorGames.searchPlaceholder')}
          testId="game-search"
        />
        <ErrorNote error={games.error ?? save.error} />
        <DataList
          rows={games.data?.list ?? []}
          columns={columns}
          rowKey={(game) => game.id}
          empty={games.isPending ? '' : t('games.vendorGames.none')}
          testId="vendor-games"
        />
        {games.data ? (
          <Pager
            page={games.data.page}
            totalPages={games.data.totalPages}
            total={games.data.total}
            onChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          />
        ) : null}
      </Card>
    </div>
  );
}
