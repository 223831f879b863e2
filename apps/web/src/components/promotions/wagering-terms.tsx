import { GAME_CATEGORIES } from '@tala/contract/constants';
import { formatMoney } from '@tala/contract/money';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import { useTranslation } from 'react-i18next';

type TTerms = Pick<TWageringRule, 'weightsBp' | 'withdrawRule'> & {
  maxBet: string | null;
  /** "10× the bonus" for a rule, the amount for a running bonus. */
  requirement: string;
  expiry: string;
};

/** What a bonus asks, as a list: the requirement, what counts (weights below 100 %), the max bet, expiry, withdrawals. */
export function WageringTerms({ terms, symbol }: { terms: TTerms; symbol: string }) {
  const { t } = useTranslation(['member', 'shell']);
  const reduced = GAME_CATEGORIES.filter((category) => (terms.weightsBp[category] ?? 10_000) < 10_000);
  const rows: [string, string][] = [
    [t('promo.terms.requirement'), terms.requirement],
    [
      t('promo.terms.counts'),
      reduced.length === 0
        ? t('promo.terms.countsAll')
        : `${t('promo.terms.countsRest')} · ${reduced
            .map((c) => `${t(`shell:nav.items.${c}`)} ${(terms.weightsBp[c] ?? 0) / 100}%`)
            .join(' · ')}`,
    ],
    [t('promo.terms.maxBet'), terms.maxBet ? formatMoney(terms.maxBet, symbol) : t('promo.terms.noMaxBet')],
    [t('promo.terms.expiry'), terms.expiry],
    [t('promo.terms.withdraw'), t(`promo.terms.withdrawRule.${terms.withdrawRule}`)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]" data-testid="wagering-terms">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
