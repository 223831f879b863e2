import type { TBoBonus } from '@tala/contract/backoffice/bonuses';
import { BONUS_STATES, type TBonusState } from '@tala/contract/promotions/promotions';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { ListFilters, useListFilters } from '../../components/ui/list-filters.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { dateTime, money } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { BonusCancelDialog } from './bonus-cancel-dialog.tsx';
import { BonusCancelsList } from './bonus-cancels-list.tsx';
import { BONUS_STATE_TONE, useBonuses } from './use-bonuses.ts';

/** Stakes counted against the requirement, as a bar and as figures. */
function WageringProgress({ bonus, currency }: { bonus: TBoBonus; currency: string }) {
  const { t } = useTranslation();
  const required = Number(bonus.wageringRequired);
  const percent =
    required > 0 ? Math.min(100, Math.floor((Number(bonus.wageringDone) / required) * 100)) : 100;
  const label = t('bonuses.progress', {
    done: money(bonus.wageringDone, currency),
    required: money(bonus.wageringRequired, currency),
  });
  return (
    <span className="flex min-w-36 flex-col items-end gap-1 md:items-start">
      <span
        role="progressbar"
        aria-label={t('bonuses.wagering')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="block h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-surface-3"
      >
        <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular text-xs whitespace-nowrap text-muted">{label}</span>
    </span>
  );
}

function StateCell({ bonus }: { bonus: TBoBonus }) {
  const { t } = useTranslation();
  const pending = bonus.cancel?.status === 'PENDING' ? bonus.cancel : null;
  const decided = bonus.cancel && bonus.cancel.status !== 'PENDING' ? bonus.cancel : null;
  return (
    <span className="flex flex-col items-end gap-0.5 md:items-start">
      <Badge tone={BONUS_STATE_TONE[bonus.state]}>{t(`bonuses.states.${bonus.state}`)}</Badge>
      {/* A staff cancellation names who and why below, instead of the bare reason. */}
      {bonus.endReason && !decided ? (
        <span className="text-[11px] text-faint">{t(`bonuses.endReasons.${bonus.endReason}`)}</span>
      ) : null}
      {pending ? (
        <span className="text-[11px] text-warning" data-testid="bonus-cancel-waiting">
          {t('bonuses.cancelWaiting', { staff: pending.requestedBy })}
        </span>
      ) : null}
      {decided ? (
        <span className="max-w-56 text-[11px] break-words text-muted">
          {t('bonuses.cancelledBy', {
            staff: decided.decidedBy ?? decided.requestedBy,
            reason: decided.reason,
          })}
        </span>
      ) : null}
    </span>
  );
}

function useBonusColumns(currency: string): TColumn<TBoBonus>[] {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  return [
    {
      key: 'player',
      label: t('bonuses.player'),
      primary: true,
      render: (bonus) => <span className="font-semibold whitespace-nowrap">{bonus.member.username}</span>,
    },
    {
      key: 'promotion',
      label: t('bonuses.promotion'),
      render: (bonus) => <span className="md:block md:max-w-56 md:truncate">{textOf(bonus.title)}</span>,
    },
    {
      key: 'amount',
      label: t('bonuses.amount'),
      align: 'right',
      render: (bonus) => <span className="whitespace-nowrap">{money(bonus.amount, currency)}</span>,
    },
    {
      key: 'wagering',
      label: t('bonuses.wagering'),
      render: (bonus) => <WageringProgress bonus={bonus} currency={currency} />,
    },
    { key: 'state', label: t('bonuses.state'), render: (bonus) => <StateCell bonus={bonus} /> },
    {
      key: 'dates',
      label: t('bonuses.dates'),
      render: (bonus) => (
        <span className="flex flex-col items-end text-xs leading-snug whitespace-nowrap md:items-start">
          <span className="tabular text-fg">{t('bonuses.issued', { time: dateTime(bonus.issuedAt) })}</span>
          <span className="tabular text-faint">
            {bonus.endedAt
              ? t('bonuses.ended', { time: dateTime(bonus.endedAt) })
              : t('bonuses.expires', { time: dateTime(bonus.expiresAt) })}
          </span>
        </span>
      ),
    },
  ];
}

/**
 * Players' bonuses (issue 13 §3, decision 051): a player's found by username, or the merchant's latest, with the
 * promotion, the wagering done and what ended them. Money staff cancel an active one with a reason; the ones waiting
 * for a second person's approval are listed above.
 */
export function BonusesCard({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const canCancel = can(me.data, 'promotions.review');
  const filters = useListFilters<TBonusState>();
  const { username, status: state, page, setPage } = filters;
  const bonuses = useBonuses(username, state, page);
  const columns = useBonusColumns(currency);
  const [cancelling, setCancelling] = useState<TBoBonus | null>(null);
  const data = bonuses.error ? null : bonuses.data;
  return (
    <div className="flex flex-col" data-testid="bonuses-card">
      <BonusCancelsList currency={currency} canDecide={canCancel} />
      <ListFilters
        filters={filters}
        statuses={BONUS_STATES}
        labelOf={(value) => t(`bonuses.states.${value}`)}
        statusLabel={t('bonuses.state')}
        search={{
          label: t('bonuses.searchLabel'),
          placeholder: t('bonuses.searchPlaceholder'),
          testId: 'bonuses-search',
        }}
      />
      <p className="border-b border-line px-4 py-2 text-xs text-muted">
        {username ? t('bonuses.helpPlayer', { player: username }) : t('bonuses.helpLatest')}
      </p>
      {bonuses.error ? (
        <div className="p-3">
          <ErrorNote error={bonuses.error} />
        </div>
      ) : null}
      <DataList
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(bonus) => bonus.id}
        empty={bonuses.isPending || bonuses.error ? '' : t('bonuses.none')}
        actions={
          canCancel
            ? {
                label: t('bonuses.actions'),
                render: (bonus) =>
                  bonus.state === 'ACTIVE' && bonus.cancel?.status !== 'PENDING' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setCancelling(bonus)}
                      data-testid={`bonus-cancel-${bonus.id}`}
                    >
                      {t('bonuses.cancel')}
                    </Button>
                  ) : null,
              }
            : undefined
        }
        testId="bonuses-table"
      />
      {data ? (
        <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
      ) : null}
      {cancelling ? (
        <BonusCancelDialog bonus={cancelling} currency={currency} onClose={() => setCancelling(null)} />
      ) : null}
    </div>
  );
}
