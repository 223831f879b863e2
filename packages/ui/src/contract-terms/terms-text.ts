import { DIVIDEND_PERIODS } from '@tala/contract/agent/contracts';
import { TERMS_PROBLEM_CODES } from './terms-draft.ts';

/**
 * Every word the terms editor shows, as keys its caller translates (each app keeps its words in its own
 * namespace: the back office under `agents.terms.*`, the player site under its agent namespace). Values:
 * `tierN` {n}; `tiersOf` {n, max}; `removeTier` {n}; `limitRate` {max} (a percentage); `limitAmount` {max}
 * (money); `problems.rateMax` {max}; `problems.amountMax` {max}; `problems.tierCount` {max}.
 */
export const TERMS_TEXT_KEYS = [
  'period',
  ...DIVIDEND_PERIODS.map((period) => `periods.${period}` as const),
  'payBy',
  'byRate',
  'byAmount',
  'tiers',
  'tierN',
  'tiersOf',
  'addTier',
  'removeTier',
  'minValidBet',
  'minLoss',
  'minActive',
  'minDailyBet',
  'minHourlyBet',
  'rateOfLoss',
  'rateOfBets',
  'amount',
  'profitRate',
  'lossRate',
  'minSingleBet',
  'limitRate',
  'limitAmount',
  ...TERMS_PROBLEM_CODES.map((code) => `problems.${code}` as const),
] as const;
export type TTermsTextKey = (typeof TERMS_TEXT_KEYS)[number];

/** The caller's translation of one key (react-i18next's `t` bound to its prefix fits). */
export type TTermsText = (key: TTermsTextKey, values?: Record<string, string | number>) => string;
