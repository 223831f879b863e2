import type { TBoRedemption } from '@tala/contract/backoffice/points';
import { REDEEM_STATUSES, type TRedeemStatus } from '@tala/contract/loyalty/points';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { pointsText } from './points-format.ts';
import { RejectRedemptionDialog } from './reject-redemption-dialog.tsx';
import { useDecideRedemption, useRedemptions } from './use-points.ts';

const STATUS_TONE = { IN_PROCESS: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

function useRedemptionColumns(currency: string): TColumn<TBoRedemption>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'reward',
      label: t('points.queue.reward'),
      primary: true,
      render: (item) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold md:max-w-48 md:truncate" title={item.rewardName}>
            {item.rewardName}
            {item.quantity > 1 ? <span className="text-muted"> × {item.quantity}</span> : null}
          </span>
          <span className="text-xs font-normal text-muted">{t(`points.kinds.${item.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'reference',
      label: t('points.queue.reference'),
      render: (item) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          <span className="font-mono text-xs text-fg">{item.reference}</span>
          <span className="tabular text-xs whitespace-nowrap text-faint">{dateTime(item.createdAt)}</span>
        </span>
      ),
    },
    {
      key: 'player',
      label: t('points.queue.player'),
      render: (item) => <span className="font-medium">{item.username}</span>,
    },
    {
      key: 'points',
      label: t('points.queue.points'),
      align: 'right',
      render: (item) => (
        <span className="flex flex-col items-end whitespace-nowrap">
          <span className="font-semibold">{pointsText(item.points)}</span>
          {item.cash ? <span className="text-xs text-muted">{money(item.cash, currency)}</span> : null}
        </span>
      ),
    },
    {
      key: 'delivery',
      label: t('points.queue.delivery'),
      render: (item) =>
        item.receivingAddress || item.mobile ? (
          <span className="flex flex-col items-end leading-snug md:max-w-64 md:items-start">
            <span className="break-words whitespace-pre-line">{item.receivingAddress}</span>
            <span className="tabular text-xs text-muted">{item.mobile}</span>
            {item.remark ? (
              <span className="text-xs break-words text-faint italic">“{item.remark}”</span>
            ) : null}
          </span>
        ) : (
          <span className="text-faint">{item.remark ?? '—'}</span>
        ),
    },
    {
      key: 'status',
      label: t('points.queue.status'),
      render: (item) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <Badge tone={STATUS_TONE[item.status]}>{t(`points.redeemStatuses.${item.status}`)}</Badge>
          {item.reason ? (
            <span className="text-xs break-words text-danger md:max-w-48">{item.reason}</span>
          ) : null}
          {item.reviewedAt ? (
            <span className="tabular text-[11px] whitespace-nowrap text-faint">
              {dateTime(item.reviewedAt)}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * The redemptions players made, waiting ones first by default (issue 14 §1: in process → approved / rejected).
 * Money staff approve (a cash reward is paid to the main wallet then) or reject with the reason the player reads
 * (the points and the stock come back). A decision the server refuses — someone else decided first — says so.
 */
export function RedemptionsCard({ canReview, currency }: { canReview: boolean; currency: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TRedeemStatus | ''>('IN_PROCESS');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TBoRedemption | null>(null);
  const list = useRedemptions(status, page);
  const decide = useDecideRedemption();
  const columns = useRedemptionColumns(currency);
  const actions = (item: TBoRedemption): ReactNode =>
    item.status === 'IN_PROCESS' ? (
      <>
        <Button
          size="sm"
          variant="success"
          busy={decide.isPending && decide.variables?.id === item.id && !decide.variables.reason}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: item.id })}
          data-testid="redemption-approve"
        >
          {t('points.queue.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => {
            decide.reset();
            setRejecting(item);
          }}
          data-testid="redemption-reject"
        >
          {t('points.queue.reject')}
        </Button>
      </>
    ) : null;
  return (
    <Card title={t('points.queue.title')} padded={false}>
      <FilterTabs
        values={[...REDEEM_STATUSES, '']}
        value={status}
        onChange={(next) => {
          setStatus(REDEEM_STATUSES.find((value) => value === next) ?? '');
          setPage(1);
        }}
        labelOf={(value) => (value ? t(`points.redeemStatuses.${value}`) : t('common.all'))}
        label={t('points.queue.status')}
      />
      {rejecting ? null : (
        <div className="px-3 pt-2 empty:hidden" data-testid="redemption-error">
          <ErrorNote error={list.error ?? decide.error} />
        </div>
      )}
      {list.data ? (
        <DataList
          rows={list.data.list}
          columns={columns}
          rowKey={(item) => item.id}
          empty={t('points.queue.none')}
          testId="redemptions-table"
          actions={canReview ? { label: t('points.queue.decide'), render: actions } : undefined}
        />
      ) : null}
      {list.data ? (
        <Pager
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onChange={setPage}
        />
      ) : null}
      {rejecting ? (
        <RejectRedemptionDialog
          item={rejecting}
          busy={decide.isPending}
          error={decide.error}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            decide.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
          }
        />
      ) : null}
    </Card>
  );
}
