import type { TBoVipHistoryRow, TBoVipMember, TBoVipRank } from '@tala/contract/loyalty/vip-staff';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, dateTime, money } from '../../lib/format.ts';
import { RankMedal } from './rank-medal.tsx';
import { SetRankDialog } from './set-rank-dialog.tsx';
import { useVipMember } from './use-vip.ts';

const REASON_TONES = { UPGRADE: 'success', DOWNGRADE: 'warning', STAFF: 'brand' } as const;

function useRankName(ranks: readonly TBoVipRank[]) {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  return (level: number) => {
    const rank = ranks.find((row) => row.level === level);
    return level === 0 || !rank ? t('vip.member.noRank') : `${level} · ${textOf(rank.names)}`;
  };
}

function useHistoryColumns(ranks: readonly TBoVipRank[], currency: string): TColumn<TBoVipHistoryRow>[] {
  const { t } = useTranslation();
  const nameOf = useRankName(ranks);
  return [
    {
      key: 'change',
      label: t('vip.member.change'),
      primary: true,
      render: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="text-muted">{nameOf(row.fromLevel)}</span>
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t('vip.member.to')}</span>
          <span className="font-semibold">{nameOf(row.toLevel)}</span>
        </span>
      ),
    },
    {
      key: 'reason',
      label: t('vip.member.reasonColumn'),
      render: (row) => <Badge tone={REASON_TONES[row.reason]}>{t(`vip.reasons.${row.reason}`)}</Badge>,
    },
    {
      key: 'figures',
      label: t('vip.member.figures'),
      align: 'right',
      render: (row) => (
        <span className="flex flex-col items-end gap-0.5 whitespace-nowrap">
          <span>{t('vip.ladder.depositOf', { amount: money(row.deposit, currency) })}</span>
          <span className="text-xs text-muted">
            {t('vip.ladder.betsOf', { amount: money(row.validBet, currency) })}
          </span>
        </span>
      ),
    },
    {
      key: 'by',
      label: t('vip.member.by'),
      render: (row) =>
        row.staff ? (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{row.staff}</span>
            {row.note ? <span className="text-xs break-words text-muted">{row.note}</span> : null}
          </span>
        ) : (
          <span className="text-xs text-muted">{t('vip.member.byRules')}</span>
        ),
    },
    {
      key: 'when',
      label: t('vip.member.when'),
      render: (row) => <span className="whitespace-nowrap">{dateTime(row.createdAt)}</span>,
    },
  ];
}

function MemberSummary({
  member,
  ranks,
  currency,
  canAdjust,
}: {
  member: TBoVipMember;
  ranks: readonly TBoVipRank[];
  currency: string;
  canAdjust: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useRankName(ranks);
  const [setting, setSetting] = useState(false);
  const facts: Array<[string, string]> = [
    [t('vip.member.since'), member.since ? dateTime(member.since) : '—'],
    [t('vip.member.grace'), t('vip.member.graceOf', { used: member.graceUsed })],
    [t('vip.member.windowDeposits', { days: member.windowDays }), money(member.figures.deposit, currency)],
    [t('vip.member.windowBets', { days: member.windowDays }), money(member.figures.validBet, currency)],
  ];
  return (
    <div className="flex flex-col gap-4 p-4" data-testid="vip-member">
      <div className="flex flex-wrap items-center gap-3">
        {member.level > 0 ? <RankMedal level={member.level} size="size-12" /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{member.username}</p>
          <p className="text-lg font-bold text-fg" data-testid="vip-member-rank">
            {nameOf(member.level)}
          </p>
        </div>
        {member.isDemo ? <Badge tone="neutral">{t('vip.member.demo')}</Badge> : null}
        {canAdjust && !member.isDemo ? (
          <Button size="sm" onClick={() => setSetting(true)} data-testid="set-rank">
            {t('vip.member.set')}
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-md bg-surface-2/60 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {setting ? <SetRankDialog member={member} ranks={ranks} onClose={() => setSetting(false)} /> : null}
    </div>
  );
}

/**
 * A player's rank and rank history (issue 14 §6): looked up by username (kept in the URL, `?player=`), with the
 * window's figures now, and — for support and admins — the way to set the rank by hand, with a reason.
 */
export function MemberRankCard({
  ranks,
  currency,
  canAdjust,
}: {
  ranks: readonly TBoVipRank[];
  currency: string;
  canAdjust: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const username = params.get('player') ?? '';
  const member = useVipMember(username);
  const columns = useHistoryColumns(ranks, currency);
  return (
    <Card title={t('vip.member.title')} padded={false}>
      <SearchForm
        key={username}
        initial={username}
        onSearch={(player) => setParams(player ? { tab: 'players', player } : { tab: 'players' })}
        maxLength={32}
        label={t('vip.member.search')}
        placeholder={t('vip.member.searchPlaceholder')}
        testId="vip-member-search"
      />
      {username === '' ? (
        <p className="px-4 py-10 text-center text-sm text-faint">{t('vip.member.hint')}</p>
      ) : null}
      <div className="px-4 pt-3">
        <ErrorNote error={member.error} />
      </div>
      {member.data ? (
        <>
          <MemberSummary member={member.data} ranks={ranks} currency={currency} canAdjust={canAdjust} />
          <h3 className="border-t border-line px-4 pt-3 pb-1 text-sm font-semibold text-fg">
            {t('vip.member.history', { n: count(member.data.historyTotal) })}
          </h3>
          <DataList
            rows={member.data.history}
            columns={columns}
            rowKey={(row) => row.id}
            empty={t('vip.member.noHistory')}
            testId="vip-history"
          />
        </>
      ) : null}
    </Card>
  );
}
