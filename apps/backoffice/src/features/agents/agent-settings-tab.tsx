import {
  CONTRACT_KINDS,
  CONTRACT_LIMITS,
  type TContractKind,
  type TContractKindLimits,
} from '@tala/contract/agent/contracts';
import type { TAgentSettings } from '@tala/contract/backoffice/agents';
import { decimalStringToMinor } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { bpToPercent, moneyText, moneyValue, percentToBp } from '@tala/ui/contract-terms/terms-draft';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { can, useMe } from '../../lib/session.ts';
import { useAgentSettings, useSaveAgentSettings } from './use-agents.ts';

type TTransferDraft = { minAmount: string; maxAmount: string; dailyMaxAmount: string };
type TKindDraft = { enabled: boolean; maxRate: string; maxAmount: string; maxTiers: string };
/** `hold` is not edited here (the runs tab holds and resumes payments) but saved as it is. */
type TDraft = {
  transfer: TTransferDraft;
  kinds: Record<TContractKind, TKindDraft>;
  hold: TAgentSettings['agentSettlementHold'];
};
type TProblems = Partial<Record<string, string>>;

const TRANSFER_FIELDS = ['minAmount', 'maxAmount', 'dailyMaxAmount'] as const;

function draftOf(settings: TAgentSettings): TDraft {
  const kind = (limits: TContractKindLimits): TKindDraft => ({
    enabled: limits.enabled,
    maxRate: bpToPercent(limits.maxRateBp),
    maxAmount: moneyText(limits.maxAmount),
    maxTiers: String(limits.maxTiers),
  });
  return {
    transfer: {
      minAmount: moneyText(settings.agentTransfer.minAmount),
      maxAmount: moneyText(settings.agentTransfer.maxAmount),
      dailyMaxAmount: moneyText(settings.agentTransfer.dailyMaxAmount),
    },
    kinds: Object.fromEntries(
      CONTRACT_KINDS.map((k) => [k, kind(settings.agentContracts[k])]),
    ) as TDraft['kinds'],
    hold: settings.agentSettlementHold,
  };
}

const minor = (decimal: string | null) => (decimal === null ? null : decimalStringToMinor(decimal));

/** The draft as the PUT body, with a problem (a translation key) per field that does not hold. */
function parse(draft: TDraft): { body: TAgentSettings | null; problems: TProblems } {
  const problems: TProblems = {};
  const [min, max, daily] = TRANSFER_FIELDS.map((field) => moneyValue(draft.transfer[field]));
  TRANSFER_FIELDS.forEach((field, i) => {
    if ([min, max, daily][i] === null) problems[field] = 'validation.amount';
  });
  const [minMinor, maxMinor, dailyMinor] = [minor(min ?? null), minor(max ?? null), minor(daily ?? null)];
  if (minMinor !== null && maxMinor !== null && maxMinor < minMinor)
    problems.maxAmount = 'agents.settings.maxBelowMin';
  if (maxMinor !== null && dailyMinor !== null && dailyMinor < maxMinor)
    problems.dailyMaxAmount = 'agents.settings.dailyBelowMax';
  const kinds = {} as TAgentSettings['agentContracts'];
  for (const kind of CONTRACT_KINDS) {
    const k = draft.kinds[kind];
    const rate = percentToBp(k.maxRate);
    const amount = moneyValue(k.maxAmount);
    const tiers = /^\d{1,2}$/.test(k.maxTiers.trim()) ? Number(k.maxTiers) : null;
    if (rate === null) problems[`${kind}.maxRate`] = 'agents.terms.problems.rate';
    if (amount === null) problems[`${kind}.maxAmount`] = 'validation.amount';
    if (tiers === null || tiers < 1 || tiers > CONTRACT_LIMITS.maxTiers)
      problems[`${kind}.maxTiers`] = 'agents.settings.tiersRule';
    kinds[kind] = {
      enabled: k.enabled,
      maxRateBp: rate ?? 0,
      maxAmount: amount ?? '0.00',
      maxTiers: tiers ?? 1,
    };
  }
  if (Object.keys(problems).length > 0 || !min || !max || !daily) return { body: null, problems };
  return {
    body: {
      agentTransfer: { minAmount: min, maxAmount: max, dailyMaxAmount: daily },
      agentContracts: kinds,
      agentSettlementHold: draft.hold,
    },
    problems,
  };
}

/** The merchant's agent limits: transfers to a team, and per contract kind what staff and agents may give. */
export function AgentSettingsTab() {
  const { t } = useTranslation();
  const me = useMe();
  const editable = can(me.data, 'agents.edit');
  const settings = useAgentSettings();
  const save = useSaveAgentSettings();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);
  if (!draft || !settings.data) return <ErrorNote error={settings.error} />;
  const { body, problems } = parse(draft);
  // Both sides built the same way, so their keys come in the same order.
  const stored = parse(draftOf(settings.data)).body;
  const changed = body !== null && JSON.stringify(body) !== JSON.stringify(stored);
  const problem = (key: string) => {
    const found = problems[key];
    return found ? t(found, { max: CONTRACT_LIMITS.maxTiers }) : undefined;
  };
  const edit = (next: TDraft) => {
    setDraft(next);
    setSaved(false);
  };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (body) save.mutate(body, { onSuccess: () => setSaved(true) });
      }}
    >
      {editable ? null : <p className="text-xs text-muted">{t('agents.settings.readOnly')}</p>}
      <TransferCard
        value={draft.transfer}
        editable={editable}
        problem={problem}
        onChange={(transfer) => edit({ ...draft, transfer })}
      />
      <Card title={t('agents.settings.limit.title')} padded={false}>
        <p className="border-b border-line px-4 py-2.5 text-xs text-muted">
          {t('agents.settings.limit.help')}
        </p>
        <ul className="divide-y divide-line/60">
          {CONTRACT_KINDS.map((kind) => (
            <KindRow
              key={kind}
              kind={kind}
              value={draft.kinds[kind]}
              editable={editable}
              problem={(field) => problem(`${kind}.${field}`)}
              onChange={(next) => edit({ ...draft, kinds: { ...draft.kinds, [kind]: next } })}
            />
          ))}
        </ul>
      </Card>
      {editable ? (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {saved && !changed ? (
            <span role="status" className="text-xs text-success" data-testid="agent-settings-saved">
              {t('agents.settings.saved')}
            </span>
          ) : null}
          <ErrorNote error={save.error} />
          <Button
            variant="secondary"
            disabled={!changed || save.isPending}
            onClick={() => edit(draftOf(settings.data))}
          >
            {t('agents.settings.reset')}
          </Button>
          <Button type="submit" disabled={!changed} busy={save.isPending} data-testid="agent-settings-save">
            {t('common.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** What an agent may send its team: each transfer's smallest and largest, and the most per day. */
function TransferCard({
  value,
  editable,
  problem,
  onChange,
}: {
  value: TTransferDraft;
  editable: boolean;
  problem: (key: string) => string | undefined;
  onChange: (next: TTransferDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('agents.settings.transfer.title')}>
      <p className="mb-3 text-xs text-muted">{t('agents.settings.transfer.help')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {TRANSFER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`agents.settings.transfer.${field}`)}
            inputMode="decimal"
            maxLength={16}
            value={value[field]}
            disabled={!editable}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            error={problem(field)}
            data-testid={`agent-transfer-${field}`}
          />
        ))}
      </div>
    </Card>
  );
}

function KindField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One kind: on or off, its highest rate, the largest fixed amount (daily wages) and the most tiers. */
function KindRow({
  kind,
  value,
  editable,
  problem,
  onChange,
}: {
  kind: TContractKind;
  value: TKindDraft;
  editable: boolean;
  problem: (field: keyof TKindDraft) => string | undefined;
  onChange: (next: TKindDraft) => void;
}) {
  const { t } = useTranslation();
  const field = (name: 'maxRate' | 'maxAmount' | 'maxTiers', suffix?: string) => (
    <KindField label={t(`agents.settings.limit.${name}`)}>
      {(id) => (
        <>
          <div className="relative">
            <input
              id={id}
              value={value[name]}
              inputMode={name === 'maxTiers' ? 'numeric' : 'decimal'}
              maxLength={16}
              disabled={!editable}
              aria-invalid={problem(name) ? true : undefined}
              onChange={(event) => onChange({ ...value, [name]: event.target.value })}
              className={`tabular h-9 w-full rounded-md border bg-surface-2 px-3 text-sm text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:opacity-60 ${suffix ? 'pr-7' : ''} ${problem(name) ? 'border-danger' : 'border-line'}`}
              data-testid={`limit-${kind}-${name}`}
            />
            {suffix ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-2.5 grid place-items-center text-xs text-faint"
              >
                {suffix}
              </span>
            ) : null}
          </div>
          {problem(name) ? <p className="text-[11px] text-danger">{problem(name)}</p> : null}
        </>
      )}
    </KindField>
  );
  const none = (label: string) => (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-faint">{label}</span>
      <span className="flex h-9 items-center text-sm text-faint">—</span>
    </div>
  );
  return (
    <li
      className="grid items-start gap-3 px-4 py-3 sm:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]"
      data-testid={`limits-${kind}`}
    >
      <div className="flex min-w-0 items-start justify-between gap-3 sm:pt-5">
        <div className="min-w-0">
          <div className="text-sm font-medium text-fg">{t(`agents.kinds.${kind}`)}</div>
          <div className="text-[11px] text-faint">{t(`agents.settings.kindHelp.${kind}`)}</div>
        </div>
        <Toggle
          label={t('agents.settings.enabled', { kind: t(`agents.kinds.${kind}`) })}
          checked={value.enabled}
          disabled={!editable}
          onChange={(enabled) => onChange({ ...value, enabled })}
          testId={`limit-${kind}-enabled`}
        />
      </div>
      {field('maxRate', '%')}
      {kind === 'DAILY_WAGE' ? field('maxAmount') : none(t('agents.settings.limit.maxAmount'))}
      {kind === 'REALTIME_SALARY' ? none(t('agents.settings.limit.maxTiers')) : field('maxTiers')}
    </li>
  );
}
