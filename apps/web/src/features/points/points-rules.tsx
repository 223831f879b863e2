import { GAME_CATEGORIES } from '@tala/contract/constants';
import { ratioLabel } from '@tala/contract/loyalty/point-ratio';
import type { TPointsRates } from '@tala/contract/loyalty/points';
import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/art/ui-icons.tsx';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { formatPoints } from './points-format.ts';

/** Points rules: the merchant's earning rates per category and for deposits, conversion, and that points never expire. */
export function PointsRules({ rates }: { rates: TPointsRates }) {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  const symbol = useMoneySymbol();
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="points-rules">
      <section className="rounded-2xl border border-line bg-surface p-5">
        <h2 className="font-bold text-fg">{t('points.howTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('points.howBody')}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {GAME_CATEGORIES.map((category) => (
            <li
              key={category}
              className="flex items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2.5"
            >
              <span className="min-w-0 text-sm leading-tight font-semibold text-fg">
                {tShell(`nav.items.${category}`)}
              </span>
              <span className="text-sm font-black text-accent tabular-nums">
                ×{ratioLabel(rates.categories[category])}
              </span>
            </li>
          ))}
          <li className="flex items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2.5">
            <span className="min-w-0 text-sm leading-tight font-semibold text-fg">
              {t('points.types.DEPOSIT')}
            </span>
            <span className="text-sm font-black text-accent tabular-nums">×{ratioLabel(rates.deposit)}</span>
          </li>
        </ul>
      </section>
      <section className="space-y-3 rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
        <h2 className="text-base font-bold text-fg">{t('points.rules.title')}</h2>
        <p>
          {t('points.rules.earn', {
            example: formatMoney('100.00', symbol),
            points: formatPoints(`${rates.categories.SPORTS}.00`),
          })}
        </p>
        <p>{t('points.rules.settled')}</p>
        <p>
          {t('points.rules.convert', {
            points: rates.convertPointsPerUnit,
            cash: formatMoney('1.00', symbol),
            min: formatPoints(rates.convertMinPoints),
          })}
        </p>
        <p>{t('points.rules.redeem')}</p>
        <p className="flex items-center gap-2 font-semibold text-fg">
          <Icon name="info" className="size-4" />
          {t('points.neverExpire')}
        </p>
      </section>
    </div>
  );
}
