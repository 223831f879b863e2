import type { TContractKind, TContractTermsBody, TDividendPeriod } from '@tala/contract/agent/contracts';
import { CONTRACT_LIMITS } from '@tala/contract/agent/contracts';
import { bpToPercent, percentToBp } from './rate-percent.ts';

/**
 * The terms editor's state: what the agent types, as text, for any kind. A tier's `minBet` is the kind's bet
 * minimum (valid bets of the period, of the day, of the hour); `minLoss` and `minActive` count for the kinds that
 * have them; a daily wage tier pays `rate` or, with `byAmount`, `amount`.
 */
export type TDraftTier = { minBet: string; minLoss: string; minActive: string; rate: string; amount: string };
export type TTermsDraft = {
  kind: TContractKind;
  period: TDividendPeriod;
  byAmount: boolean;
  tiers: TDraftTier[];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
};
export type TTierField = keyof TDraftTier;
/** A problem as a key of the agent namespace and its values. */
export type TProblem = { key: string; values?: Record<string, string | number> };
export type TDraftProblems = {
  tiers: Array<Partial<Record<TTierField, TProblem>>>;
  fields: Partial<Record<'profitRate' | 'lossRate' | 'minSingleBet' | 'mode' | 'tierCount', TProblem>>;
};

export const EMPTY_TIER: TDraftTier = { minBet: '0', minLoss: '0', minActive: '0', rate: '', amount: '' };

/** Money as the editor shows it: "1000" rather than "1000.00", "12.50" kept. */
function moneyText(decimal: string | null): string {
  if (decimal === null) return '';
  return decimal.replace(/\.00$/, '');
}

/** The editor's text for existing terms (the offer form starts from the agent's own). */
export function draftFromTerms(terms: TContractTermsBody): TTermsDraft {
  const base = { kind: terms.kind, period: 'MONTHLY' as TDividendPeriod, byAmount: false, tiers: [] };
  const empty = { profitRate: '', lossRate: '', minSingleBet: '0' };
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        ...base,
        ...empty,
        period: terms.period,
        tiers: terms.tiers.map((t) => ({
          ...EMPTY_TIER,
          minBet: moneyText(t.minValidBet),
          minLoss: moneyText(t.minLoss),
          minActive: String(t.minActive),
          rate: bpToPercent(t.rateBp),
        })),
      };
    case 'DAILY_WAGE':
      return {
        ...base,
        ...empty,
        byAmount: terms.tiers.some((t) => t.amount !== null),
        tiers: terms.tiers.map((t) => ({
          ...EMPTY_TIER,
          minBet: moneyText(t.minDailyBet),
          minActive: String(t.minActive),
          rate: t.rateBp === null ? '' : bpToPercent(t.rateBp),
          amount: moneyText(t.amount),
        })),
      };
    case 'HOURLY_SALARY':
      return {
        ...base,
        ...empty,
        tiers: terms.tiers.map((t) => ({
          ...EMPTY_TIER,
          minBet: moneyText(t.minHourlyBet),
          rate: bpToPercent(t.rateBp),
        })),
      };
    case 'REALTIME_SALARY':
      return {
        ...base,
        tiers: [],
        profitRate: bpToPercent(terms.profitRateBp),
        lossRate: bpToPercent(terms.lossRateBp),
        minSingleBet: moneyText(terms.minSingleBet),
      };
  }
}

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

/**
 * Typed money as the wire's decimal string ("1000" → "1000.00", "007.5" → "7.50"), or null. Written here rather
 * than with the contract's money helpers: those this page alone would use would join every visitor's first load,
 * where the money module sits.
 */
export function moneyValue(text: string): string | null {
  const value = text.trim();
  if (!MONEY.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${String(Number(whole))}.${fraction.padEnd(2, '0')}`;
}

function countValue(text: string): number | null {
  const value = text.trim();
  if (!COUNT.test(value)) return null;
  const count = Number(value);
  return count <= CONTRACT_LIMITS.maxActive ? count : null;
}

/** The terms a draft stands for; null while any field does not parse (the problems say which). */
export function termsFromDraft(draft: TTermsDraft): TContractTermsBody | null {
  try {
    const must = <T>(value: T | null): T => {
      if (value === null) throw new Error('unparsed');
      return value;
    };
    const rate = (text: string) => must(percentToBp(text));
    const money = (text: string) => must(moneyValue(text));
    const count = (text: string) => must(countValue(text));
    switch (draft.kind) {
      case 'DIVIDEND':
        return {
          kind: 'DIVIDEND',
          period: draft.period,
          tiers: draft.tiers.map((t) => ({
            minValidBet: money(t.minBet),
            minLoss: money(t.minLoss),
            minActive: count(t.minActive),
            rateBp: rate(t.rate),
          })),
        };
      case 'DAILY_WAGE':
        return {
          kind: 'DAILY_WAGE',
          tiers: draft.tiers.map((t) => ({
            minDailyBet: money(t.minBet),
            minActive: count(t.minActive),
            rateBp: draft.byAmount ? null : rate(t.rate),
            amount: draft.byAmount ? money(t.amount) : null,
          })),
        };
      case 'HOURLY_SALARY':
        return {
          kind: 'HOURLY_SALARY',
          tiers: draft.tiers.map((t) => ({ minHourlyBet: money(t.minBet), rateBp: rate(t.rate) })),
        };
      case 'REALTIME_SALARY':
        return {
          kind: 'REALTIME_SALARY',
          profitRateBp: rate(draft.profitRate),
          lossRateBp: rate(draft.lossRate),
          minSingleBet: money(draft.minSingleBet),
        };
    }
  } catch {
    return null;
  }
}
