import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { RULE_LIMITS, ZPositiveMoney } from './wagering-rule.ts';

/**
 * Raffles (issue 13 §1, decision 053): members join, earn a ticket for every `ticketEvery` staked from joining to
 * the end of the period (at most `maxTickets`), and at the end a provably fair draw picks the winners — one prize
 * per member, tiers in order — who claim their prize within `claimDays`.
 */
export const RAFFLE_LIMITS = { maxTickets: 10_000, maxTiers: 10, maxWinnersPerTier: 100 } as const;

export const ZRaffleReward = z.object({
  type: z.literal('RAFFLE'),
  ticketEvery: ZPositiveMoney,
  maxTickets: z.number().int().min(1).max(RAFFLE_LIMITS.maxTickets),
  prizes: z
    .array(
      z.object({
        amount: ZPositiveMoney,
        winners: z.number().int().min(1).max(RAFFLE_LIMITS.maxWinnersPerTier),
      }),
    )
    .min(1)
    .max(RAFFLE_LIMITS.maxTiers),
  claimDays: z.number().int().min(1).max(RULE_LIMITS.maxClaimDays),
});
export type TRaffleReward = z.infer<typeof ZRaffleReward>;

/** The prizes in draw order: tier by tier, each tier's winners one after another. */
export function prizeSlots(reward: Pick<TRaffleReward, 'prizes'>): string[] {
  return reward.prizes.flatMap((prize) => Array.from({ length: prize.winners }, () => prize.amount));
}

/**
 * The draw (Stake-style, so any HMAC tool checks it): for prize slot `slot` and attempt `attempt` (0, then 1, … when
 * the ticket drawn belongs to a member who already won), digest = HMAC-SHA256(key = the server seed's hex text,
 * message = `raffle-<promotion>:<slot>:<attempt>`); float = the digest's first four bytes as a base-256 fraction;
 * winning ticket = floor(float × total tickets) + 1.
 */
export const raffleMessage = (promotionId: string, slot: number, attempt: number) =>
  `raffle-${promotionId}:${slot}:${attempt}`;

export function ticketFromDigest(digest: Uint8Array, totalTickets: number): number {
  const float = digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
  return Math.floor(float * totalTickets) + 1;
}

/** Attempts a slot may take before it is left without a winner (more winners than members with tickets). */
export const MAX_DRAW_ATTEMPTS = 1_000;

export const ZRaffleWinner = z.object({
  slot: z.number().int(),
  attempt: z.number().int(),
  ticket: z.number().int(),
  amount: ZDecimalMoney,
  /** Masked username. */
  name: z.string().max(40),
});

/** A raffle as its page shows it: the commitment before the draw, the seed and the winners after. */
export const ZRaffleState = z.object({
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** Revealed once drawn. */
  seed: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  drawnAt: z.string().nullable(),
  totalTickets: z.number().int().nullable(),
  entrants: z.number().int().nullable(),
  /** The caller's tickets: counted so far (before the draw), or their numbered range (after). */
  mine: z.object({ tickets: z.number().int(), first: z.number().int().nullable() }).nullable(),
  winners: z.array(ZRaffleWinner).max(1000),
});
export type TRaffleState = z.infer<typeof ZRaffleState>;
