import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type { TPromotionReward } from '@tala/contract/promotions/promotion-rules';
import { prizeSlots } from '@tala/contract/promotions/raffle';
import { useTranslation } from 'react-i18next';
import { normalMoney } from './promotion-draft.ts';

const minor = (text: string) => decimalStringToMinor(normalMoney(text));

/**
 * What an event promotion's rule comes to, in a sentence beside the fields (issue 13 §3): a red envelope's average
 * envelope and daily pot, a raffle's prize total, a referral's most per member. Nothing while a field does not read.
 */
export function RulePreview({ reward, currency }: { reward: TPromotionReward; currency: string }) {
  const { t } = useTranslation();
  const text = previewOf(reward, currency, t);
  if (text === null) return null;
  return (
    <p
      className="rounded-md border border-line bg-surface-2 p-3 text-sm text-fg"
      aria-live="polite"
      data-testid="rule-preview"
    >
      {text}
    </p>
  );
}

function previewOf(
  reward: TPromotionReward,
  currency: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const money = (value: bigint) => `${currency} ${minorToDecimalString(value)}`;
  if (reward.type === 'RED_ENVELOPE') {
    const pot = minor(reward.roundBudget);
    if (pot === null || reward.envelopes < 1) return null;
    return t('promotions.preview.envelope', {
      count: reward.envelopes,
      average: money(pot / BigInt(reward.envelopes)),
      daily: money(pot * BigInt(reward.times.filter((time) => time.trim() !== '').length)),
    });
  }
  if (reward.type === 'RAFFLE') {
    const amounts = prizeSlots(reward).map(minor);
    if (amounts.some((amount) => amount === null)) return null;
    const total = amounts.reduce<bigint>((sum, amount) => sum + (amount ?? 0n), 0n);
    return t('promotions.preview.raffle', { winners: amounts.length, total: money(total) });
  }
  if (reward.type === 'REFERRAL') {
    const amount = minor(reward.amount);
    if (amount === null) return null;
    return t('promotions.preview.referral', { most: money(amount * BigInt(reward.maxFriends)) });
  }
  return null;
}
