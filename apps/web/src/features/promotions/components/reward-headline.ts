import { formatMoney } from '@tala/contract/money';
import type { TPromotionCard } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/** What a promotion gives, in a few words ("100% up to P 5,000.00", "P 88.00 gift"), from its reward rule. */
export function useRewardHeadline(card: Pick<TPromotionCard, 'reward'>): string {
  const { t } = useTranslation('pages');
  const symbol = useMoneySymbol();
  const { reward } = card;
  switch (reward.type) {
    case 'DEPOSIT_BONUS':
      return t('promotions.headline.deposit', {
        percent: reward.percentBp / 100,
        cap: formatMoney(reward.cap, symbol),
      });
    case 'REGISTRATION':
      return t('promotions.headline.gift', { amount: formatMoney(reward.amount, symbol) });
    case 'SIGNUP':
    case 'APPLICATION':
      return t('promotions.headline.cash', { amount: formatMoney(reward.amount, symbol) });
    case 'RED_ENVELOPE':
      return t('promotions.headline.envelope', { pot: formatMoney(reward.roundBudget, symbol) });
    case 'RAFFLE':
      return t('promotions.headline.raffle', {
        top: formatMoney(reward.prizes[0]?.amount ?? '0.00', symbol),
      });
    case 'REFERRAL':
      return t('promotions.headline.referral', { amount: formatMoney(reward.amount, symbol) });
    case 'REBATE':
      return t('promotions.headline.rebate', {
        percent: Math.max(0, ...Object.values(reward.ratesBp)) / 100,
      });
  }
}
