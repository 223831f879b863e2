import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/centre/play-money.tsx';
import { formatRate } from './rate-percent.ts';

type TTierRow = { key: string; cells: Array<{ label: string; value: ReactNode }>; pays: ReactNode };

/** A kind's tiers as rows of labelled minimums and what the tier pays. */
function useTierRows(terms: TContractTermsBody): TTierRow[] {
  const { t, i18n } = useTranslation('agent');
  const rate = (bp: number) => formatRate(bp, i18n.language);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  switch (terms.kind) {
    case 'DIVIDEND':
      return terms.tiers.map((tier, index) => ({
        key: String(index),
        cells: [
          { label: t('terms.minValidBet'), value: <Money amount={tier.minValidBet} /> },
          { label: t('terms.minLoss'), value: <Money amount={tier.minLoss} /> },
          { label: t('terms.minActive'), value: count(tier.minActive) },
        ],
        pays: rate(tier.rateBp),
      }));
    case 'DAILY_WAGE':
      return terms.tiers.map((tier, index) => ({
        key: String(index),
        cells: [
          { label: t('terms.minDailyBet'), value: <Money amount={tier.minDailyBet} /> },
          { label: t('terms.minActive'), value: count(tier.minActive) },
        ],
        pays: tier.amount !== null ? <Money amount={tier.amount} /> : rate(tier.rateBp ?? 0),
      }));
    case 'HOURLY_SALARY':
      return terms.tiers.map((tier, index) => ({
        key: String(index),
        cells: [{ label: t('terms.minHourlyBet'), value: <Money amount={tier.minHourlyBet} /> }],
        pays: rate(tier.rateBp),
      }));
    case 'REALTIME_SALARY':
      return [];
  }
}

/** What a tier pays: a rate of the kind's figure, or (a daily wage's) a fixed amount. */
function paysLabel(terms: TContractTermsBody): string {
  if (terms.kind === 'DAILY_WAGE' && terms.tiers.some((tier) => tier.amount !== null)) return 'terms.amount';
  return terms.kind === 'DIVIDEND' ? 'terms.rateOfLoss' : 'terms.rateOfBets';
}

/**
 * Contract terms as a reader takes them in: real-time salary's three figures, or the tiers as a table where
 * the box is wide enough (a container query, so the same view fits a page, a dialog's side or a phone) and
 * as a card a tier where it is not.
 */
export function TermsView({ terms, testId }: { terms: TContractTermsBody; testId?: string }) {
  const { t, i18n } = useTranslation('agent');
  if (terms.kind === 'REALTIME_SALARY') {
    const facts = [
      { key: 'profit', label: t('terms.profitRate'), value: formatRate(terms.profitRateBp, i18n.language) },
      { key: 'loss', label: t('terms.lossRate'), value: formatRate(terms.lossRateBp, i18n.language) },
      { key: 'single', label: t('terms.minSingleBet'), value: <Money amount={terms.minSingleBet} /> },
    ];
    return (
      <dl className="grid gap-2 sm:grid-cols-3" data-testid={testId}>
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0 rounded-xl bg-surface-2 px-3 py-2.5">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="truncate text-base font-bold text-fg tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <TierView terms={terms} testId={testId} />;
}

function TierView({ terms, testId }: { terms: TContractTermsBody; testId?: string | undefined }) {
  const { t } = useTranslation('agent');
  const rows = useTierRows(terms);
  const heads = rows[0]?.cells.map((cell) => cell.label) ?? [];
  const pays = t(paysLabel(terms));
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="@container" data-testid={testId}>
      <div className="hidden overflow-hidden rounded-xl border border-line @lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('terms.caption')}</caption>
          <thead className="bg-surface-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {t('terms.tier')}
              </th>
              {heads.map((head) => (
                <th key={head} scope="col" className="px-3 py-2 text-right">
                  {head}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">
                {pays}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row, index) => (
              <tr key={row.key} data-testid="terms-tier">
                <th scope="row" className="px-3 py-2.5 text-left font-semibold text-fg">
                  {t('terms.tierN', { n: index + 1 })}
                </th>
                {row.cells.map((c) => (
                  <td key={c.label} className={`${cell} text-fg`}>
                    {c.value}
                  </td>
                ))}
                <td className={`${cell} font-bold text-accent`}>{row.pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="grid gap-2 @lg:hidden">
        {rows.map((row, index) => (
          <li key={row.key} className="rounded-xl border border-line bg-surface-2/60 px-3 py-2.5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-xs font-bold text-fg">{t('terms.tierN', { n: index + 1 })}</span>
              <span className="text-right text-sm font-bold text-accent tabular-nums">
                <span className="sr-only">{pays}: </span>
                {row.pays}
              </span>
            </div>
            <dl className="mt-1.5 space-y-0.5 text-xs">
              {row.cells.map((c) => (
                <div key={c.label} className="flex items-baseline justify-between gap-3">
                  <dt className="min-w-0 text-muted">{c.label}</dt>
                  <dd className="shrink-0 font-medium text-fg tabular-nums">{c.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
