import {
  CONTRACT_LIMITS,
  type TContractKind,
  type TContractKindLimits,
  type TContractTermsBody,
  type TDividendPeriod,
  ZContractTerms,
} from '@tala/contract/agent/contracts';
import { decimalStringToMinor } from '@tala/contract/money';
import { ceilingBreaches } from './terms-ceiling.ts';

/**
 * Contract terms as a person types them (decision 045) and back: the state of the shared terms editor, the rules
 * the server applies (tiers climb, rates never fall, the merchant's limits) checked field by field so the editor
 * can point at the one that breaks them, and the ZContractTerms body the API takes. Pure: no React, no words —
 * problems are codes the caller translates. The server checks everything again and has the last word.
 */

/** One tier as typed. `minBet` is the kind's bet minimum (valid bets of the period, of the day, of the hour). */
export type TTierDraft = { minBet: string; minLoss: string; minActive: string; rate: string; amount: string };
export type TTierField = keyof TTierDraft;
/** Real-time salary's own three fields, and the daily wage's way of paying. */
export type TTermsField = 'profitRate' | 'lossRate' | 'minSingleBet' | 'payBy';

export type TTermsDraft = {
  kind: TContractKind;
  /** Dividends only. */
  period: TDividendPeriod;
  /** Daily wages only: every tier pays a fixed amount instead of a rate of the day's valid bets. */
  byAmount: boolean;
  /** Every kind but real-time salary. */
  tiers: TTierDraft[];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
};

export const TERMS_PROBLEM_CODES = [
  /** Not an amount of money (digits, at most two decimals). */
  'money',
  /** Not a whole number of members. */
  'count',
  /** Not a percentage from 0 to 100 with at most two decimals. */
  'rate',
  /** Above the merchant's highest rate ({{max}} %). */
  'rateMax',
  /** Above the merchant's largest fixed amount ({{max}}). */
  'amountMax',
  /** A tier's minimums must be none lower than the tier before's, and one of them higher. */
  'minimumOrder',
  /** A tier's rate is lower than the tier before's. */
  'rateOrder',
  /** A tier's fixed amount is lower than the tier before's. */
  'amountOrder',
  /** Too few or too many tiers (1 to {{max}}). */
  'tierCount',
  /** Pays more than the offering agent's own contract at the same figures (its ceiling). */
  'aboveOwn',
  /** A daily wage paid the other way (rate against fixed amount) than the offering agent's own. */
  'sameMode',
] as const;
export type TTermsProblemCode = (typeof TERMS_PROBLEM_CODES)[number];
export type TTermsProblem = { code: TTermsProblemCode; values?: Record<string, string | number> };

export type TTermsCheck = {
  /** The body to send, or null while any problem remains. */
  terms: TContractTermsBody | null;
  /** A problem of the terms as a whole (the number of tiers). */
  form: TTermsProblem | null;
  fields: Partial<Record<TTermsField, TTermsProblem>>;
  /** One entry per tier of the draft, in its order. */
  tiers: Array<Partial<Record<TTierField, TTermsProblem>>>;
};

export const EMPTY_TIER: TTierDraft = { minBet: '', minLoss: '', minActive: '', rate: '', amount: '' };

/** A fresh draft of a kind: one empty tier (none for real-time salary), a monthly dividend, paid by rate. */
export function emptyDraft(kind: TContractKind, period: TDividendPeriod = 'MONTHLY'): TTermsDraft {
  return {
    kind,
    period,
    byAmount: false,
    tiers: kind === 'REALTIME_SALARY' ? [] : [{ ...EMPTY_TIER }],
    profitRate: '',
    lossRate: '',
    minSingleBet: '',
  };
}

/** The most tiers terms of these limits may have. */
export function maxTiersOf(limits: TContractKindLimits): number {
  return Math.min(limits.maxTiers, CONTRACT_LIMITS.maxTiers);
}

// ---- percentages ↔ basis points, money, counts ------------------------------------------------------------

/** "1.5", "1.50", "0,75" (a decimal comma, as many keyboards type it), "12": at most two decimals, 0–100. */
const PERCENT = /^(\d{1,3})(?:[.,](\d{0,2}))?$/;

/** A typed percentage as basis points ("1.5" → 150), or null when it is not one from 0 to 100 %. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= CONTRACT_LIMITS.maxRateBp ? bp : null;
}

/** Basis points as the percentage people read, always two decimals (150 → "1.50"). Integer arithmetic only. */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

const MONEY = /^\d{1,12}(?:\.\d{0,2})?$/;

/** A typed amount as the wire's decimal string ("1000" → "1000.00", "007.5" → "7.50"), or null. */
export function moneyValue(text: string): string | null {
  const value = text.trim();
  if (!MONEY.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

/** Money as the editor shows it: "1000" rather than "1000.00"; "12.50" is kept. */
export function moneyText(decimal: string | null): string {
  return decimal === null ? '' : decimal.replace(/\.00$/, '');
}

/** A typed number of members (0 to the hard limit), or null. */
export function countValue(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  const count = Number(value);
  return count <= CONTRACT_LIMITS.maxActive ? count : null;
}

const minor = (decimal: string): bigint => decimalStringToMinor(decimal) ?? 0n;

// ---- terms → draft --------------------------------------------------------------------------------------------

/** The editor's text for existing terms (e.g. to start a new contract from the one being replaced). */
export function draftFromTerms(terms: TContractTermsBody): TTermsDraft {
  const base = emptyDraft(terms.kind);
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        ...base,
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
        tiers: terms.tiers.map((t) => ({
          ...EMPTY_TIER,
          minBet: moneyText(t.minHourlyBet),
          rate: bpToPercent(t.rateBp),
        })),
      };
    case 'REALTIME_SALARY':
      return {
        ...base,
        profitRate: bpToPercent(terms.profitRateBp),
        lossRate: bpToPercent(terms.lossRateBp),
        minSingleBet: moneyText(terms.minSingleBet),
      };
  }
}

// ---- which fields a kind has ---------------------------------------------------------------------------------

/** The tier fields a draft of this kind shows, in the order the editor lays them out. */
export function tierFieldsOf(draft: Pick<TTermsDraft, 'kind' | 'byAmount'>): TTierField[] {
  switch (draft.kind) {
    case 'DIVIDEND':
      return ['minBet', 'minLoss', 'minActive', 'rate'];
    case 'DAILY_WAGE':
      return ['minBet', 'minActive', draft.byAmount ? 'amount' : 'rate'];
    case 'HOURLY_SALARY':
      return ['minBet', 'rate'];
    case 'REALTIME_SALARY':
      return [];
  }
}

/** The minimums that order a kind's tiers. */
function minimumFieldsOf(kind: TContractKind): TTierField[] {
  if (kind === 'DIVIDEND') return ['minBet', 'minLoss', 'minActive'];
  if (kind === 'DAILY_WAGE') return ['minBet', 'minActive'];
  return ['minBet'];
}

// ---- checks ---------------------------------------------------------------------------------------------------

function rateProblem(text: string, limits: TContractKindLimits): TTermsProblem | null {
  const bp = percentToBp(text);
  if (bp === null) return { code: 'rate' };
  if (bp > limits.maxRateBp) return { code: 'rateMax', values: { max: bpToPercent(limits.maxRateBp) } };
  return null;
}

/** A tier field's value as a number to compare (minor units, members, basis points), or null if it does not parse. */
function numberOf(field: TTierField, text: string): bigint | null {
  if (field === 'minActive') {
    const count = countValue(text);
    return count === null ? null : BigInt(count);
  }
  if (field === 'rate') {
    const bp = percentToBp(text);
    return bp === null ? null : BigInt(bp);
  }
  const money = moneyValue(text);
  return money === null ? null : minor(money);
}

/** One tier's own fields: each parses, and what it pays is within the merchant's limits. */
function tierProblems(draft: TTermsDraft, tier: TTierDraft, limits: TContractKindLimits) {
  const out: Partial<Record<TTierField, TTermsProblem>> = {};
  for (const field of tierFieldsOf(draft)) {
    if (field === 'rate') {
      const problem = rateProblem(tier.rate, limits);
      if (problem) out.rate = problem;
    } else if (field === 'minActive') {
      if (countValue(tier.minActive) === null) out.minActive = { code: 'count' };
    } else {
      const money = moneyValue(tier[field]);
      if (money === null) out[field] = { code: 'money' };
      else if (field === 'amount' && minor(money) > minor(limits.maxAmount))
        out.amount = { code: 'amountMax', values: { max: limits.maxAmount } };
    }
  }
  return out;
}

/**
 * A tier against the one before (decision 045, the server's `wellFormed`): every minimum at least the one
 * before's and some minimum higher; the rate (or fixed amount) at least the one before's. Fields that do not
 * parse are left to their own problem.
 */
function orderProblems(draft: TTermsDraft, before: TTierDraft, tier: TTierDraft) {
  const out: Partial<Record<TTierField, TTermsProblem>> = {};
  const pairs = minimumFieldsOf(draft.kind).map((field) => ({
    field,
    low: numberOf(field, before[field]),
    high: numberOf(field, tier[field]),
  }));
  if (pairs.every((pair) => pair.low !== null && pair.high !== null)) {
    const lower = pairs.find((pair) => (pair.high as bigint) < (pair.low as bigint));
    const higher = pairs.some((pair) => (pair.high as bigint) > (pair.low as bigint));
    if (lower) out[lower.field] = { code: 'minimumOrder' };
    else if (!higher) out.minBet = { code: 'minimumOrder' };
  }
  const pays: TTierField = draft.kind === 'DAILY_WAGE' && draft.byAmount ? 'amount' : 'rate';
  const [low, high] = [numberOf(pays, before[pays]), numberOf(pays, tier[pays])];
  if (low !== null && high !== null && high < low)
    out[pays] = { code: pays === 'amount' ? 'amountOrder' : 'rateOrder' };
  return out;
}

/** The body a draft stands for, once every field parses. */
function termsOf(draft: TTermsDraft): TContractTermsBody {
  const money = (text: string) => moneyValue(text) ?? '';
  const rate = (text: string) => percentToBp(text) ?? -1;
  const count = (text: string) => countValue(text) ?? -1;
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
}

function hasAny(check: Omit<TTermsCheck, 'terms'>): boolean {
  return (
    check.form !== null ||
    Object.keys(check.fields).length > 0 ||
    check.tiers.some((tier) => Object.keys(tier).length > 0)
  );
}

/**
 * Every problem of a draft under a kind's limits — and under `own`, the offering agent's own terms, when given
 * (terms-ceiling.ts) — and the terms it stands for when there is none. The finished body is parsed with the
 * contract's own schema too, so what the editor lets through is what the API accepts.
 */
export function checkDraft(
  draft: TTermsDraft,
  limits: TContractKindLimits,
  own: TContractTermsBody | null = null,
): TTermsCheck {
  const check: TTermsCheck = { terms: null, form: null, fields: {}, tiers: draft.tiers.map(() => ({})) };
  if (draft.kind === 'REALTIME_SALARY') {
    const profit = rateProblem(draft.profitRate, limits);
    const loss = rateProblem(draft.lossRate, limits);
    if (profit) check.fields.profitRate = profit;
    if (loss) check.fields.lossRate = loss;
    if (moneyValue(draft.minSingleBet) === null) check.fields.minSingleBet = { code: 'money' };
  } else {
    const max = maxTiersOf(limits);
    if (draft.tiers.length < 1 || draft.tiers.length > max)
      check.form = { code: 'tierCount', values: { max } };
    check.tiers = draft.tiers.map((tier, index) => {
      const before = draft.tiers[index - 1];
      // A field's own problem (it does not parse, it is over the limit) says more than its order: it wins.
      return { ...(before ? orderProblems(draft, before, tier) : {}), ...tierProblems(draft, tier, limits) };
    });
  }
  if (hasAny(check)) return check;
  const parsed = ZContractTerms.safeParse(termsOf(draft));
  // Every rule the schema has is checked above with a field to point at; a miss here is this module's bug.
  if (!parsed.success) throw new Error(`Invariant failed: checked terms parse (${parsed.error.message})`);
  if (own) addCeilingProblems(check, draft, parsed.data, own);
  return hasAny(check) ? check : { ...check, terms: parsed.data };
}

/** Where the terms pay above the agent's own: the tier's rate (or amount), a real-time rate, or the way of paying. */
function addCeilingProblems(
  check: TTermsCheck,
  draft: TTermsDraft,
  terms: TContractTermsBody,
  own: TContractTermsBody,
): void {
  const pays: TTierField = draft.kind === 'DAILY_WAGE' && draft.byAmount ? 'amount' : 'rate';
  for (const breach of ceilingBreaches(terms, own)) {
    if (breach.field === 'mode') check.fields.payBy = { code: 'sameMode' };
    else if (breach.field === 'tier') check.tiers[breach.tier] = { [pays]: { code: 'aboveOwn' } };
    else check.fields[breach.field] = { code: 'aboveOwn' };
  }
}

/** Whether a checked draft has any problem. */
export function hasProblems(check: TTermsCheck): boolean {
  return check.terms === null;
}

// ---- summaries ----------------------------------------------------------------------------------------------

export type TTermsRange = {
  tiers: number;
  /** The lowest and highest rate in basis points (real-time: loss rate is the highest in practice). */
  rateBp: { low: number; high: number } | null;
  /** Daily wages by fixed amount: the smallest and largest amount. */
  amount: { low: string; high: string } | null;
};

/** What a list shows of terms in one line: how many tiers and the span of what they pay. */
export function termsRange(terms: TContractTermsBody): TTermsRange {
  if (terms.kind === 'REALTIME_SALARY') {
    const rates = [terms.profitRateBp, terms.lossRateBp];
    return { tiers: 0, rateBp: { low: Math.min(...rates), high: Math.max(...rates) }, amount: null };
  }
  const tiers: Array<{ rateBp: number | null; amount?: string | null }> = terms.tiers;
  const rates = tiers.map((t) => t.rateBp).filter((bp): bp is number => bp !== null);
  const amounts = tiers.map((t) => t.amount ?? null).filter((a): a is string => a !== null);
  const byMinor = (a: string, b: string) => (minor(a) < minor(b) ? -1 : minor(a) > minor(b) ? 1 : 0);
  const sorted = [...amounts].sort(byMinor);
  return {
    tiers: terms.tiers.length,
    rateBp: rates.length > 0 ? { low: Math.min(...rates), high: Math.max(...rates) } : null,
    amount: sorted.length > 0 ? { low: sorted[0] ?? '', high: sorted[sorted.length - 1] ?? '' } : null,
  };
}
