import type { TLotteryAdminGame } from '@tala/contract/lottery/lottery-admin';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** "Every 3 min · closes 20 s before" or "18:15 daily · closes 15 min before", in the console's language. */
export function scheduleText(t: TFunction, schedule: TLotteryAdminGame['schedule']): string {
  const cutoff = duration(schedule.cutoffSeconds);
  if (schedule.kind === 'interval') {
    return t('lottery.schedule.interval', { every: duration(schedule.everySeconds ?? 0), cutoff });
  }
  const weekdays = schedule.weekdays ?? [];
  const days =
    weekdays.length === 7
      ? t('lottery.schedule.everyDay')
      : weekdays.map((day) => weekdayName(day)).join(', ');
  return t('lottery.schedule.daily', { at: schedule.at ?? '', days, cutoff });
}

function duration(seconds: number): string {
  const [value, unit] =
    seconds % 3600 === 0 && seconds > 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0 && seconds > 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit, unitDisplay: 'short' }).format(
    value,
  );
}

function weekdayName(day: number): string {
  // 2023-01-01 was a Sunday: day 0.
  return new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** Decimal odds from hundredths: 975 → "9.75". */
export function oddsText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

/** Odds typed as a decimal ("9.75") → hundredths, or null when it is not a positive amount. */
export function parseOdds(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Math.round(Number(text) * 100);
  return value > 0 ? value : null;
}

export function percent(rtp: number): string {
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(rtp);
}

/** A drawn result in one line, as the family's sheet leads with it. */
export function resultText(result: unknown): string {
  if (!result || typeof result !== 'object') return '—';
  const r = result as Record<string, unknown>;
  if (Array.isArray(r.digits)) return r.digits.join(' ');
  if (Array.isArray(r.dice)) return r.dice.join(' ');
  if (Array.isArray(r.order)) return r.order.join(' ');
  if (Array.isArray(r.prizes)) {
    const special = r.prizes[0] as { numbers?: string[] } | undefined;
    return special?.numbers?.join(' ') ?? '—';
  }
  if (typeof r.first === 'string') return [r.first, r.second, r.third].join(' · ');
  return '—';
}

const SIDES = new Set(['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie']);
const TIERS = new Set([
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'starter',
  'consolation',
]);

/** A prize of a play type's odds table in words: "Sum 10", "Big", "1st prize ÷ 24", "Box of 12". */
export function prizeLabel(t: TFunction, family: string, prize: string): string {
  if (prize === 'win') return t('lottery.prizes.win');
  if (SIDES.has(prize)) return t(`lottery.sides.${prize}`);
  if (TIERS.has(prize)) return t(`lottery.tiers.${prize}`);
  const sum = /^sum-(\d+)$/.exec(prize);
  if (sum) return t('lottery.prizes.sum', { sum: sum[1] });
  const sumSide = /^sum-(big|small|odd|even)$/.exec(prize);
  if (sumSide) return t('lottery.prizes.sumSide', { side: t(`lottery.sides.${sumSide[1]}`) });
  const divided = /^([a-z]+)\/(\d+)$/.exec(prize);
  if (divided && TIERS.has(divided[1]!)) {
    return t('lottery.prizes.divided', { tier: t(`lottery.tiers.${divided[1]}`), n: divided[2] });
  }
  const box = /^(i?)box-(\d+)$/.exec(prize);
  if (box) return t(box[1] ? 'lottery.prizes.ibox' : 'lottery.prizes.box', { n: box[2] });
  const own = `lottery.playTypes.${family}.${prize}`;
  return t(own, { defaultValue: prize });
}

export function playTypeLabel(t: TFunction, id: string): string {
  return t(`lottery.playTypes.${id}`, { defaultValue: id });
}
