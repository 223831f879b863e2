import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { decimalStringToMinor } from '../money.ts';
import { dayIn, fromZonedLocal } from '../time-zone.ts';
import { ZWageringRule } from './wagering-rule.ts';

/**
 * Red envelopes (issue 13 §1, decision 053): at set times of the merchant's day a round opens for `grabMinutes`;
 * its pot (`roundBudget`) is split beforehand into `envelopes` random amounts, none under `minAmount`, and each
 * eligible member grabs one per round, first come first served, until they are gone.
 */
export const ENVELOPE_LIMITS = { maxTimes: 12, maxEnvelopes: 10_000, maxGrabMinutes: 180 } as const;
const DAY_MINUTES = 24 * 60;

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const positive = (text: string) => !text.startsWith('-') && /[1-9]/.test(text);

export const ZRedEnvelopeReward = z
  .object({
    type: z.literal('RED_ENVELOPE'),
    /** When rounds open, on the merchant's clock, every day of the promotion's period. */
    times: z.array(ZClock).min(1).max(ENVELOPE_LIMITS.maxTimes),
    grabMinutes: z.number().int().min(1).max(ENVELOPE_LIMITS.maxGrabMinutes),
    roundBudget: ZDecimalMoney.refine(positive, 'above zero'),
    envelopes: z.number().int().min(1).max(ENVELOPE_LIMITS.maxEnvelopes),
    minAmount: ZDecimalMoney.refine(positive, 'above zero'),
    /** Only members who deposited at least this much on the merchant's day may grab ('0.00': everyone). */
    minDepositToday: ZDecimalMoney,
    wagering: ZWageringRule.nullable(),
  })
  .refine(
    (reward) =>
      (decimalStringToMinor(reward.minAmount) ?? 0n) * BigInt(reward.envelopes) <=
      (decimalStringToMinor(reward.roundBudget) ?? 0n),
    { path: ['roundBudget'], message: 'at least envelopes × minimum' },
  )
  .refine((reward) => roundsApart(reward.times, reward.grabMinutes), {
    path: ['times'],
    message: 'distinct times, each round over before the next opens',
  });
export type TRedEnvelopeReward = z.infer<typeof ZRedEnvelopeReward>;

/** Distinct times whose rounds do not overlap, across midnight too. */
function roundsApart(times: string[], grabMinutes: number): boolean {
  const minutes = times.map(minutesOf).sort((a, b) => a - b);
  return minutes.every((at, index) => {
    const next = index + 1 < minutes.length ? minutes[index + 1]! : minutes[0]! + DAY_MINUTES;
    return next - at >= grabMinutes && (minutes.length > 1 || grabMinutes < DAY_MINUTES);
  });
}

/**
 * Splits a round's pot (minor units) into `count` envelopes, none under `minimum`, summing exactly to the pot: every
 * envelope gets the minimum, the rest is shared by random integer weights (floored), and the cents the flooring
 * left go one each to the envelopes with the largest remainders. `weight` gives integers ≥ 1 (a CSPRNG on the
 * server; a seeded one in tests).
 */
export function splitEnvelopes(pot: bigint, count: number, minimum: bigint, weight: () => number): bigint[] {
  if (count < 1 || minimum < 0n || minimum * BigInt(count) > pot)
    throw new RangeError('pot below the minimums');
  const spare = pot - minimum * BigInt(count);
  const weights = Array.from({ length: count }, () => BigInt(Math.max(1, Math.trunc(weight()))));
  const total = weights.reduce((sum, w) => sum + w, 0n);
  const shares = weights.map((w) => ({ base: (spare * w) / total, rest: (spare * w) % total }));
  let left = spare - shares.reduce((sum, share) => sum + share.base, 0n);
  const byRest = shares
    .map((share, index) => ({ index, rest: share.rest }))
    .sort((a, b) => (a.rest > b.rest ? -1 : a.rest < b.rest ? 1 : a.index - b.index));
  const amounts = shares.map((share) => minimum + share.base);
  for (const { index } of byRest) {
    if (left === 0n) break;
    amounts[index]! += 1n;
    left -= 1n;
  }
  return amounts;
}

export type TEnvelopeWindow = { startsAt: Date; endsAt: Date };

/**
 * The rounds around `now` on the merchant's clock: the one open, the last one over, the next to open — within the
 * promotion's period (a round must open inside it).
 */
export function envelopeWindows(
  reward: Pick<TRedEnvelopeReward, 'times' | 'grabMinutes'>,
  timeZone: string,
  period: { startsAt: Date; endsAt: Date },
  now: Date,
): { open: TEnvelopeWindow | null; last: TEnvelopeWindow | null; next: TEnvelopeWindow | null } {
  const windows: TEnvelopeWindow[] = [];
  for (const offset of [-1, 0, 1]) {
    const day = dayIn(timeZone, new Date(now.getTime() + offset * DAY_MINUTES * 60_000));
    for (const time of reward.times) {
      const start = fromZonedLocal(`${day}T${time}`, timeZone);
      if (!start) continue;
      const startsAt = new Date(start);
      if (startsAt < period.startsAt || startsAt >= period.endsAt) continue;
      windows.push({ startsAt, endsAt: new Date(startsAt.getTime() + reward.grabMinutes * 60_000) });
    }
  }
  windows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const open = windows.find((w) => w.startsAt <= now && now < w.endsAt) ?? null;
  const last = windows.filter((w) => w.endsAt <= now).at(-1) ?? null;
  const next = windows.find((w) => w.startsAt > now) ?? null;
  return { open, last, next };
}

/** A round's entry cycle: `round-<start in epoch seconds>` (one grab per member and round). */
export const roundCycle = (window: TEnvelopeWindow) =>
  `round-${Math.floor(window.startsAt.getTime() / 1000)}`;

/** A red envelope promotion's rounds as the site shows them. */
export const ZEnvelopeRounds = z.object({
  /** The round open now, with the envelopes left in it. */
  open: z
    .object({ startsAt: z.string(), endsAt: z.string(), left: z.number().int(), envelopes: z.number().int() })
    .nullable(),
  nextAt: z.string().nullable(),
});
export type TEnvelopeRounds = z.infer<typeof ZEnvelopeRounds>;
