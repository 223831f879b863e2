import type { TBoVendorTransfer, TBoVendorTransferCheck } from '@tala/contract/backoffice/vendor-transfers';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { dateTime, duration, money } from '../../lib/format.ts';
import { useCheckTransfer, useTransfersInFlight } from './use-games.ts';

const RESULT_TONE = { PENDING: 'text-warning', DONE: 'text-success', FAILED: 'text-muted' } as const;

function CheckResult({ result }: { result: TBoVendorTransferCheck | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <p
      role="status"
      data-testid="transfer-check-result"
      className={`border-b border-line px-4 py-2 text-xs ${RESULT_TONE[result.status]}`}
    >
      {t(`games.transfers.result.${result.status}`, { id: result.id })}
    </p>
  );
}

function useColumns(): TColumn<TBoVendorTransfer>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'amount',
      label: t('games.transfers.amount'),
      align: 'right',
      primary: true,
      render: (row) => <span className="font-semibold">{money(row.amount, row.currency)}</span>,
    },
    {
      key: 'player',
      label: t('games.transfers.player'),
      render: (row) => (
        <Link to={`/players/${row.playerId}`} className="font-semibold text-info hover:underline">
          {row.playerUsername}
        </Link>
      ),
    },
    { key: 'vendor', label: t('games.vendor'), render: (row) => row.vendorName },
    {
      key: 'direction',
      label: t('games.transfers.direction'),
      render: (row) => (
        <Badge tone={row.direction === 'IN' ? 'info' : 'brand'}>
          {t(`games.transfers.directions.${row.direction}`)}
        </Badge>
      ),
    },
    {
      key: 'age',
      label: t('games.transfers.age'),
      render: (row) => (
        <span className={`tabular ${row.ageSeconds >= 3600 ? 'font-semibold text-danger' : ''}`}>
          {duration(row.ageSeconds)}
        </span>
      ),
    },
    { key: 'attempts', label: t('games.transfers.attempts'), align: 'right', render: (row) => row.attempts },
    {
      key: 'created',
      label: t('games.transfers.created'),
      render: (row) => <span className="tabular text-muted">{dateTime(row.createdAt)}</span>,
    },
    {
      key: 'reference',
      label: t('games.transfers.reference'),
      render: (row) => <code className="text-xs break-all">{row.reference}</code>,
    },
  ];
}

/**
 * Transfers still waiting for a transfer-mode vendor's answer. The status-check job settles them on its
 * own; "check now" (admin, finance) runs the same check at once and says what it found.
 */
export function TransfersInFlight({ canCheck }: { canCheck: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const transfers = useTransfersInFlight(page);
  const check = useCheckTransfer();
  const columns = useColumns();
  return (
    <>
      <p className="border-b border-line px-4 py-2 text-xs text-muted">{t('games.transfers.help')}</p>
      <CheckResult result={check.data ?? null} />
      <ErrorNote error={transfers.error ?? check.error} />
      <DataList
        rows={transfers.data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        empty={transfers.isPending ? '' : t('games.transfers.none')}
        testId="transfers-in-flight"
        actions={
          canCheck
            ? {
                label: t('games.transfers.check'),
                render: (row) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={check.isPending && check.variables === row.id}
                    disabled={check.isPending}
                    onClick={() => check.mutate(row.id)}
                    data-testid={`transfer-check-${row.id}`}
                  >
                    {t('games.transfers.check')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      {transfers.data ? (
        <Pager
          page={transfers.data.page}
          totalPages={transfers.data.totalPages}
          total={transfers.data.total}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
