import type { TBoReward, TBoRewardBody } from '@tala/contract/backoffice/points';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TRewardArt, TRewardKind } from '@tala/contract/loyalty/points';
import { normalizeDecimal } from './points-format.ts';

/** The reward editor's state: numbers as typed (an empty stock is unlimited, an empty member limit none). */
export type TRewardDraft = {
  kind: TRewardKind;
  names: TLocalizedText;
  descriptions: TLocalizedText;
  art: TRewardArt;
  points: string;
  cash: string;
  requiredDeposit: string;
  stock: string;
  memberLimit: string;
  autoApprove: boolean;
  status: 'ACTIVE' | 'HIDDEN';
  sort: string;
};

/** A new reward: physical, needs review, shown, after the last one. */
export function blankRewardDraft(nextSort: number): TRewardDraft {
  return {
    kind: 'PHYSICAL',
    names: {},
    descriptions: {},
    art: 'gift',
    points: '',
    cash: '',
    requiredDeposit: '0.00',
    stock: '',
    memberLimit: '',
    autoApprove: false,
    status: 'ACTIVE',
    sort: String(nextSort),
  };
}

export function rewardDraftOf(reward: TBoReward): TRewardDraft {
  return {
    kind: reward.kind,
    names: reward.names,
    descriptions: reward.descriptions,
    art: reward.art,
    points: reward.points,
    cash: reward.cash ?? '',
    requiredDeposit: reward.requiredDeposit,
    stock: reward.stock === null ? '' : String(reward.stock),
    memberLimit: reward.memberLimit === null ? '' : String(reward.memberLimit),
    autoApprove: reward.autoApprove,
    status: reward.status,
    sort: String(reward.sort),
  };
}

/** A whole number as typed; blank is null, anything not a whole number NaN (the schema then names the field). */
function wholeOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The body the server takes. Amounts are normalised to two decimals ("100" → "100.00"); a text that is no amount
 * is sent on as typed so the contract's schema rejects it on its own field. A physical reward carries no cash.
 */
export function rewardBodyOf(draft: TRewardDraft): TBoRewardBody {
  const amount = (text: string) => normalizeDecimal(text) ?? text.trim();
  return {
    kind: draft.kind,
    names: draft.names,
    descriptions: draft.descriptions,
    art: draft.art,
    points: amount(draft.points),
    cash: draft.kind === 'CASH' ? amount(draft.cash) : null,
    requiredDeposit: draft.requiredDeposit.trim() === '' ? '0.00' : amount(draft.requiredDeposit),
    stock: wholeOrNull(draft.stock),
    memberLimit: wholeOrNull(draft.memberLimit),
    autoApprove: draft.autoApprove,
    status: draft.status,
    sort: wholeOrNull(draft.sort) ?? 0,
  };
}
