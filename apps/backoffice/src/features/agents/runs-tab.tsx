import { CONTRACT_KINDS, type TContractKind } from '@tala/contract/agent/contracts';
import type { TBoSettlementRun } from '@tala/contract/backoffice/agents';
import { formatMoneyAmount } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { money } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { can, useMe } from '../../lib/session.ts';
import { FilterSelect, KindOptions, kindOf, PeriodCell, useUrlFilters } from './agent-parts.tsx';
import { boundaryText, periodText } from './agents-format.ts';
import {
  type TRunFilter,
  useAgentSettings,
  useBoSettlementRuns,
  useMerchantTimeZone,
  useReleaseRun,
  useSaveAgentSettings,
} from './use-agents.ts';

/** The held lines of a run, in the lines tab (state, kind and period start in its URL). */
const linesOf = (run: TBoSettlementRun) =>
  `?tab=held&state=ALL&kind=${run.kind}&run=${encodeURIComponent(run.periodStart)}`;

function useRunColumns(currency: string, timeZone: string | undefined): TColumn<TBoSettlementRun>[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return [
    {
      key: 'period',
      label: t('agents.runs.period'),
      primary: true,
      render: (run) => (
        <PeriodCell start={run.periodStart} end={run.periodEnd} kind={run.kind} timeZone={timeZone} strong />
      ),
    },
    {
      key: 'lines',
      label: t('agents.runs.lines'),
      align: 'right',
      render: (run) => (
        <Link to={linesOf(run)} className="tabular text-info underline-offset-2 hover:underline">
          {t('agents.runs.lineCount', { count: run.lines })}
        </Link>
      ),
    },
    {
      key: 'paid',
      label: t('agents.runs.paid'),
      align: 'right',
      render: (run) => (
        <span className="tabular flex flex-col items-end leading-snug whitespace-nowrap">
          <span className="font-semibold">{money(run.paid.amount, currency)}</span>
          <span className="text-[11px] text-faint">
            {t('agents.runs.paidCount', { count: run.paid.count })}
          </span>
        </span>
      ),
    },
    {
      key: 'held',
      label: t('agents.runs.held'),
      align: 'right',
      render: (run) =>
        run.held.count === 0 ? (
          <span className="text-faint">—</span>
        ) : (
          <span className="tabular flex flex-col items-end gap-0.5 leading-snug whitespace-nowrap">
            <Badge tone="warning">{money(run.held.amount, currency)}</Badge>
            <span className="text-[11px] text-faint">
              {t('agents.runs.heldCount', { count: run.held.count })}
            </span>
          </span>
        ),
    },
    {
      key: 'house',
      label: t('agents.runs.house'),
      align: 'right',
      render: (run) => <span className="tabular">{money(run.houseAmount, currency)}</span>,
    },
    {
      key: 'settled',
      label: t('agents.runs.settled'),
      render: (run) => (
        <span className="tabular flex flex-col items-end text-xs leading-snug whitespace-nowrap text-muted md:items-start">
          <span>{boundaryText(run.lastSettledAt, timeZone, lang)}</span>
          {run.nothing > 0 ? (
            <span className="text-[11px] text-faint">
              {t('agents.runs.nothingCount', { count: run.nothing })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * Settlement runs (issue 12 §4, decision 045): each kind's period with its lines, what was paid, what the house
 * paid its top agents and what is held; money staff release a run's held lines, admins hold a kind's payments.
 */
export function RunsTab() {
  const { t } = useTranslation();
  const me = useMe();
  const currency = me.data?.merchant.currency ?? '';
  const canSettle = can(me.data, 'agents.settle');
  const timeZone = useMerchantTimeZone();
  const { params, update } = useUrlFilters();
  const filter: TRunFilter = {
    kind: kindOf(params.get('kind')),
    held: params.get('held') === 'true' ? 'true' : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const runs = useBoSettlementRuns(filter);
  const columns = useRunColumns(currency, timeZone);
  const [releasing, setReleasing] = useState<TBoSettlementRun | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <HoldCard />
      <Card padded={false}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line p-2">
          <FilterSelect
            label={t('agents.contracts.kind')}
            value={filter.kind}
            onChange={(kind) => update({ kind })}
            testId="runs-kind"
          >
            <KindOptions />
          </FilterSelect>
          <label className="flex items-center gap-2 px-2 text-sm text-muted">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--accent)]"
              checked={filter.held === 'true'}
              onChange={(event) => update({ held: event.target.checked ? 'true' : '' })}
              data-testid="runs-held-only"
            />
            {t('agents.runs.heldOnly')}
          </label>
        </div>
        <ErrorNote error={runs.error} />
        <DataList
          rows={runs.data?.list ?? []}
          columns={columns}
          rowKey={(run) => `${run.kind}|${run.periodStart}`}
          empty={runs.isPending ? '' : t('agents.runs.none')}
          testId="runs-table"
          actions={
            canSettle
              ? {
                  label: t('agents.contracts.actions'),
                  render: (run) =>
                    run.held.count > 0 ? (
                      <Button
                        size="sm"
                        variant="success"
                        onClick={() => setReleasing(run)}
                        data-testid={`release-run-${run.kind}`}
                      >
                        {t('agents.runs.release.open')}
                      </Button>
                    ) : null,
                }
              : undefined
          }
        />
        {runs.data ? (
          <Pager
            page={runs.data.page}
            totalPages={runs.data.totalPages}
            total={runs.data.total}
            onChange={(page) => update({ page: String(page) })}
          />
        ) : null}
      </Card>
      <ReleaseRunDialog
        run={releasing}
        currency={currency}
        timeZone={timeZone}
        onClose={() => setReleasing(null)}
      />
    </div>
  );
}

/** Per kind, whether its payments are held: lines are still written, each held until its run is released. */
function HoldCard() {
  const { t } = useTranslation();
  const me = useMe();
  const editable = can(me.data, 'agents.edit');
  const settings = useAgentSettings();
  const save = useSaveAgentSettings();
  const hold = settings.data?.agentSettlementHold;
  const set = (kind: TContractKind, on: boolean) => {
    if (settings.data && hold)
      save.mutate({ ...settings.data, agentSettlementHold: { ...hold, [kind]: on } });
  };
  return (
    <Card title={t('agents.runs.hold.title')}>
      <p className="mb-3 text-xs leading-relaxed text-muted">{t('agents.runs.hold.help')}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {CONTRACT_KINDS.map((kind) => (
          <li
            key={kind}
            className={`flex items-center justify-between gap-3 rounded-md border px-3 py-2 ${hold?.[kind] ? 'border-warning/60 bg-warning/10' : 'border-line'}`}
          >
            <span className="min-w-0">
              <span className="block text-sm text-fg">{t(`agents.kinds.${kind}`)}</span>
              <span className={`block text-[11px] ${hold?.[kind] ? 'text-warning' : 'text-faint'}`}>
                {t(hold?.[kind] ? 'agents.runs.hold.on' : 'agents.runs.hold.off')}
              </span>
            </span>
            <Toggle
              label={t('agents.runs.hold.toggle', { kind: t(`agents.kinds.${kind}`) })}
              checked={hold?.[kind] === true}
              disabled={!editable || !hold || save.isPending}
              onChange={(on) => set(kind, on)}
              testId={`hold-${kind}`}
            />
          </li>
        ))}
      </ul>
      <ErrorNote error={save.error} />
    </Card>
  );
}

/** Pays a run's held lines top-down, each from its payer as far as its money goes, and says what happened. */
function ReleaseRunDialog({
  run,
  currency,
  timeZone,
  onClose,
}: {
  run: TBoSettlementRun | null;
  currency: string;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const release = useReleaseRun();
  function close() {
    release.reset();
    onClose();
  }
  if (!run) return null;
  const period = periodText(run.periodStart, run.periodEnd, timeZone, currentLanguage());
  const result = release.data;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : close())}
      title={t('agents.runs.release.title')}
      width={460}
      testId="release-run-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t('agents.runs.release.text', {
            count: run.held.count,
            amount: money(run.held.amount, currency),
            kind: t(`agents.kinds.${run.kind}`),
            period: period.time ? `${period.date} ${period.time}` : period.date,
          })}
        </p>
        <p className="text-xs text-faint">{t('agents.runs.release.note')}</p>
        {result ? (
          <p
            role="status"
            className="rounded-md bg-surface-2 px-3 py-2 text-sm text-fg"
            data-testid="release-run-result"
          >
            {t('agents.runs.release.result', {
              released: result.released,
              amount: money(result.amount, currency),
              stillHeld: result.stillHeld,
              remaining: result.remaining,
            })}
          </p>
        ) : null}
        <ErrorNote error={release.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t(result ? 'common.done' : 'common.cancel')}
          </Button>
          {result && result.remaining === 0 ? null : (
            <Button
              variant="success"
              busy={release.isPending}
              onClick={() => release.mutate({ kind: run.kind, periodStart: run.periodStart })}
              defaultAction
              data-testid="release-run-confirm"
            >
              {t('agents.runs.release.confirm', { amount: formatMoneyAmount(run.held.amount) })}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
