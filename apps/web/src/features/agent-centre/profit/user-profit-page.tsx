import type { TTeamProfit } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTeamProfit } from '../api/team-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { PlayCells, PlayFacts, PlayHeaders } from '../components/play-figures.tsx';
import { QueryError } from '../components/query-error.tsx';
import { HEAD_CELL, TableFrame } from '../components/table-frame.tsx';
import { TeamBreadcrumb } from '../components/team-breadcrumb.tsx';
import { usePeriod } from '../hooks/use-period.ts';
import { useTeamLevel } from '../hooks/use-team-level.ts';

type TProfitRow = TTeamProfit['list'][number];

/**
 * User profit and loss (seed 001 §2, issue 12 §2.6): a level of the team over a period, each member with
 * its own play and its branch's (itself and everyone under it); a member with a team opens its level.
 */
export function UserProfitPage() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = usePeriod();
  const { level, open, setPage } = useTeamLevel();
  const profit = useTeamProfit(period, level);
  const data = profit.data;
  return (
    <div className="space-y-4">
      <PeriodFilter value={period} onChange={setPeriod} shown={data} testId="profit-period" />
      {data ? <TeamBreadcrumb chain={data.chain} onOpen={open} testId="profit-breadcrumb" /> : null}
      {profit.isError ? <QueryError error={profit.error} onRetry={() => void profit.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${profit.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ProfitTable rows={data.list} onOpen={open} />
          <ProfitCards rows={data.list} onOpen={open} />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
        </div>
      ) : data ? (
        <EmptyState icon="trophy" title={t('profit.empty')} body={t('profit.emptyBody')} />
      ) : profit.isPending ? (
        <ListSkeleton />
      ) : null}
    </div>
  );
}

function OpenLevel({ row, onOpen }: { row: TProfitRow; onOpen: (id: string) => void }) {
  const { t } = useTranslation('agent');
  if (row.directCount === 0) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onOpen(row.id)}
      aria-label={t('team.openOf', { name: row.username })}
      data-testid="profit-open"
    >
      <Icon name="users" className="size-4" />
      {t('team.open')}
    </Button>
  );
}

/**
 * Wide screens: two rows a member, its own play and its branch's, under one member header that spans both
 * (a row group, so each figure is read with its member and its scope).
 */
function ProfitTable({ rows, onOpen }: { rows: readonly TProfitRow[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('agent');
  const head = (
    <>
      <th scope="col" className={HEAD_CELL}>
        {t('team.member')}
      </th>
      <th scope="col" className={HEAD_CELL}>
        {t('profit.scope')}
      </th>
      <PlayHeaders className={HEAD_CELL} />
      <th scope="col" className={HEAD_CELL}>
        <span className="sr-only">{t('team.actions')}</span>
      </th>
    </>
  );
  return (
    <TableFrame caption={t('profit.caption')} testId="profit-table" from="xl" head={head}>
      {rows.map((row) => (
        <tbody key={row.id} className="border-t border-line bg-surface" data-testid="profit-row">
          <tr>
            <th scope="rowgroup" rowSpan={2} className="px-3 py-3 text-left align-top font-semibold text-fg">
              <span className="block max-w-[10rem] truncate" data-testid="profit-username">
                {row.username}
              </span>
              <span className="text-xs font-normal text-faint">{t('team.levelN', { level: row.level })}</span>
            </th>
            <th scope="row" className="px-3 py-3 text-left text-xs font-semibold text-muted">
              {t('profit.own')}
            </th>
            <PlayCells figures={row.own} />
            <td rowSpan={2} className="px-3 py-3 text-right align-middle">
              <OpenLevel row={row} onOpen={onOpen} />
            </td>
          </tr>
          <tr className="bg-surface-2/50">
            <th scope="row" className="px-3 py-3 text-left text-xs font-semibold text-muted">
              {t('profit.branch')}
            </th>
            <PlayCells figures={row.branch} strong />
          </tr>
        </tbody>
      ))}
    </TableFrame>
  );
}

/** Narrow screens: a card a member, its own and its branch's figures side by side (stacked on a phone). */
function ProfitCards({ rows, onOpen }: { rows: readonly TProfitRow[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="grid gap-3 xl:hidden" data-testid="profit-cards">
      {rows.map((row) => (
        <li key={row.id} className="rounded-2xl border border-line bg-surface p-4">
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-semibold text-fg">{row.username}</p>
              <p className="text-xs text-faint">{t('team.levelN', { level: row.level })}</p>
            </div>
            <OpenLevel row={row} onOpen={onOpen} />
          </div>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <section className="rounded-xl bg-surface-2 p-3">
              <h3 className="mb-2 text-[11px] font-bold tracking-wide text-muted uppercase">
                {t('profit.own')}
              </h3>
              <PlayFacts figures={row.own} />
            </section>
            <section className="rounded-xl border border-accent/30 bg-accent/5 p-3">
              <h3 className="mb-2 text-[11px] font-bold tracking-wide text-accent uppercase">
                {t('profit.branch')}
              </h3>
              <PlayFacts figures={row.branch} />
            </section>
          </div>
        </li>
      ))}
    </ul>
  );
}
