import type { TVipMe } from '@tala/contract/loyalty/vip';
import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import { RankBadge } from '../art/rank-badge.tsx';
import { Icon } from '../art/ui-icons.tsx';
import { ProgressBar } from '../promotions/wagering-progress.tsx';

/** A review day (YYYY-MM-DD, the merchant's calendar) in the reader's language, without shifting it by time zone. */
export function formatReviewDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Who the member is on the ladder: medal, rank name, level and since when. */
function RankHeading({ me, large }: { me: TVipMe; large: boolean }) {
  const { t, i18n } = useTranslation('member');
  return (
    <div className="flex items-center gap-4">
      <RankBadge
        level={me.level}
        className={`${large ? 'size-24 sm:size-28' : 'size-20'} shrink-0 text-muted`}
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t('vip.myRank')}</p>
        <p
          className={`${large ? 'text-3xl sm:text-4xl' : 'text-2xl'} truncate font-black text-fg`}
          data-testid="vip-rank-name"
        >
          {me.name ?? t('vip.noRank')}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {me.level > 0 && me.since
            ? t('vip.levelSince', { level: me.level, date: formatDate(me.since, i18n.language) })
            : t('vip.noRankHint')}
        </p>
      </div>
    </div>
  );
}

/** The way up: both thresholds of the next rank as bars, and what is left of each. */
function NextRank({ me, symbol }: { me: TVipMe; symbol: string }) {
  const { t } = useTranslation('member');
  const next = me.next;
  if (!next) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-accent/10 px-3 py-2.5 text-sm font-semibold text-accent">
        <Icon name="crown" className="size-4 shrink-0" />
        {t('vip.atTop')}
      </p>
    );
  }
  const done = next.depositLeft === '0.00' && next.validBetLeft === '0.00';
  // A threshold of 0.00 asks nothing: no bar for it (a first rank may ask for play alone).
  const bars = [
    { key: 'deposit', label: t('vip.deposits'), done: me.figures.deposit, target: next.deposit },
    { key: 'bets', label: t('vip.validBets'), done: me.figures.validBet, target: next.validBet },
  ].filter((bar) => bar.target !== '0.00');
  const left = {
    deposit: formatMoney(next.depositLeft, symbol),
    bets: formatMoney(next.validBetLeft, symbol),
  };
  const leftText = done
    ? t('vip.nextReached')
    : next.depositLeft === '0.00'
      ? t('vip.nextLeftBets', left)
      : next.validBetLeft === '0.00'
        ? t('vip.nextLeftDeposit', left)
        : t('vip.nextLeft', left);
  return (
    <div className="space-y-3" data-testid="vip-next">
      <p className="text-sm font-semibold text-fg">
        {t('vip.nextRank', { name: next.name, days: me.windowDays })}
      </p>
      {bars.map((bar) => (
        <ProgressBar
          key={bar.key}
          label={bar.label}
          done={bar.done}
          target={bar.target}
          symbol={symbol}
          testId={`vip-progress-${bar.key}`}
        />
      ))}
      <p className="text-xs text-muted">{leftText}</p>
    </div>
  );
}

/** Keeping the rank at the next monthly review: secure, or the grace it would use, or the drop it faces. */
function KeepNote({ me }: { me: TVipMe }) {
  const { t, i18n } = useTranslation('member');
  if (!me.keep || !me.name) return null;
  const date = formatReviewDay(me.keep.reviewOn, i18n.language);
  const left = me.grace.allowed - me.grace.used;
  const tone = me.keep.isMet ? 'success' : left > 0 ? 'warning' : 'danger';
  const text = me.keep.isMet
    ? t('vip.keepMet', { name: me.name, date })
    : left > 0
      ? t('vip.keepGrace', { name: me.name, date, left })
      : t('vip.keepDrop', { name: me.name, date });
  const colours = {
    success: 'border-success/30 bg-success/10 text-success',
    warning: 'border-warning/30 bg-warning/10 text-warning',
    danger: 'border-danger/30 bg-danger/10 text-danger',
  }[tone];
  return (
    <div
      className={`rounded-xl border px-3 py-2.5 text-sm ${colours}`}
      data-testid="vip-keep"
      data-tone={tone}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon name={me.keep.isMet ? 'shield' : 'info'} className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
      {me.grace.allowed > 0 ? (
        <p className="mt-1 pl-6 text-xs opacity-90" data-testid="vip-grace">
          {t('vip.graceUsed', { used: me.grace.used, allowed: me.grace.allowed })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member's place on the VIP ladder (issue 14 §3): medal and rank, progress to the next rank on both thresholds,
 * and whether the rank is kept at the next monthly review. Shared by the member centre's player-rank entry and the
 * VIP page (`large`).
 */
export function RankStatus({ me, symbol, large = false }: { me: TVipMe; symbol: string; large?: boolean }) {
  return (
    <div className={`grid gap-5 ${large ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-8' : ''}`}>
      <div className="space-y-4">
        <RankHeading me={me} large={large} />
        <KeepNote me={me} />
      </div>
      <NextRank me={me} symbol={symbol} />
    </div>
  );
}
