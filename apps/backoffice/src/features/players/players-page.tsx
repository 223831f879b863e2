import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { ZPlayerPage } from '@tala/contract/backoffice/players';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, TABLE } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';

type TPage = z.infer<typeof ZPlayerPage>;

export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  const players = useQuery({
    queryKey: ['players', q, page],
    queryFn: () => api<TPage>('GET', `${BO_PATHS.players}${query({ q, page, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title={t('players.title')} subtitle={t('players.subtitle')} />
      <Card padded={false}>
        <form
          className="flex gap-2 border-b border-line p-3"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(draft ? { q: draft } : {});
          }}
        >
          <label className="flex h-9 flex-1 items-center gap-2 rounded-md border border-line bg-surface-2 px-3 focus-within:border-accent">
            <Icon name="search" className="size-4 text-faint" />
            <input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={120}
              data-testid="player-search"
              aria-label={t('players.searchLabel')}
              placeholder={t('players.searchPlaceholder')}
              className="h-full min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-faint"
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('common.search')}
          </Button>
        </form>
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
