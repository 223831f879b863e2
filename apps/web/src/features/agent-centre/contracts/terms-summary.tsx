import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { formatRate } from './rate-percent.ts';

/** Terms in one line for a list ("3 tiers · 0.50% – 1.20%", "Profit 0.10% · Loss 0.30%"). */
export function useTermsSummary(): (terms: TContractTermsBody) => string {
  const { t, i18n } = useTranslation('agent');
  const symbol = useMoneySymbol();
  const rate = (bp: number) => formatRate(bp, i18n.language);
  return (terms) => {
    if (terms.kind === 'REALTIME_SALARY')
      return t('terms.summaryRealtime', { profit: rate(terms.profitRateBp), loss: rate(terms.lossRateBp) });
    const pays =
      terms.kind === 'DAILY_WAGE' && terms.tiers.some((tier) => tier.amount !== null)
        ? terms.tiers.map((tier) => formatMoney(tier.amount ?? '0.00', symbol))
        : terms.tiers.map((tier) => rate(tier.rateBp ?? 0));
    const first = pays[0] ?? '';
    const last = pays.at(-1) ?? '';
    const range = first === last ? first : `${first} – ${last}`;
    const period = terms.kind === 'DIVIDEND' ? ` · ${t(`contracts.periods.${terms.period}`)}` : '';
    return `${t('terms.tierCount', { n: terms.tiers.length })} · ${range}${period}`;
  };
}
