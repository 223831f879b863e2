import { SETTLEMENT_STATES } from '@tala/contract/agent/contracts';
import type { TBoSettlement } from '@tala/contract/backoffice/agents';
import { formatMoneyAmount } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { bpToPercent } from '@tala/ui/contract-terms/terms-draft';
import { Modal } from '@tala/ui/modal';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { money } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { can, useMe } from '../../lib/session.ts';
import {
  FilterSelect,
  KindOptions,
  kindOf,
  MemberLink,
  Payer,
  PeriodCell,
  useUrlFilters,
} from './agent-parts.tsx';
import { boundaryText } from './agents-format.ts';
import {
  type TSettlementFilter,
  useBoSettlements,
  useMerchantTimeZone,
  useReleaseSettlement,
} from './use-agents.ts';

const STATE_TONES = { PAID: 'success', HELD: 'warning', NOTHING: 'neutral' } as const;
/** Held first: the list opens on what waits for staff. "ALL" stands for no state in the URL. */
const STATE_TABS = ['HELD', 'PAID', 'NOTHING', 'ALL'] as const;

function Figures({ line }: { line: TBoSettlement }) {
  const { t } = useTranslation();
  return (
    <span className="tabular flex flex-col items-end text-xs leading-snug whitespace-nowrap md:items-start">
      <span>{t('agents.held.validBet', { amount: formatMoneyAmount(line.validBet) })}</span>
      <span className="text-muted">
        {t('agents.held.netLoss', { amount: formatMoneyAmount(line.netLoss) })}
      </span>
      <span className="text-faint">{t('agents.held.active', { count: line.active })}</span>
    </span>
  );
}

function useSettlementColumns(currency: string, timeZone: string | undefined): TColumn<TBoSettlement>[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return [
    {
      key: 'period',
      label: t('agents.held.period'),
      render: (line) => (
        <PeriodCell start={line.periodStart} end={line.periodEnd} kind={line.kind} timeZone={timeZone} />
      ),
    },
    {
      key: 'member',
      label: t('agents.held.member'),
      primary: true,
      render: (line) => (
        <span className="flex flex-col items-start gap-0.5">
          <MemberLink member={line.member} />
          <span className="flex items-center gap-1.5 text-[11px] text-faint">
            {t('agents.contracts.payer')}
            <Payer payer={line.payer} />
          </span>
        </span>
      ),
    },
    { key: 'figures', label: t('agents.held.figures'), render: (line) => <Figures line={line} /> },
    {
      key: 'amount',
      label: t('agents.held.amount'),
      align: 'right',
      render: (line) => (
        <span className="flex flex-col items-end leading-snug whitespace-nowrap">
          <span className="font-semibold">{money(line.amount, currency)}</span>
          {line.tier === null ? null : (
            <span className="text-[11px] text-faint">
              {t('agents.terms.tierN', { n: line.tier + 1 })}
              {line.rateBp === null ? '' : ` · ${bpToPercent(line.rateBp)}%`}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'state',
      label: t('agents.held.state'),
      render: (line) => (
        <span className="flex max-w-48 flex-col items-end gap-0.5 md:items-start">
          <span className="whitespace-nowrap">
            <Badge tone={STATE_TONES[line.state]}>{t(`agents.settlementStates.${line.state}`)}</Badge>
          </span>
          {line.holdReason ? (
            <span className="text-[11px] text-faint">{holdReasonText(t, line.holdReason)}</span>
          ) : null}
          <span className="tabular text-[11px] whitespace-nowrap text-faint">
            {boundaryText(line.settledAt, timeZone, lang)}
          </span>
        </span>
      ),
    },
  ];
}

/** The settlement run's reason codes in words; any other reason (a person's) as written. */
function holdReasonText(t: (key: string) => string, reason: string): string {
  return reason === 'PAYER_BALANCE' || reason === 'STAFF_HOLD' ? t(`agents.held.reasons.${reason}`) : reason;
}

/** The lines of one run (opened from the runs tab): its kind and period, and a way back to every run's lines. */
function RunChip({
  kind,
  periodStart,
  timeZone,
  onClear,
}: {
  kind: string;
  periodStart: string;
  timeZone: string | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const date = boundaryText(periodStart, timeZone, currentLanguage());
  return (
    <span
      className="flex items-center gap-2 rounded-md border border-line px-3 py-1.5 text-xs"
      data-testid="run-chip"
    >
      <span className="text-muted">
        {t('agents.held.run', { kind: t(`agents.kinds.${kind}`), start: date })}
      </span>
      <Button size="sm" variant="secondary" onClick={onClear}>
        {t('agents.held.allRuns')}
      </Button>
    </span>
  );
}

/** The money held under the filters, and what holding means. */
function HeldTotal({ amount, currency }: { amount: string | undefined; currency: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
      <div className="rounded-lg border border-line bg-surface px-4 py-3" data-testid="held-total">
        <div className="text-xs text-muted">{t('agents.held.total')}</div>
        <div
          className={`tabular mt-1 text-xl font-bold ${amount && /[1-9]/.test(amount) ? 'text-warning' : 'text-fg'}`}
        >
          {amount ? money(amount, currency) : '…'}
        </div>
      </div>
      <p className="self-center text-xs leading-relaxed text-muted">{t('agents.held.help')}</p>
    </div>
  );
}

/** Settlement lines by state (held first) and kind, with the total held; money staff release held ones. */
export function HeldPaymentsTab() {
  const { t } = useTranslation();
  const me = useMe();
  const currency = me.data?.merchant.currency ?? '';
  const canSettle = can(me.data, 'agents.settle');
  const timeZone = useMerchantTimeZone();
  const { params, update } = useUrlFilters();
  const stateParam = params.get('state');
  const filter: TSettlementFilter = {
    state: stateParam === null ? 'HELD' : (SETTLEMENT_STATES.find((s) => s === stateParam) ?? ''),
    kind: kindOf(params.get('kind')),
    periodStart: params.get('run') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const lines = useBoSettlements(filter);
  const columns = useSettlementColumns(currency, timeZone);
  const [releasing, setReleasing] = useState<TBoSettlement | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <HeldTotal amount={lines.data?.heldAmount} currency={currency} />
      <Card padded={false}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line p-2">
          <SegmentTabs
            values={STATE_TABS}
            value={filter.state || 'ALL'}
            onChange={(state) => update({ state })}
            labelOf={(state) => (state === 'ALL' ? t('common.all') : t(`agents.settlementStates.${state}`))}
            label={t('agents.held.state')}
            testIdPrefix="held-state-"
          />
          {filter.periodStart && filter.kind ? (
            <RunChip
              kind={filter.kind}
              periodStart={filter.periodStart}
              timeZone={timeZone}
              onClear={() => update({ run: '' })}
            />
          ) : (
            <FilterSelect
              label={t('agents.contracts.kind')}
              value={filter.kind}
              onChange={(kind) => update({ kind })}
              testId="held-kind"
            >
              <KindOptions />
            </FilterSelect>
          )}
        </div>
        <ErrorNote error={lines.error} />
        <DataList
          rows={lines.data?.list ?? []}
          columns={columns}
          rowKey={(line) => line.id}
          empty={lines.isPending ? '' : t('agents.held.none')}
          testId="held-table"
          actions={
            canSettle
              ? {
                  label: t('agents.contracts.actions'),
                  render: (line) =>
                    line.state === 'HELD' ? (
                      <Button
                        size="sm"
                        variant="success"
                        onClick={() => setReleasing(line)}
                        data-testid={`release-${line.id}`}
                      >
                        {t('agents.release.open')}
                      </Button>
                    ) : null,
                }
              : undefined
          }
        />
        {lines.data ? (
          <Pager
            page={lines.data.page}
            totalPages={lines.data.totalPages}
            total={lines.data.total}
            onChange={(page) => update({ page: String(page) })}
          />
        ) : null}
      </Card>
      <ReleaseDialog line={releasing} currency={currency} onClose={() => setReleasing(null)} />
    </div>
  );
}

/** Pays a held line now, from its payer (or the house), if the payer has the money now. */
function ReleaseDialog({
  line,
  currency,
  onClose,
}: {
  line: TBoSettlement | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const release = useReleaseSettlement();
  function close() {
    release.reset();
    onClose();
  }
  if (!line) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : close())}
      title={t('agents.release.title')}
      width={440}
      testId="release-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t(line.payer ? 'agents.release.text' : 'agents.release.textHouse', {
            amount: money(line.amount, currency),
            member: line.member.username,
            payer: line.payer?.username ?? '',
          })}
        </p>
        <p className="text-xs text-faint">{t('agents.release.note')}</p>
        <ErrorNote error={release.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="success"
            busy={release.isPending}
            onClick={() => release.mutate(line.id, { onSuccess: close })}
            defaultAction
            data-testid="release-confirm"
          >
            {t('agents.release.confirm', { amount: formatMoneyAmount(line.amount) })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
