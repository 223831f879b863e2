import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { ZPlayerPage } from '@tala/contract/backoffice/players';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';

type TPage = z.infer<typeof ZPlayerPage>;
type TPlayerRow = TPage['list'][number];

function usePlayerColumns(): TColumn<TPlayerRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'username',
      label: t('players.username'),
      primary: true,
      render: (player) => (
        <>
          <Link
            to={`/players/${player.id}`}
            className="font-semibold text-info hover:underline"
            data-testid={`player-link-${player.username}`}
          >
            {player.username}
          </Link>
          {player.agentType > 0 ? (
            <span className="ml-2">
              <Badge tone="brand">{t(player.agentType === 4 ? 'players.demo' : 'players.agent')}</Badge>
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'id',
      label: t('players.id'),
      render: (player) => <span className="tabular text-muted">{player.id}</span>,
    },
    {
      key: 'mobile',
      label: t('players.mobile'),
      render: (player) => <span className="tabular">{player.mobile ?? '—'}</span>,
    },
    { key: 'email', label: t('players.email'), render: (player) => player.email ?? '—' },
    {
      key: 'status',
      label: t('players.status'),
      render: (player) => (
        <Badge tone={player.status === 'ACTIVE' ? 'success' : 'danger'}>
          {t(`players.statuses.${player.status}`)}
        </Badge>
      ),
    },
    {
      key: 'registered',
      label: t('players.registered'),
      render: (player) => <span className="tabular text-muted">{dateTime(player.createdAt)}</span>,
    },
    {
      key: 'lastLogin',
      label: t('players.lastLogin'),
      render: (player) => <span className="tabular text-muted">{dateTime(player.lastLoginAt)}</span>,
    },
  ];
}

export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const columns = usePlayerColumns();
  const players = useQuery({
    queryKey: ['players', q, page],
    queryFn: () => api<TPage>('GET', `${BO_PATHS.players}${query({ q, page, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title={t('players.title')} subtitle={t('players.subtitle')} />
      <Card padded={false}>
        <SearchForm
          initial={q}
          onSearch={(next) => setParams(next ? { q: next } : {})}
          maxLength={120}
          label={t('players.searchLabel')}
          placeholder={t('players.searchPlaceholder')}
          testId="player-search"
        />
        <ErrorNote error={players.error} />
        {players.data ? (
          <DataList
            rows={players.data.list}
            columns={columns}
            rowKey={(player) => String(player.id)}
            empty={t('players.none')}
            testId="players-table"
          />
        ) : null}
        {players.data ? (
          <Pager
            page={players.data.page}
            totalPages={players.data.totalPages}
            total={players.data.total}
            onChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          />
        ) : null}
      </Card>
    </div>
  );
}
