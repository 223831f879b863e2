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

/**
 * A number of the liability list — an exposure key of the house's play types — in words: "Sum 18",
 * "Triple 5 5 5", "Position 1: 7", "Positions 1-2-3: 3 7 7", "Place 3: car 7", "Place 1 vs 10: cars 3 – 8",
 * "Lô 2 digits 34", "4D Big 1234". A key of a shape not listed shows as it is.
 */
export function exposureLabel(t: TFunction, family: string, key: string): string {
  const split = key.indexOf(':');
  if (split < 0) return key;
  const head = key.slice(0, split);
  const tail = key.slice(split + 1);
  const spaced = (digits: string) => digits.split('').join(' ');
  if (head === 'sum') return t('lottery.prizes.sum', { sum: tail });
  const dice = /^(triple|pair|two|three):(\d+)$/.exec(tail);
  if (head === 'dice' && dice) {
    const [, kind = '', values = ''] = dice;
    // A triple or a pair names its value once: 5 is 5 5 5, 3 is 3 3.
    const repeat = kind === 'triple' ? 3 : kind === 'pair' ? 2 : 1;
    return t(`lottery.exposure.${kind}`, { values: spaced(values.repeat(repeat)) });
  }
  const duel = /^p(\d+)-p(\d+)$/.exec(head);
  if (duel)
    return t('lottery.exposure.duel', { place: duel[1], rival: duel[2], cars: tail.replace('-', ' – ') });
  const places = /^p(\d+)$/.exec(head)?.[1];
  if (places && family === 'pk10') return t('lottery.exposure.place', { place: places, car: tail });
  if (places && places.length === 1) return t('lottery.exposure.position', { position: places, value: tail });
  if (places)
    return t('lottery.exposure.positions', { positions: places.split('').join('-'), digits: spaced(tail) });
  const digits = /^(\d)d$/.exec(head)?.[1];
  if (digits) return t('lottery.exposure.digits', { n: digits, number: tail });
  const prize = t(`lottery.playTypes.${family}.${head}`, { defaultValue: '' });
  return prize ? t('lottery.exposure.prizeNumber', { prize, number: tail }) : key;
}
