import type { TMissionArt, TMissionGoal, TMissionViewStatus } from '@tala/contract/loyalty/missions';
import type { ReactNode } from 'react';
import { LineSvg } from '../line-svg.tsx';
import { MissionArt } from './mission-art.tsx';
import { MissionClock } from './mission-clock.tsx';
import {
  barShare,
  compactText,
  figureOf,
  goalValue,
  nextTier,
  pointsText,
  remainingTo,
  type TCardTier,
  type TMissionText,
} from './mission-figures.ts';

export type TMissionCardProps = {
  title: string;
  summary: string;
  art: TMissionArt;
  goal: TMissionGoal;
  /** The category's name in the reader's language; null for every category (and for deposits). */
  categoryLabel: string | null;
  gameName: string | null;
  status: TMissionViewStatus;
  startsAt: string;
  endsAt: string;
  /** The player's figure so far, in the goal's unit. */
  progress: string;
  tiers: readonly TCardTier[];
  participants: number;
  /** The app's words for the card (see TMissionText) and the reader's language for figures and dates. */
  text: TMissionText;
  language: string;
  /** Money the way the app writes it ("₱1,234.50"): the site and the console each know their currency. */
  money: (decimal: string) => string;
  /** The claim button of a reached tier not paid yet, while the mission is open (the site's; none in a preview). */
  renderClaim?: (tier: TCardTier) => ReactNode;
  /** Under the tiers: the site's leaderboard, the console's preview controls. */
  footer?: ReactNode;
  testId?: string;
};

/**
 * A mission as a player sees it (issue 14 §2, decision 058): artwork, title and summary, its time, what counts, the
 * player's progress on a bar marked at every tier, and the tiers with their rewards — reached, paid, or how far
 * away. Plain props only: the site feeds it the player's summary, the back office a draft for its preview.
 */
export function MissionCard(props: TMissionCardProps) {
  const { title, summary, art, status, startsAt, endsAt, footer, testId, text, language } = props;
  return (
    <article
      className="relative overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid={testId}
      data-status={status}
      aria-label={title}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-28 bg-gradient-to-br from-accent/12 via-brand/6 to-transparent"
      />
      <div className="relative flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex items-start gap-3 sm:gap-4">
          <MissionArt art={art} className="size-16 shrink-0 drop-shadow-md sm:size-20" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold">
              <StatusChip status={status} text={text} />
              <span className="text-muted">
                <MissionClock
                  status={status}
                  startsAt={startsAt}
                  endsAt={endsAt}
                  text={text}
                  language={language}
                />
              </span>
            </div>
            <h3 className="text-lg leading-snug font-bold break-words text-fg" data-testid="mission-title">
              {title}
            </h3>
            {summary ? <p className="text-sm break-words text-muted">{summary}</p> : null}
          </div>
        </header>
        <Facts {...props} />
        <ProgressSection {...props} />
        <TierList {...props} />
        {footer}
      </div>
    </article>
  );
}

function StatusChip({ status, text: t }: { status: TMissionViewStatus; text: TMissionText }) {
  const tone =
    status === 'O'
      ? 'bg-success/15 text-success'
      : status === 'U'
        ? 'bg-info/15 text-info'
        : 'bg-surface-3 text-muted';
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 ${tone}`}>
      {status === 'O' ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
      ) : null}
      {t(`status.${status}`)}
    </span>
  );
}

/** What counts (goal, category, game), how many take part, and the period. */
function Facts(props: TMissionCardProps) {
  const { goal, categoryLabel, gameName, participants, status, startsAt, endsAt, text: t, language } = props;
  const scope = goal === 'DEPOSIT' ? [] : [categoryLabel ?? t('allGames'), ...(gameName ? [gameName] : [])];
  const chip = 'inline-flex min-w-0 items-center gap-1.5 rounded-lg bg-surface-2 px-2.5 py-1';
  return (
    <ul className="flex flex-wrap gap-2 text-xs text-muted" data-testid="mission-facts">
      <li className={`${chip} font-semibold text-fg`}>
        <LineSvg className="size-3.5 shrink-0 text-accent">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01" />
        </LineSvg>
        <span className="truncate">{[t(`goals.${goal}`), ...scope].join(' · ')}</span>
      </li>
      {/* Nobody takes part before the start. */}
      {status === 'U' ? null : (
        <li className={chip}>
          <LineSvg className="size-3.5 shrink-0">
            <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.85M15.5 3.2a3.5 3.5 0 0 1 0 6.6" />
          </LineSvg>
          <span className="tabular-nums">{t('participants', { count: participants })}</span>
        </li>
      )}
      <li className={chip}>
        <LineSvg className="size-3.5 shrink-0">
          <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
        </LineSvg>
        <span className="tabular-nums">{periodText(startsAt, endsAt, language)}</span>
      </li>
    </ul>
  );
}

function periodText(startsAt: string, endsAt: string, language: string): string {
  const starts = new Date(startsAt);
  const ends = new Date(endsAt);
  if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime()) || ends < starts) return '—';
  const format = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(starts, ends);
}

function ProgressSection({ goal, progress, tiers, status, money, text: t, language }: TMissionCardProps) {
  const format = { money, language, goal };
  const targets = tiers.map((tier) => figureOf(tier.target));
  const share = barShare(figureOf(progress), targets);
  const next = nextTier(tiers);
  const last = tiers[tiers.length - 1];
  const hint =
    status === 'U'
      ? t('notStarted')
      : status === 'C'
        ? t('finished', { reached: tiers.filter((tier) => tier.reached).length, total: tiers.length })
        : next
          ? t('toNext', {
              left: goalValue(remainingTo(next.target, progress, goal), format),
              n: next.tier,
            })
          : t('allReached');
  return (
    <section className="flex flex-col gap-2" data-testid="mission-progress">
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-0.5">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">{t('progress')}</span>
        <span className="ml-auto text-right text-sm whitespace-nowrap text-muted tabular-nums">
          <strong className="text-lg font-black text-fg" data-testid="mission-progress-value">
            {goalValue(progress, format)}
          </strong>
          {last ? <span> / {goalValue(last.target, format)}</span> : null}
        </span>
      </div>
      <div className="px-3 pt-1 pb-5">
        <div
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={0}
          aria-valuemax={last ? figureOf(last.target) : 0}
          aria-valuenow={figureOf(progress)}
          aria-valuetext={
            last ? `${goalValue(progress, format)} / ${goalValue(last.target, format)}` : undefined
          }
          className="relative h-2.5 rounded-full bg-surface-3"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-brand via-accent to-accent-strong shadow-[0_0_12px_-2px_var(--accent)] transition-[width] duration-700"
            style={{ width: `${share * 100}%` }}
            data-testid="mission-bar-fill"
          />
          {tiers.map((tier, i) => (
            <TierMark
              key={tier.tier}
              tier={tier}
              at={(i + 1) / tiers.length}
              label={compactText(tier.target, language)}
            />
          ))}
        </div>
      </div>
      <p className="text-xs text-muted" data-testid="mission-hint">
        {hint}
      </p>
    </section>
  );
}

/** A tier's mark on the bar: its number (a tick once reached) over the target in short form. */
function TierMark({ tier, at, label }: { tier: TCardTier; at: number; label: string }) {
  return (
    <span
      aria-hidden="true"
      className="absolute top-1/2 flex -translate-x-1/2 -translate-y-1/2 flex-col items-center"
      style={{ left: `${at * 100}%` }}
    >
      <span
        className={`grid size-6 place-items-center rounded-full border-2 text-[11px] font-bold ${tier.reached ? 'border-accent bg-accent text-accent-contrast' : 'border-line bg-surface text-muted'}`}
      >
        {tier.reached ? (
          <LineSvg className="size-3.5" strokeWidth="3">
            <path d="M5 12l5 5 9-10" />
          </LineSvg>
        ) : (
          tier.tier
        )}
      </span>
      <span className="absolute top-7 text-[10px] font-semibold whitespace-nowrap text-muted tabular-nums">
        {label}
      </span>
    </span>
  );
}

function TierList(props: TMissionCardProps) {
  const { tiers, goal, progress, status, money, renderClaim, text: t, language } = props;
  const format = { money, language, goal };
  const reward = (tier: TCardTier) => {
    if (tier.rewardKind === 'CASH') return money(tier.reward);
    if (tier.rewardKind === 'BONUS')
      return t('bonusReward', { amount: money(tier.reward), multiplier: tier.bonus?.multiplier ?? 0 });
    return t('points', { count: figureOf(tier.reward), points: pointsText(tier.reward, language) });
  };
  const stateOf = (tier: TCardTier): ReactNode => {
    if (tier.claimed)
      return (
        <span
          className="inline-flex items-center gap-1 text-xs font-semibold text-success"
          data-testid="tier-paid"
        >
          <LineSvg className="size-3.5" strokeWidth="3">
            <path d="M5 12l5 5 9-10" />
          </LineSvg>
          {t('state.paid')}
        </span>
      );
    // An ended mission pays its reached tiers itself, but a bonus tier waits while the player's other bonus runs:
    // the player may claim it once that one ends (decision 060).
    const claimable = status === 'O' || (status === 'C' && tier.rewardKind === 'BONUS');
    if (tier.reached && claimable && renderClaim) return renderClaim(tier);
    if (tier.reached)
      return (
        <span className="text-xs font-semibold text-accent">
          {t(status === 'C' ? 'state.paidAtEnd' : 'state.reached')}
        </span>
      );
    if (status === 'U') return null;
    if (status === 'C') return <span className="text-xs text-muted">{t('state.missed')}</span>;
    return (
      <span className="text-xs text-muted tabular-nums">
        {t('state.toGo', { left: goalValue(remainingTo(tier.target, progress, goal), format) })}
      </span>
    );
  };
  return (
    <ol className="flex flex-col gap-2" aria-label={t('tiers')} data-testid="mission-tiers">
      {tiers.map((tier) => (
        <li
          key={tier.tier}
          data-testid={`mission-tier-${tier.tier}`}
          data-reached={tier.reached}
          data-claimed={tier.claimed}
          className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-3 py-2.5 ${
            tier.reached && !tier.claimed && status === 'O'
              ? 'border-accent/60 bg-accent/8 shadow-[0_0_0_1px_var(--accent)_inset]'
              : tier.reached
                ? 'border-accent/30 bg-accent/5'
                : 'border-line bg-surface-2/50'
          }`}
        >
          <span
            className={`grid size-8 shrink-0 place-items-center rounded-lg text-sm font-black ${tier.reached ? 'bg-accent text-accent-contrast' : 'bg-surface-3 text-muted'}`}
            aria-hidden="true"
          >
            {tier.tier}
          </span>
          {/* A basis, so on a phone the reward and state wrap under the target rather than squeezing it. */}
          <div className="min-w-0 flex-1 basis-36">
            <p className="text-[11px] font-semibold tracking-wide text-muted uppercase">
              {t('tier', { n: tier.tier })}
            </p>
            <p className="text-sm font-semibold break-words text-fg tabular-nums">
              {t(`target.${goal}`, {
                value: goalValue(tier.target, format),
                count: figureOf(tier.target),
              })}
            </p>
          </div>
          <div className="ml-auto flex items-center gap-3">
            <span
              className="text-right text-sm font-black whitespace-nowrap text-accent tabular-nums"
              data-testid="tier-reward"
            >
              <span className="sr-only">{t('reward')} </span>
              {reward(tier)}
              {tier.bonus ? (
                <span className="block text-[11px] font-semibold text-muted">
                  {t('bonusTerms', { multiplier: tier.bonus.multiplier, count: tier.bonus.expiryDays })}
                </span>
              ) : null}
            </span>
            {stateOf(tier)}
          </div>
        </li>
      ))}
    </ol>
  );
}
