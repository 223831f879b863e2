import { z } from 'zod';
import { ZGameId, ZMoney, ZRoundId } from './api-contract.ts';
import { ZLotteryBet, ZLotteryIssue } from './lottery-contract.ts';

/**
 * A lottery slip's recall (the platform's game recall opens it): the slip as placed, each bet with its
 * issue, lines and win, and each issue with its result and proof once drawn. No session, like a round's
 * proof: round ids are unguessable and only the slip's player is given one (by the platform's records).
 */
export const LOTTERY_RECALL_PATHS = {
  /** GET → ZSlipRecallAnswer. */
  api: (roundId: string) => `/house/api/lottery/rounds/${encodeURIComponent(roundId)}`,
  /** The page the platform frames: `?lang=` chooses its language. */
  page: (roundId: string) => `/house/recall/${encodeURIComponent(roundId)}`,
} as const;

/** Bets listed of one slip (50 selections on a chase of many issues can be thousands): the first ones. */
export const SLIP_RECALL_MAX_BETS = 500;
/** Issues listed with their result and proof: a chase's first ones. */
export const SLIP_RECALL_MAX_ISSUES = 200;

/** PENDING until every bet is settled and paid; VOID when the slip's debit never went through. */
export const SLIP_RECALL_STATES = ['PENDING', 'SETTLED', 'VOID'] as const;

export const ZSlipRecallAnswer = z.object({
  roundId: ZRoundId,
  gameId: ZGameId,
  currency: z.string().max(8),
  placedAt: z.string().max(40),
  state: z.enum(SLIP_RECALL_STATES),
  multiplier: z.number().int().min(1),
  /** The issues the slip plays on (a chase: more than one) and whether a win stops the rest. */
  issueCount: z.number().int().min(1),
  stopOnWin: z.boolean(),
  /** Stake and wins of every bet (refunds count as wins: they are paid back the same way). */
  totalStake: ZMoney,
  totalWin: ZMoney,
  betCount: z.number().int().min(0),
  bets: z
    .array(ZLotteryBet.omit({ gameId: true }).extend({ hits: z.unknown().optional() }))
    .max(SLIP_RECALL_MAX_BETS),
  issues: z.array(ZLotteryIssue).max(SLIP_RECALL_MAX_ISSUES),
});
export type TSlipRecallAnswer = z.infer<typeof ZSlipRecallAnswer>;
