import { MOVE_STATUSES, type TBoMemberMove, type TMoveStatus } from '@tala/contract/backoffice/agent-tree';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { useUrlFilters } from './agent-parts.tsx';
import { MoveDecisionDialog } from './move-decision-dialog.tsx';
import { TreeLink } from './tree-parts.tsx';
import { useDecideMove, useMoves } from './use-agent-tree.ts';

const TONES = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger', CANCELLED: 'neutral' } as const;

function useMoveColumns(): TColumn<TBoMemberMove>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'member',
      label: t('agents.moves.member'),
      primary: true,
      render: (move) => <TreeLink username={move.member.username} />,
    },
    {
      key: 'move',
      label: t('agents.moves.move'),
      render: (move) => (
        <span className="flex flex-col items-end text-xs leading-snug md:items-start">
          <span className="whitespace-nowrap text-muted">
            {move.fromUpline
              ? t('agents.moves.from', { upline: move.fromUpline.username })
              : t('agents.moves.fromTop')}
          </span>
          <span className="font-semibold text-fg">
            {t('agents.moves.to', { upline: move.toUpline.username })}
          </span>
        </span>
      ),
    },
    {
      key: 'reason',
      label: t('agents.moves.reason'),
      render: (move) => (
        <span className="md:block md:max-w-56 md:truncate" title={move.reason}>
          {move.reason}
        </span>
      ),
    },
    {
      key: 'requested',
      label: t('agents.moves.requested'),
      render: (move) => (
        <span className="flex flex-col items-end text-xs leading-snug md:items-start">
          <span className="text-fg">{move.requestedBy}</span>
          <span className="tabular whitespace-nowrap text-faint">{dateTime(move.requestedAt)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('agents.moves.status'),
      render: (move) => (
        <span className="flex flex-col items-end gap-0.5 md:max-w-56 md:items-start">
          <Badge tone={TONES[move.status]}>{t(`agents.moves.statuses.${move.status}`)}</Badge>
          {move.decidedBy ? (
            <span className="text-[11px] text-faint">
              {t('agents.moves.decided', { staff: move.decidedBy, time: dateTime(move.decidedAt) })}
            </span>
          ) : null}
          {move.decisionNote ? (
            <span className="text-[11px] break-words text-muted">{move.decisionNote}</span>
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * Move requests, those waiting first (decision 047). Admins approve or reject another admin's request; on their
 * own, approving is disabled and says why, and they may withdraw it.
 */
export function MovesTab() {
  const { t } = useTranslation();
  const me = useMe();
  const canDecide = can(me.data, 'agents.edit');
  const { params, update } = useUrlFilters();
  const status: TMoveStatus | '' = MOVE_STATUSES.find((s) => s === params.get('status')) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const moves = useMoves(status, page);
  const columns = useMoveColumns();
  const withdraw = useDecideMove();
  const [deciding, setDeciding] = useState<{ move: TBoMemberMove; approve: boolean } | null>(null);
  const actions = (move: TBoMemberMove): ReactNode => {
    if (!canDecide || move.status !== 'PENDING') return null;
    if (move.requestedBy === me.data?.username) {
      const why = `move-own-${move.id}`;
      return (
        <span className="flex flex-col items-end gap-1">
          <span className="flex gap-1.5">
            <Button size="sm" disabled aria-describedby={why} data-testid={`move-approve-${move.id}`}>
              {t('agents.moves.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              busy={withdraw.isPending && withdraw.variables?.id === move.id}
              onClick={() => withdraw.mutate({ id: move.id, decision: 'cancel', note: '' })}
              data-testid={`move-cancel-${move.id}`}
            >
              {t('agents.moves.cancel')}
            </Button>
          </span>
          <span id={why} className="max-w-56 text-right text-[11px] text-faint">
            {t('agents.moves.ownRequest')}
          </span>
        </span>
      );
    }
    return (
      <>
        <Button
          size="sm"
          onClick={() => setDeciding({ move, approve: true })}
          data-testid={`move-approve-${move.id}`}
        >
          {t('agents.moves.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDeciding({ move, approve: false })}
          data-testid={`move-reject-${move.id}`}
        >
          {t('agents.moves.reject')}
        </Button>
      </>
    );
  };
  return (
    <Card padded={false}>
      <FilterTabs
        values={['', ...MOVE_STATUSES]}
        value={status}
        onChange={(next) => update({ status: next })}
        labelOf={(value) => (value ? t(`agents.moves.statuses.${value}`) : t('common.all'))}
        label={t('agents.moves.statusLabel')}
      />
      <p className="border-b border-line px-4 py-2 text-xs text-muted">{t('agents.moves.help')}</p>
      <ErrorNote error={moves.error ?? withdraw.error} />
      <DataList
        rows={moves.data?.list ?? []}
        columns={columns}
        rowKey={(move) => move.id}
        empty={moves.isPending ? '' : t('agents.moves.none')}
        actions={canDecide ? { label: t('agents.contracts.actions'), render: actions } : undefined}
        testId="moves-table"
      />
      {moves.data ? (
        <Pager
          page={moves.data.page}
          totalPages={moves.data.totalPages}
          total={moves.data.total}
          onChange={(next) => update({ page: String(next) })}
        />
      ) : null}
      {deciding ? (
        <MoveDecisionDialog
          move={deciding.move}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Card>
  );
}
