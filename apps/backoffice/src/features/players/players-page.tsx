import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { ZPlayerPage } from '@tala/contract/backoffice/players';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, TABLE } from '../../components/ui/card.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';

type TPage = z.infer<typeof ZPlayerPage>;

export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
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
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead>
              <tr>
                <th className={TABLE.th}>{t('players.id')}</th>
                <th className={TABLE.th}>{t('players.username')}</th>
                <th className={TABLE.th}>{t('players.mobile')}</th>
                <th className={TABLE.th}>{t('players.email')}</th>
                <th className={TABLE.th}>{t('players.status')}</th>
                <th className={TABLE.th}>{t('players.registered')}</th>
                <th className={TABLE.th}>{t('players.lastLogin')}</th>
              </tr>
            </thead>
            <tbody>
              {players.data?.list.map((player) => (
                <tr key={player.id} className={TABLE.row}>
                  <td className={`${TABLE.td} tabular text-muted`}>{player.id}</td>
                  <td className={TABLE.td}>
                    <Link
                      to={`/players/${player.id}`}
                      className="font-semibold text-info hover:underline"
                      data-testid={`player-link-${player.username}`}
                    >
                      {player.username}
                    </Link>
                    {player.agentType > 0 ? (
                      <span className="ml-2">
                        <Badge tone="brand">
                          {t(player.agentType === 4 ? 'players.demo' : 'players.agent')}
                        </Badge>
                      </span>
                    ) : null}
                  </td>
                  <td className={`${TABLE.td} tabular`}>{player.mobile ?? '—'}</td>
                  <td className={TABLE.td}>{player.email ?? '—'}</td>
                  <td className={TABLE.td}>
                    <Badge tone={player.status === 'ACTIVE' ? 'success' : 'danger'}>
                      {t(`players.statuses.${player.status}`)}
                    </Badge>
                  </td>
                  <td className={`${TABLE.td} tabular text-muted`}>{dateTime(player.createdAt)}</td>
                  <td className={`${TABLE.td} tabular text-muted`}>{dateTime(player.lastLoginAt)}</td>
                </tr>
              ))}
              {players.data && players.data.list.length === 0 ? (
                <EmptyRow colSpan={7} text={t('players.none')} />
              ) : null}
            </tbody>
          </table>
        </div>
        {players.data ? (
          <Pager
            page={players.data.page}
            totalPages={players.data.totalPages}
            total={players.data.total}
            onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          />
        ) : null}
      </Card>
    </div>
  );
}
