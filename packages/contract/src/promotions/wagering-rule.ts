import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { GAME_CATEGORIES, type TGameCategory } from '../constants.ts';

/** Limits of promotions' rules (issue 13, decision 049); rates are basis points (10,000 = 100 %). */
export const RULE_LIMITS = {
  maxRateBp: 100_000,
  maxMultiplier: 100,
  maxExpiryDays: 90,
  maxClaimDays: 90,
  maxNewMemberDays: 365,
} as const;

export const ZPositiveMoney = ZDecimalMoney.refine(
  (text) => !text.startsWith('-') && /[1-9]/.test(text),
  'above zero',
);
export const ZRateBp = z.number().int().min(1).max(RULE_LIMITS.maxRateBp);
const ZWeightBp = z.number().int().min(0).max(10_000);

export const WITHDRAW_RULES = ['FORFEIT', 'BLOCK'] as const;
export type TWithdrawRule = (typeof WITHDRAW_RULES)[number];
/** What the requirement multiplies: the bonus alone, or the bonus and the deposit it came with. */
export const WAGERING_BASES = ['BONUS', 'BONUS_AND_DEPOSIT'] as const;

/** The wagering a bonus carries until it is released to the main wallet. */
export const ZWageringRule = z.object({
  multiplier: z.number().int().min(0).max(RULE_LIMITS.maxMultiplier),
  base: z.enum(WAGERING_BASES),
  /** Share of a stake that counts, per game category; a category left out counts in full. */
  weightsBp: z.partialRecord(z.enum(GAME_CATEGORIES), ZWeightBp),
  maxBet: ZPositiveMoney.nullable(),
  expiryDays: z.number().int().min(1).max(RULE_LIMITS.maxExpiryDays),
  withdrawRule: z.enum(WITHDRAW_RULES),
});
export type TWageringRule = z.infer<typeof ZWageringRule>;

/** The weight a category's stakes count at (basis points). */
export function weightOf(rule: Pick<TWageringRule, 'weightsBp'>, category: TGameCategory): number {
  return rule.weightsBp[category] ?? 10_000;
}

/** What the wagering rule asks of a bonus: multiplier × the bonus (and the deposit it came with, by the rule). */
export function wageringRequiredMinor(rule: TWageringRule, bonusMinor: bigint, depositMinor: bigint): bigint {
  const base = rule.base === 'BONUS_AND_DEPOSIT' ? bonusMinor + depositMinor : bonusMinor;
  return BigInt(rule.multiplier) * base;
}
