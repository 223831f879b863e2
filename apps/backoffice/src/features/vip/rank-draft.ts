import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TBoVipRank, TBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';

/** The rank editor's state: every figure as typed (an empty withdrawal limit keeps the channel's own). */
export type TRankDraft = {
  names: TLocalizedText;
  deposit: string;
  validBet: string;
  /** "1.20" for 120 %: staff think in multipliers, the wire in percent. */
  multiplier: string;
  withdrawDailyCount: string;
  withdrawMaxAmount: string;
  /** "0.10" for 10 basis points: a rate in percent, as rebates are shown. */
  rebateBonus: string;
  birthdayBonus: string;
  serviceLine: string;
  serviceUrl: string;
};

/** "12", "1,200.5" → "12.00", "1200.50"; null when not a plain amount. */
export function normalizeDecimal(text: string): string | null {
  const minor = decimalStringToMinor(text.trim().replace(/,/g, ''));
  return minor === null ? null : minorToDecimalString(minor);
}

/** A new rank above `top`: its thresholds start at the top rank's (the editor says they must not be lower). */
export function blankRankDraft(top: TBoVipRank | undefined): TRankDraft {
  return {
    names: {},
    deposit: top?.deposit ?? '0.00',
    validBet: top?.validBet ?? '0.00',
    multiplier: '1.00',
    withdrawDailyCount: '',
    withdrawMaxAmount: '',
    rebateBonus: '0.00',
    birthdayBonus: '0.00',
    serviceLine: '',
    serviceUrl: '',
  };
}

export function rankDraftOf(rank: TBoVipRank): TRankDraft {
  const b = rank.benefits;
  return {
    names: rank.names,
    deposit: rank.deposit,
    validBet: rank.validBet,
    multiplier: (b.pointsMultiplier / 100).toFixed(2),
    withdrawDailyCount: b.withdrawDailyCount === null ? '' : String(b.withdrawDailyCount),
    withdrawMaxAmount: b.withdrawMaxAmount ?? '',
    rebateBonus: (b.rebateBonusBp / 100).toFixed(2),
    birthdayBonus: b.birthdayBonus,
    serviceLine: b.serviceLine ?? '',
    serviceUrl: b.serviceUrl ?? '',
  };
}

/** Hundredths of a two-decimal figure ("1.2" → 120, "0.05" → 5); NaN when it is not one (the schema names it). */
function hundredths(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number as typed; blank is null, anything else not whole NaN. */
function wholeOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The body the server takes: amounts normalised to two decimals (a text that is no amount goes on as typed, so the
 * contract's schema rejects it on its own field), the multiplier and rebate bonus back to percent and basis points.
 */
export function rankBodyOf(draft: TRankDraft): TBoVipRankBody {
  const amount = (text: string) => normalizeDecimal(text) ?? text.trim();
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    names: draft.names,
    deposit: amount(draft.deposit),
    validBet: amount(draft.validBet),
    pointsMultiplier: hundredths(draft.multiplier),
    withdrawDailyCount: wholeOrNull(draft.withdrawDailyCount),
    withdrawMaxAmount: draft.withdrawMaxAmount.trim() === '' ? null : amount(draft.withdrawMaxAmount),
    rebateBonusBp: hundredths(draft.rebateBonus),
    birthdayBonus: draft.birthdayBonus.trim() === '' ? '0.00' : amount(draft.birthdayBonus),
    serviceLine: optional(draft.serviceLine),
    serviceUrl: optional(draft.serviceUrl),
  };
}

/**
 * Which threshold breaks the rise against the ranks around `level` (the server's BO_VIP_THRESHOLDS_NOT_RISING,
 * checked before sending so the field says it): not below the rank under it, not above the rank over it.
 */
export function unrisingFields(
  ranks: readonly TBoVipRank[],
  level: number,
  body: Pick<TBoVipRankBody, 'deposit' | 'validBet'>,
): Array<'deposit' | 'validBet'> {
  const below = ranks.find((rank) => rank.level === level - 1);
  const above = ranks.find((rank) => rank.level === level + 1);
  const minor = (text: string | undefined) => (text === undefined ? null : decimalStringToMinor(text));
  return (['deposit', 'validBet'] as const).filter((field) => {
    const value = minor(body[field]);
    if (value === null) return false;
    const low = minor(below?.[field]);
    const high = minor(above?.[field]);
    return (low !== null && value < low) || (high !== null && value > high);
  });
}
