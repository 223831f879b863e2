import { CONTRACT_KINDS, type TContractKind, type TContractState } from '@tala/contract/agent/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { periodText, STATE_TONES } from './agents-format.ts';

/** Small parts the agents screens share: filters kept in the URL, names, chips. */

/** Merges filter changes into the URL (keeping the tab); any change but the page's goes back to page 1. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) merged.set(key, value);
        else merged.delete(key);
      }
      if (!('page' in next)) merged.delete('page');
      return merged;
    });
  return { params, update };
}

export function kindOf(value: string | null): TContractKind | '' {
  return CONTRACT_KINDS.find((kind) => kind === value) ?? '';
}

/** A compact select for a list's filter bar, named for screen readers. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2 text-xs text-muted">
      <span className="whitespace-nowrap">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded-md border border-line bg-surface-2 px-2 text-xs text-fg outline-none focus:border-accent"
        data-testid={testId}
      >
        {children}
      </select>
    </label>
  );
}

/** "All kinds" and the four kinds, for a filter. */
export function KindOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('agents.allKinds')}</option>
      {CONTRACT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(`agents.kinds.${kind}`)}
        </option>
      ))}
    </>
  );
}

export function StateChip({ state }: { state: TContractState }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      <Badge tone={STATE_TONES[state]}>{t(`agents.states.${state}`)}</Badge>
    </span>
  );
}

/** A member's name, leading to its player page. */
export function MemberLink({
  member,
  testId,
}: {
  member: { id: string; username: string };
  testId?: string;
}) {
  return (
    <Link
      to={`/players/${member.id}`}
      className="font-semibold whitespace-nowrap text-info hover:underline"
      data-testid={testId}
    >
      {member.username}
    </Link>
  );
}

/** Who pays: the house (with the staff member who gave the contract, when known) or the upline agent. */
export function Payer({
  payer,
  staff,
}: {
  payer: { id: string; username: string } | null;
  staff?: string | null;
}) {
  const { t } = useTranslation();
  if (payer) return <MemberLink member={payer} />;
  return (
    <span className="flex flex-col items-end gap-0.5 whitespace-nowrap md:items-start">
      <Badge tone="brand">{t('agents.house')}</Badge>
      {staff ? <span className="text-[11px] text-faint">{t('agents.givenBy', { staff })}</span> : null}
    </span>
  );
}

/** A terms line ("Monthly · 3 tiers · 20.00–40.00%") that wraps between its parts, never inside one. */
export function TermsLine({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(' · ');
  return (
    <span className={`tabular ${className}`}>
      {parts.map((part, index) => (
        // The separator stays outside the part: lines may break there.
        <Fragment key={part}>
          {index > 0 ? ' · ' : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** A settlement period in a table: its day(s), its times for an hour or five minutes, and the contract kind. */
export function PeriodCell({
  start,
  end,
  kind,
  timeZone,
  strong = false,
}: {
  start: string;
  end: string;
  kind: string;
  timeZone: string | undefined;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  const period = periodText(start, end, timeZone, currentLanguage());
  return (
    <span className="flex flex-col items-end leading-snug whitespace-nowrap md:items-start">
      <span className={`tabular ${strong ? 'font-medium' : ''}`}>{period.date}</span>
      {period.time ? <span className="tabular text-xs text-muted">{period.time}</span> : null}
      <span className="text-[11px] text-faint">{t(`agents.kinds.${kind}`)}</span>
    </span>
  );
}
