import type { TBoBonusCancel } from '@tala/contract/backoffice/bonuses';
import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { dateTime, money } from '../../lib/format.ts';
import { useMe } from '../../lib/session.ts';
import { BonusDecisionDialog } from './bonus-decision-dialog.tsx';
import { BONUS_STATE_TONE, useBonusCancels } from './use-bonuses.ts';

function useRequestColumns(currency: string): TColumn<TBoBonusCancel>[] {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  return [
    {
      key: 'player',
      label: t('bonuses.player'),
      primary: true,
      render: (request) => <span className="font-semibold">{request.member.username}</span>,
    },
    {
      key: 'bonus',
      label: t('bonuses.bonus'),
      render: (request) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          <span className="tabular font-semibold whitespace-nowrap">{money(request.amount, currency)}</span>
          <span className="text-xs text-muted md:max-w-56 md:truncate">{textOf(request.title)}</span>
          {request.bonusState === 'ACTIVE' ? null : (
            <Badge tone={BONUS_STATE_TONE[request.bonusState]}>
              {t(`bonuses.states.${request.bonusState}`)}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'reason',
      label: t('bonuses.reason'),
      render: (request) => <span className="break-words md:block md:max-w-64">{request.reason}</span>,
    },
    {
      key: 'requested',
      label: t('bonuses.requested'),
      render: (request) => (
        <span className="flex flex-col items-end text-xs leading-snug md:items-start">
          <span className="text-fg">{request.requestedBy}</span>
          <span className="tabular whitespace-nowrap text-faint">{dateTime(request.requestedAt)}</span>
        </span>
      ),
    },
  ];
}

/**
 * Cancellations above the threshold waiting for a second staff member (decision 051). Another money staff member
 * approves or rejects; the one who asked sees approval disabled and why. A request whose bonus ended meanwhile can
 * only be rejected. Nothing shows while nothing waits.
 */
export function BonusCancelsList({ currency, canDecide }: { currency: string; canDecide: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const waiting = useBonusCancels('PENDING');
  const columns = useRequestColumns(currency);
  const [deciding, setDeciding] = useState<{ request: TBoBonusCancel; approve: boolean } | null>(null);
  const list = waiting.data?.list ?? [];
  if (list.length === 0 && !waiting.error) return null;
  const actions = (request: TBoBonusCancel): ReactNode => {
    const isOwn = request.requestedBy === me.data?.username;
    const hasEnded = request.bonusState !== 'ACTIVE';
    const why = `bonus-cancel-why-${request.id}`;
    return (
      <span className="flex flex-col items-end gap-1">
        <span className="flex gap-1.5">
          <Button
            size="sm"
            variant="danger"
            disabled={isOwn || hasEnded}
            aria-describedby={isOwn || hasEnded ? why : undefined}
            onClick={() => setDeciding({ request, approve: true })}
            data-testid={`bonus-cancel-approve-${request.id}`}
          >
            {t('bonuses.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={isOwn}
            onClick={() => setDeciding({ request, approve: false })}
            data-testid={`bonus-cancel-reject-${request.id}`}
          >
            {t('bonuses.reject')}
          </Button>
        </span>
        {isOwn || hasEnded ? (
          <span id={why} className="max-w-56 text-right text-[11px] text-faint">
            {isOwn ? t('bonuses.ownRequest') : t('bonuses.endedRequest')}
          </span>
        ) : null}
      </span>
    );
  };
  return (
    <section
      className="border-b border-line bg-warning/5"
      aria-labelledby="bonus-cancels-title"
      data-testid="bonus-cancels"
    >
      <h3
        id="bonus-cancels-title"
        className="px-4 pt-3 text-xs font-semibold tracking-wide text-warning uppercase"
      >
        {t('bonuses.waitingTitle', { count: waiting.data?.total ?? 0 })}
      </h3>
      <p className="px-4 pt-1 pb-2 text-xs text-muted">{t('bonuses.waitingHelp')}</p>
      <ErrorNote error={waiting.error} />
      <DataList
        rows={list}
        columns={columns}
        rowKey={(request) => request.id}
        empty=""
        actions={canDecide ? { label: t('bonuses.actions'), render: actions } : undefined}
        testId="bonus-cancels-table"
      />
      {deciding ? (
        <BonusDecisionDialog
          request={deciding.request}
          approve={deciding.approve}
          currency={currency}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
