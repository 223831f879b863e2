import {
  DIVIDEND_PERIODS,
  type TContractKindLimits,
  type TDividendPeriod,
} from '@tala/contract/agent/contracts';
import { formatMoneyAmount } from '@tala/contract/money';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { LineSvg } from '../line-svg.tsx';
import {
  bpToPercent,
  checkDraft,
  EMPTY_TIER,
  maxTiersOf,
  type TTermsCheck,
  type TTermsDraft,
  type TTermsField,
  type TTermsProblem,
  type TTierDraft,
  type TTierField,
  tierFieldsOf,
} from './terms-draft.ts';
import type { TTermsText, TTermsTextKey } from './terms-text.ts';

/**
 * The contract terms editor both apps use (decision 045): the back office giving a top agent its contract and an
 * agent offering its downline one. The caller owns the draft and its words (`text`, see terms-text.ts); the
 * editor lays out the kind's fields — the dividend's period, the daily wage's "by rate / fixed amount", up to the
 * limit's tiers of minimums and what each pays, or real-time salary's three fields — and shows each field's
 * problem once the field was left (or every problem once the caller asks, e.g. after a submit).
 */
export type TTermsEditorProps = {
  draft: TTermsDraft;
  onChange: (draft: TTermsDraft) => void;
  /** The merchant's limits for the draft's kind. */
  limits: TContractKindLimits;
  text: TTermsText;
  /** The caller's own check of the same draft (it needs it to submit); computed here when absent. */
  check?: TTermsCheck;
  /** Show every problem, touched or not (after a submit attempt). */
  showAllProblems?: boolean;
  disabled?: boolean;
  /** A dividend's period cannot change (an agent's offers follow its own contract's period). */
  periodLocked?: boolean;
  /** Prefix of the test ids: `<prefix>-tier-<i>-<field>`, `<prefix>-add-tier`, `<prefix>-period`… */
  testId?: string;
};

const CONTROL =
  'h-9 w-full min-w-0 rounded-md border bg-surface-2 px-3 text-sm text-fg tabular-nums outline-none placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60';

/** The label of a tier field, as this kind names it. */
function tierLabelKey(draft: TTermsDraft, field: TTierField): TTermsTextKey {
  switch (field) {
    case 'minBet':
      return draft.kind === 'DAILY_WAGE'
        ? 'minDailyBet'
        : draft.kind === 'HOURLY_SALARY'
          ? 'minHourlyBet'
          : 'minValidBet';
    case 'minLoss':
      return 'minLoss';
    case 'minActive':
      return 'minActive';
    case 'rate':
      return draft.kind === 'DIVIDEND' ? 'rateOfLoss' : 'rateOfBets';
    case 'amount':
      return 'amount';
  }
}

/** A problem in the caller's words; a money limit is shown as money. */
function problemText(text: TTermsText, problem: TTermsProblem): string {
  const values = { ...problem.values };
  if (problem.code === 'amountMax' && typeof values.max === 'string')
    values.max = formatMoneyAmount(values.max);
  return text(`problems.${problem.code}`, values);
}

// Static class names per column count: Tailwind only sees whole class strings.
const ROW_COLUMNS: Record<number, string> = {
  2: 'sm:grid-cols-[1.75rem_repeat(2,minmax(0,1fr))_2rem]',
  3: 'sm:grid-cols-[1.75rem_repeat(3,minmax(0,1fr))_2rem]',
  4: 'sm:grid-cols-[1.75rem_repeat(4,minmax(0,1fr))_2rem]',
};

export function TermsEditor({
  draft,
  onChange,
  limits,
  text,
  check: given,
  showAllProblems = false,
  disabled = false,
  periodLocked = false,
  testId = 'terms',
}: TTermsEditorProps) {
  const computed = useMemo(() => (given ? null : checkDraft(draft, limits)), [given, draft, limits]);
  const check = given ?? computed ?? checkDraft(draft, limits);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (key: string) =>
    setTouched((before) => (before.has(key) ? before : new Set(before).add(key)));
  const shown = (key: string, problem: TTermsProblem | undefined) =>
    problem && (showAllProblems || touched.has(key)) ? problemText(text, problem) : undefined;
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <EditorHead draft={draft} limits={limits} text={text}>
        {draft.kind === 'DIVIDEND' ? (
          <PeriodSelect
            value={draft.period}
            onChange={(period) => onChange({ ...draft, period })}
            text={text}
            disabled={disabled || periodLocked}
            testId={`${testId}-period`}
          />
        ) : null}
        {draft.kind === 'DAILY_WAGE' ? (
          <PayBySwitch
            byAmount={draft.byAmount}
            onChange={(byAmount) => {
              touch('payBy');
              onChange({ ...draft, byAmount });
            }}
            text={text}
            disabled={disabled}
            problem={shown('payBy', check.fields.payBy)}
            testId={`${testId}-pay-by`}
          />
        ) : null}
      </EditorHead>
      {draft.kind === 'REALTIME_SALARY' ? (
        <RealtimeFields
          draft={draft}
          onChange={onChange}
          text={text}
          disabled={disabled}
          problemOf={(field) => shown(field, check.fields[field])}
          onLeave={touch}
          testId={testId}
        />
      ) : (
        <TierRows
          draft={draft}
          onChange={onChange}
          limits={limits}
          text={text}
          disabled={disabled}
          problemOf={(index, field) => shown(`${index}.${field}`, check.tiers[index]?.[field])}
          formProblem={check.form ? problemText(text, check.form) : undefined}
          onLeave={touch}
          testId={testId}
        />
      )}
    </div>
  );
}

/** The kind's own choice (period, way of paying) on the left, the merchant's limits on the right. */
function EditorHead({
  draft,
  limits,
  text,
  children,
}: {
  draft: TTermsDraft;
  limits: TContractKindLimits;
  text: TTermsText;
  children: ReactNode;
}) {
  const byAmount = draft.kind === 'DAILY_WAGE' && draft.byAmount;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-end gap-3">{children}</div>
      <p className="text-xs text-faint">
        {byAmount
          ? text('limitAmount', { max: formatMoneyAmount(limits.maxAmount) })
          : text('limitRate', { max: bpToPercent(limits.maxRateBp) })}
      </p>
    </div>
  );
}

function PeriodSelect({
  value,
  onChange,
  text,
  disabled,
  testId,
}: {
  value: TDividendPeriod;
  onChange: (period: TDividendPeriod) => void;
  text: TTermsText;
  disabled: boolean;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {text('period')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as TDividendPeriod)}
        className={`${CONTROL} border-line`}
        data-testid={testId}
      >
        {DIVIDEND_PERIODS.map((period) => (
          <option key={period} value={period}>
            {text(`periods.${period}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Daily wages pay a rate of the day's valid bets or a fixed amount, the same way in every tier. */
function PayBySwitch({
  byAmount,
  onChange,
  text,
  disabled,
  problem,
  testId,
}: {
  byAmount: boolean;
  onChange: (byAmount: boolean) => void;
  text: TTermsText;
  disabled: boolean;
  problem: string | undefined;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="mb-1 text-xs font-medium text-muted">{text('payBy')}</legend>
      <div className="inline-flex rounded-md bg-surface-2 p-0.5" data-testid={testId}>
        {[false, true].map((value) => (
          <label
            key={String(value)}
            className={`cursor-pointer rounded px-3 py-1.5 text-xs font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${byAmount === value ? 'bg-surface-3 text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={byAmount === value}
              onChange={() => onChange(value)}
              data-testid={`${testId}-${value ? 'amount' : 'rate'}`}
            />
            {text(value ? 'byAmount' : 'byRate')}
          </label>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="text-[11px] leading-snug text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

type TInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onLeave: () => void;
  problem: string | undefined;
  disabled: boolean;
  /** Percent fields show "%" inside the box. */
  percent?: boolean;
  inputMode: 'decimal' | 'numeric';
  /** The label is read by screen readers only from `sm` up, where the column head shows it. */
  labelInHead?: boolean;
  testId: string;
};

function NumberInput({
  id,
  label,
  value,
  onChange,
  onLeave,
  problem,
  disabled,
  percent = false,
  inputMode,
  labelInHead = false,
  testId,
}: TInputProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={`text-xs font-medium text-muted ${labelInHead ? 'sm:sr-only' : ''}`}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={16}
          placeholder="0"
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            // A problem shown as the field is left pushes what is below it down. Left for a button being pressed
            // (or, in Safari, whose buttons take no focus, for nothing), that would move the button between the
            // press and the release and lose the click: the problem shows once the click is done.
            const next = event.relatedTarget;
            if (next === null || next instanceof HTMLButtonElement) {
              window.addEventListener('click', onLeave, { once: true });
            } else onLeave();
          }}
          className={`${CONTROL} ${percent ? 'pr-7' : ''} ${problem ? 'border-danger' : 'border-line'}`}
          data-testid={testId}
        />
        {percent ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-2.5 grid place-items-center text-xs text-faint"
          >
            %
          </span>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-[11px] leading-snug text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function TierRows({
  draft,
  onChange,
  limits,
  text,
  disabled,
  problemOf,
  formProblem,
  onLeave,
  testId,
}: {
  draft: TTermsDraft;
  onChange: (draft: TTermsDraft) => void;
  limits: TContractKindLimits;
  text: TTermsText;
  disabled: boolean;
  problemOf: (index: number, field: TTierField) => string | undefined;
  formProblem: string | undefined;
  onLeave: (key: string) => void;
  testId: string;
}) {
  const fields = tierFieldsOf(draft);
  const max = maxTiersOf(limits);
  const columns = ROW_COLUMNS[fields.length] ?? '';
  const setTier = (index: number, patch: Partial<TTierDraft>) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="sr-only">{text('tiers')}</legend>
      <div
        aria-hidden="true"
        className={`hidden gap-2 px-2 text-[11px] font-semibold tracking-wide text-faint uppercase sm:grid ${columns}`}
      >
        <span>#</span>
        {fields.map((field) => (
          <span key={field} className="truncate">
            {text(tierLabelKey(draft, field))}
          </span>
        ))}
        <span />
      </div>
      <ol className="flex flex-col gap-2">
        {draft.tiers.map((tier, index) => (
          <TierRow
            // Tiers have no identity of their own; the index is what the user sees ("Tier 2").
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            index={index}
            tier={tier}
            draft={draft}
            fields={fields}
            columns={columns}
            text={text}
            disabled={disabled}
            canRemove={draft.tiers.length > 1}
            onRemove={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
            setTier={(patch) => setTier(index, patch)}
            problemOf={(field) => problemOf(index, field)}
            onLeave={(field) => onLeave(`${index}.${field}`)}
            testId={`${testId}-tier-${index}`}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          disabled={disabled || draft.tiers.length >= max}
          onClick={() => onChange({ ...draft, tiers: [...draft.tiers, { ...EMPTY_TIER }] })}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-dashed border-line px-3 text-xs font-semibold text-muted transition-colors hover:border-accent hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
          data-testid={`${testId}-add-tier`}
        >
          <LineSvg className="size-3.5" strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </LineSvg>
          {text('addTier')}
        </button>
        <span className="text-xs text-faint tabular-nums">
          {text('tiersOf', { n: draft.tiers.length, max })}
        </span>
      </div>
      {formProblem ? (
        <p role="alert" className="text-xs text-danger">
          {formProblem}
        </p>
      ) : null}
    </fieldset>
  );
}

function TierRow({
  index,
  tier,
  draft,
  fields,
  columns,
  text,
  disabled,
  canRemove,
  onRemove,
  setTier,
  problemOf,
  onLeave,
  testId,
}: {
  index: number;
  tier: TTierDraft;
  draft: TTermsDraft;
  fields: TTierField[];
  columns: string;
  text: TTermsText;
  disabled: boolean;
  canRemove: boolean;
  onRemove: () => void;
  setTier: (patch: Partial<TTierDraft>) => void;
  problemOf: (field: TTierField) => string | undefined;
  onLeave: (field: TTierField) => void;
  testId: string;
}) {
  const id = useId();
  const n = index + 1;
  const remove = (className: string) => (
    <button
      type="button"
      onClick={onRemove}
      disabled={disabled || !canRemove}
      aria-label={text('removeTier', { n })}
      className={`size-8 place-items-center rounded-md text-muted transition-colors hover:bg-surface-3 hover:text-danger disabled:invisible ${className}`}
      data-testid={`${testId}-remove`}
    >
      <LineSvg className="size-4" strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </LineSvg>
    </button>
  );
  return (
    <li
      className={`grid grid-cols-2 items-start gap-2 rounded-lg border border-line/70 bg-surface-2/40 p-2 sm:border-transparent sm:bg-transparent sm:p-0 sm:px-2 ${columns}`}
      aria-labelledby={`${id}-name`}
      data-testid={testId}
    >
      <div className="col-span-2 flex items-center justify-between sm:col-span-1 sm:h-9 sm:justify-center">
        <span id={`${id}-name`} className="text-xs font-semibold text-muted sm:sr-only">
          {text('tierN', { n })}
        </span>
        <span
          aria-hidden="true"
          className="hidden size-6 place-items-center rounded-full bg-surface-3 text-[11px] font-bold text-muted sm:grid"
        >
          {n}
        </span>
        {remove('grid sm:hidden')}
      </div>
      {fields.map((field) => (
        <NumberInput
          key={field}
          id={`${id}-${field}`}
          label={text(tierLabelKey(draft, field))}
          value={tier[field]}
          onChange={(value) => setTier({ [field]: value })}
          onLeave={() => onLeave(field)}
          problem={problemOf(field)}
          disabled={disabled}
          percent={field === 'rate'}
          inputMode={field === 'minActive' ? 'numeric' : 'decimal'}
          labelInHead
          testId={`${testId}-${field}`}
        />
      ))}
      {remove('hidden sm:grid')}
    </li>
  );
}

function RealtimeFields({
  draft,
  onChange,
  text,
  disabled,
  problemOf,
  onLeave,
  testId,
}: {
  draft: TTermsDraft;
  onChange: (draft: TTermsDraft) => void;
  text: TTermsText;
  disabled: boolean;
  problemOf: (field: TTermsField) => string | undefined;
  onLeave: (key: string) => void;
  testId: string;
}) {
  const id = useId();
  const fields = ['lossRate', 'profitRate', 'minSingleBet'] as const;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map((field) => (
        <NumberInput
          key={field}
          id={`${id}-${field}`}
          label={text(field)}
          value={draft[field]}
          onChange={(value) => onChange({ ...draft, [field]: value })}
          onLeave={() => onLeave(field)}
          problem={problemOf(field)}
          disabled={disabled}
          percent={field !== 'minSingleBet'}
          inputMode="decimal"
          testId={`${testId}-${field}`}
        />
      ))}
    </div>
  );
}
