import { GAME_CATEGORIES } from '@tala/contract/constants';
import { formatMoney } from '@tala/contract/money';
import type { TRebateReward } from '@tala/contract/promotions/promotion-rules';
import { hasEntryFrequency, type TPromotionDetail } from '@tala/contract/promotions/promotions';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { WageringTerms } from '../../../components/promotions/wagering-terms.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/**
 * The terms the server applies, written out from the promotion's rules (not from staff's prose): who may take
 * part, what qualifies, and for a bonus what the wagering asks — so what the player was shown is what is enforced.
 */
export function PromotionTerms({ promotion }: { promotion: TPromotionDetail }) {
  const { t, i18n } = useTranslation(['pages', 'member', 'shell']);
  const symbol = useMoneySymbol();
  const money = (amount: string) => formatMoney(amount, symbol);
  const { reward, eligibility } = promotion;
  const facts: string[] = [
    t('promotions.terms.period', {
      from: formatDateTime(promotion.startsAt, i18n.language),
      to: formatDateTime(promotion.endsAt, i18n.language),
    }),
  ];
  if (reward.type === 'DEPOSIT_BONUS') {
    facts.push(
      t('promotions.terms.deposit', {
        percent: reward.percentBp / 100,
        cap: money(reward.cap),
        min: money(reward.minDeposit),
      }),
    );
    if (eligibility.firstDepositOnly) facts.push(t('promotions.terms.firstDeposit'));
  }
  if (reward.type === 'SIGNUP') {
    facts.push(
      t('promotions.terms.signup', {
        deposit: money(reward.minDeposit),
        turnover: money(reward.minTurnover),
        amount: money(reward.amount),
      }),
    );
  }
  if (reward.type === 'REGISTRATION')
    facts.push(t('promotions.terms.registration', { amount: money(reward.amount), days: reward.claimDays }));
  if (reward.type === 'REBATE') facts.push(...rebateFacts(reward, money, t));
  if (reward.type === 'RED_ENVELOPE') {
    facts.push(
      t('promotions.terms.envelopeRounds', { times: reward.times.join(', '), minutes: reward.grabMinutes }),
      t('promotions.terms.envelopePot', {
        pot: money(reward.roundBudget),
        count: reward.envelopes,
        min: money(reward.minAmount),
      }),
      t('promotions.terms.envelopeOnce'),
    );
    if (reward.minDepositToday !== '0.00')
      facts.push(t('promotions.terms.envelopeDeposit', { min: money(reward.minDepositToday) }));
  }
  if (reward.type === 'RAFFLE')
    facts.push(
      t('promotions.terms.raffleTickets', { every: money(reward.ticketEvery), max: reward.maxTickets }),
      t('promotions.terms.rafflePrizes', {
        prizes: reward.prizes.map((prize) => `${prize.winners} × ${money(prize.amount)}`).join(' · '),
      }),
      t('promotions.terms.raffleFair', { days: reward.claimDays }),
    );
  if (reward.type === 'REFERRAL')
    facts.push(
      t('promotions.terms.referral', {
        amount: money(reward.amount),
        deposit: money(reward.minFirstDeposit),
        turnover: money(reward.minTurnover),
        days: reward.qualifyDays,
        friends: reward.maxFriends,
      }),
    );
  if (reward.type === 'APPLICATION') {
    const key = reward.needsImage ? 'promotions.terms.applicationImage' : 'promotions.terms.application';
    facts.push(t(key, { amount: money(reward.amount) }));
  }
  if (eligibility.newMemberDays !== null)
    facts.push(t('promotions.terms.newMembers', { days: eligibility.newMemberDays }));
  if (hasEntryFrequency(reward.type))
    facts.push(t(eligibility.frequency === 'DAILY' ? 'promotions.terms.daily' : 'promotions.terms.once'));
  if (eligibility.onePerDeviceAndIp) facts.push(t('promotions.terms.onePerDevice'));
  const wagering = 'wagering' in reward ? reward.wagering : null;
  const isCash = !wagering;
  return (
    <section
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
      data-testid="promo-terms"
    >
      <h2 className="text-lg font-bold text-fg">{t('promotions.termsTitle')}</h2>
      <ul className="space-y-2 text-sm text-muted">
        {facts.map((fact) => (
          <li key={fact} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{fact}</span>
          </li>
        ))}
      </ul>
      {wagering && !isCash ? (
        <div className="space-y-3 border-t border-line pt-4">
          <h3 className="font-bold text-fg">{t('member:promo.terms.title')}</h3>
          <WageringTerms terms={ruleTerms(wagering, t)} symbol={symbol} />
        </div>
      ) : (
        <p className="text-sm font-semibold text-success">{t('promotions.terms.noWagering')}</p>
      )}
    </section>
  );
}

/** What a rebate pays: its base and period, the rate of each category, the minimum and cap, how it is paid. */
function rebateFacts(
  reward: TRebateReward,
  money: (amount: string) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const period = t(`member:promo.periods.${reward.period}`);
  const rates = GAME_CATEGORIES.filter((category) => (reward.ratesBp[category] ?? 0) > 0)
    .map((category) => `${t(`shell:nav.items.${category}`)} ${(reward.ratesBp[category] ?? 0) / 100}%`)
    .join(' · ');
  return [
    t(reward.basis === 'VALID_BET' ? 'promotions.terms.rebateBets' : 'promotions.terms.rebateLoss', {
      period,
    }),
    t('promotions.terms.rebateRates', { rates }),
    reward.cap
      ? t('promotions.terms.rebateLimits', { min: money(reward.minPayout), cap: money(reward.cap), period })
      : t('promotions.terms.rebateMin', { min: money(reward.minPayout) }),
    reward.claimDays === null
      ? t('promotions.terms.rebateAuto', { period })
      : t('promotions.terms.rebateClaim', { days: reward.claimDays }),
  ];
}

function ruleTerms(rule: TWageringRule, t: (key: string, options?: Record<string, unknown>) => string) {
  return {
    weightsBp: rule.weightsBp,
    withdrawRule: rule.withdrawRule,
    maxBet: rule.maxBet,
    requirement: t(
      rule.base === 'BONUS' ? 'member:promo.terms.timesBonus' : 'member:promo.terms.timesBonusDeposit',
      {
        times: rule.multiplier,
      },
    ),
    expiry: t('member:promo.terms.days', { count: rule.expiryDays }),
  };
}
