import type { TBoContract } from '@tala/contract/backoffice/agents';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { can, useMe } from '../../lib/session.ts';
import {
  FilterSelect,
  KindOptions,
  kindOf,
  MemberLink,
  Payer,
  StateChip,
  TermsLine,
  useUrlFilters,
} from './agent-parts.tsx';
import { boundaryText, isLive, termsSummary } from './agents-format.ts';
import { ContractDetailDialog } from './contract-detail-dialog.tsx';
import { GiveContractDialog } from './give-contract-dialog.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';
import { type TContractFilter, useBoContracts, useMerchantTimeZone } from './use-agents.ts';

function useContractColumns(
  timeZone: string | undefined,
  onDetails: (contract: TBoContract) => void,
): TColumn<TBoContract>[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const at = (iso: string | null) => boundaryText(iso, timeZone, lang, { dateAtMidnight: true });
  return [
    {
      key: 'member',
      label: t('agents.contracts.member'),
      primary: true,
      render: (c) => <MemberLink member={c.member} testId={`contract-member-${c.id}`} />,
    },
    {
      key: 'contract',
      label: t('agents.contracts.contract'),
      render: (c) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          {/* The contract's name opens it in full: the list keeps one action column for what changes it. */}
          <button
            type="button"
            onClick={() => onDetails(c)}
            className="font-medium whitespace-nowrap text-info hover:underline"
            data-testid={`contract-details-${c.id}`}
          >
            {t(`agents.kinds.${c.kind}`)}
            {/* Its name starts with what it shows (WCAG 2.5.3), then says what it does. */}
            <span className="sr-only"> ({t('agents.contracts.details')})</span>
          </button>
          <TermsLine text={termsSummary(t, c.terms)} className="text-xs text-muted" />
        </span>
      ),
    },
    {
      key: 'state',
      label: t('agents.contracts.state'),
      render: (c) => <StateChip state={c.state} />,
    },
    {
      key: 'payer',
      label: t('agents.contracts.payer'),
      render: (c) => <Payer payer={c.payer} staff={c.staff} />,
    },
    {
      key: 'effective',
      label: t('agents.contracts.effective'),
      render: (c) =>
        // An offer has no dates until it is accepted.
        c.effectiveFrom === null ? (
          <span className="text-faint">—</span>
        ) : (
          <span className="tabular flex flex-col items-end text-xs leading-snug whitespace-nowrap md:items-start">
            <span>{t('agents.contracts.from', { time: at(c.effectiveFrom) })}</span>
            <span className="text-faint">
              {c.effectiveUntil
                ? t('agents.contracts.until', { time: at(c.effectiveUntil) })
                : t('agents.contracts.openEnded')}
            </span>
          </span>
        ),
    },
  ];
}

/** Searches by username a moment after typing stops. */
function UsernameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <label className="relative w-full sm:w-56">
      <span className="sr-only">{t('agents.contracts.searchLabel')}</span>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-faint"
      />
      <input
        type="search"
        value={text}
        maxLength={32}
        placeholder={t('agents.contracts.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        className="h-8 w-full rounded-md border border-line bg-surface-2 pr-2 pl-8 text-xs text-fg outline-none placeholder:text-faint focus:border-accent"
        data-testid="contracts-username"
      />
    </label>
  );
}

/** Live or all, a kind, a member's username; and "Give contract" for those who may. */
function ContractFilters({
  filter,
  update,
  onGive,
}: {
  filter: TContractFilter;
  update: (next: Record<string, string>) => void;
  onGive: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line p-2">
      <SegmentTabs
        values={['live', 'all'] as const}
        value={filter.scope}
        onChange={(scope) => update({ scope: scope === 'live' ? '' : scope })}
        labelOf={(scope) => t(`agents.contracts.scopes.${scope}`)}
        label={t('agents.contracts.scopeLabel')}
        testIdPrefix="contracts-scope-"
      />
      <FilterSelect
        label={t('agents.contracts.kind')}
        value={filter.kind}
        onChange={(kind) => update({ kind })}
        testId="contracts-kind"
      >
        <KindOptions />
      </FilterSelect>
      <UsernameSearch value={filter.username} onChange={(q) => update({ q })} />
      {onGive ? (
        <Button size="sm" className="ml-auto" onClick={onGive} data-testid="contract-give">
          {t('agents.give.open')}
        </Button>
      ) : null}
    </div>
  );
}

/** Every contract (live by default), filtered by kind and by a member's username; details, give and end. */
export function ContractsTab() {
  const { t } = useTranslation();
  const me = useMe();
  const canEdit = can(me.data, 'agents.edit');
  const timeZone = useMerchantTimeZone();
  const { params, update } = useUrlFilters();
  const filter: TContractFilter = {
    kind: kindOf(params.get('kind')),
    username: params.get('q') ?? '',
    scope: params.get('scope') === 'all' ? 'all' : 'live',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const contracts = useBoContracts(filter);
  const [detail, setDetail] = useState<TBoContract | null>(null);
  const columns = useContractColumns(timeZone, setDetail);
  const [ending, setEnding] = useState<TBoContract | null>(null);
  const [giving, setGiving] = useState(false);
  const actions = (c: TBoContract) =>
    canEdit && isLive(c.state) ? (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setEnding(c)}
        data-testid={`contract-terminate-${c.id}`}
      >
        {t('agents.terminate.open')}
      </Button>
    ) : null;
  return (
    <Card padded={false}>
      <ContractFilters filter={filter} update={update} onGive={canEdit ? () => setGiving(true) : undefined} />
      <p className="border-b border-line px-4 py-2 text-xs text-muted">
        {t('agents.contracts.note', { zone: timeZone ?? '…' })}
      </p>
      <ErrorNote error={contracts.error} />
      <DataList
        rows={contracts.data?.list ?? []}
        columns={columns}
        rowKey={(c) => c.id}
        empty={contracts.isPending ? '' : t('agents.contracts.none')}
        actions={canEdit ? { label: t('agents.contracts.actions'), render: actions } : undefined}
        testId="contracts-table"
      />
      {contracts.data ? (
        <Pager
          page={contracts.data.page}
          totalPages={contracts.data.totalPages}
          total={contracts.data.total}
          onChange={(page) => update({ page: String(page) })}
        />
      ) : null}
      <ContractDetailDialog
        contract={detail}
        timeZone={timeZone}
        onClose={() => setDetail(null)}
        onTerminate={
          canEdit
            ? (c) => {
                setDetail(null);
                setEnding(c);
              }
            : undefined
        }
      />
      <TerminateDialog contract={ending} timeZone={timeZone} onClose={() => setEnding(null)} />
      <GiveContractDialog
        open={giving}
        onClose={() => setGiving(false)}
        onGiven={(username) => {
          setGiving(false);
          // The list shows the agent's contracts, the new one among them.
          update({ q: username, scope: '', kind: '' });
        }}
      />
    </Card>
  );
}
