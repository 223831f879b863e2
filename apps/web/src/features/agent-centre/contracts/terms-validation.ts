import type { TContractKindLimits, TContractTermsBody } from '@tala/contract/agent/contracts';
import { decimalStringToMinor } from '@tala/contract/money';
import { bpToPercent, percentToBp } from './rate-percent.ts';
import { ceilingBreaches } from './terms-ceiling.ts';
import {
  moneyValue,
  type TDraftProblems,
  type TDraftTier,
  type TProblem,
  type TTermsDraft,
  termsFromDraft,
} from './terms-draft.ts';

/**
 * The offer form's own checks (decision 045's rules, in the agent's words): every figure parses, rates stay
 * within the merchant's limit, tiers climb (minimums up, rates never down), and nothing pays more than the
 * agent's own contract. The server checks all of it again and has the last word.
 */
export function draftProblems(
  draft: TTermsDraft,
  limits: TContractKindLimits,
  own: TContractTermsBody | null,
): TDraftProblems {
  const problems: TDraftProblems = { tiers: draft.tiers.map(() => ({})), fields: {} };
  if (draft.kind === 'REALTIME_SALARY') {
    problems.fields.profitRate = rateProblem(draft.profitRate, limits) ?? undefined;
    problems.fields.lossRate = rateProblem(draft.lossRate, limits) ?? undefined;
    if (moneyValue(draft.minSingleBet) === null) problems.fields.minSingleBet = { key: 'terms.errors.money' };
  } else {
    const maxTiers = Math.min(limits.maxTiers, 10);
    if (draft.tiers.length < 1 || draft.tiers.length > maxTiers)
      problems.fields.tierCount = { key: 'terms.errors.tierCount', values: { max: maxTiers } };
    draft.tiers.forEach((tier, index) => {
      const before = draft.tiers[index - 1];
      // A field that does not parse says so first; the order against the tier below comes after.
      problems.tiers[index] = {
        ...(before ? orderProblems(draft, before, tier) : {}),
        ...tierProblems(draft, tier, limits),
      };
    });
  }
  const terms = hasProblems(problems) ? null : termsFromDraft(draft);
  if (terms && own) addCeiling(problems, terms, own);
  return problems;
}

/** Whether any field has a problem. */
export function hasProblems(problems: TDraftProblems): boolean {
  return (
    Object.values(problems.fields).some(Boolean) ||
    problems.tiers.some((tier) => Object.values(tier).some(Boolean))
  );
}

function rateProblem(text: string, limits: TContractKindLimits): TProblem | null {
  const bp = percentToBp(text);
  if (bp === null) return { key: 'terms.errors.rate' };
  if (bp > limits.maxRateBp)
    return { key: 'terms.errors.rateMax', values: { max: bpToPercent(limits.maxRateBp) } };
  return null;
}

/** One tier's own fields, as its kind has them. */
function tierProblems(draft: TTermsDraft, tier: TDraftTier, limits: TContractKindLimits) {
  const out: Partial<Record<keyof TDraftTier, TProblem>> = {};
  if (moneyValue(tier.minBet) === null) out.minBet = { key: 'terms.errors.money' };
  if (draft.kind === 'DIVIDEND' && moneyValue(tier.minLoss) === null)
    out.minLoss = { key: 'terms.errors.money' };
  if ((draft.kind === 'DIVIDEND' || draft.kind === 'DAILY_WAGE') && !/^\d{1,7}$/.test(tier.minActive.trim()))
    out.minActive = { key: 'terms.errors.count' };
  if (draft.kind === 'DAILY_WAGE' && draft.byAmount) {
    const amount = moneyValue(tier.amount);
    if (amount === null) out.amount = { key: 'terms.errors.money' };
    else if (minor(amount) > minor(limits.maxAmount))
      out.amount = { key: 'terms.errors.amountMax', values: { max: limits.maxAmount } };
  } else {
    const problem = rateProblem(tier.rate, limits);
    if (problem) out.rate = problem;
  }
  return out;
}

const minor = (decimal: string) => decimalStringToMinor(decimal) ?? 0n;

/** A tier against the one below it: its minimums none lower and one higher, what it pays never less. */
function orderProblems(draft: TTermsDraft, before: TDraftTier, tier: TDraftTier) {
  const out: Partial<Record<keyof TDraftTier, TProblem>> = {};
  const pairs: Array<[bigint, bigint]> = [];
  const money = (text: string) => {
    const value = moneyValue(text);
    return value === null ? null : minor(value);
  };
  const count = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? BigInt(text.trim()) : null);
  const fields: Array<(t: TDraftTier) => bigint | null> = [(t) => money(t.minBet)];
  if (draft.kind === 'DIVIDEND') fields.push((t) => money(t.minLoss));
  if (draft.kind === 'DIVIDEND' || draft.kind === 'DAILY_WAGE') fields.push((t) => count(t.minActive));
  for (const field of fields) {
    const [low, high] = [field(before), field(tier)];
    if (low === null || high === null) return out;
    pairs.push([low, high]);
  }
  if (pairs.some(([low, high]) => high < low) || pairs.every(([low, high]) => high === low))
    out.minBet = { key: 'terms.errors.minimumOrder' };
  if (draft.kind === 'DAILY_WAGE' && draft.byAmount) {
    const [low, high] = [money(before.amount), money(tier.amount)];
    if (low !== null && high !== null && high < low) out.amount = { key: 'terms.errors.amountOrder' };
  } else {
    const [low, high] = [percentToBp(before.rate), percentToBp(tier.rate)];
    if (low !== null && high !== null && high < low) out.rate = { key: 'terms.errors.rateOrder' };
  }
  return out;
}

/** The agent's own terms as the ceiling: the tier (or rate, or way of paying) that goes above them. */
function addCeiling(problems: TDraftProblems, terms: TContractTermsBody, own: TContractTermsBody) {
  const above: TProblem = { key: 'terms.errors.aboveOwn' };
  for (const breach of ceilingBreaches(terms, own)) {
    if (breach.field === 'mode') problems.fields.mode = { key: 'terms.errors.sameMode' };
    else if (breach.field === 'tier') {
      const tier = problems.tiers[breach.tier] ?? {};
      if (terms.kind === 'DAILY_WAGE' && terms.tiers.some((t) => t.amount !== null)) tier.amount = above;
      else tier.rate = above;
      problems.tiers[breach.tier] = tier;
    } else problems.fields[breach.field] = above;
  }
}
