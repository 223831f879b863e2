import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { formatMoneyAmount } from '@tala/contract/money';
import { bpToPercent } from '@tala/ui/contract-terms/terms-draft';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE } from '../../components/ui/card.tsx';

type TRow = { cells: ReactNode[] };

/** A kind's tiers as column heads and rows (real-time salary has no tiers: its three figures instead). */
function tierTable(t: (key: string) => string, terms: TContractTermsBody): { heads: string[]; rows: TRow[] } {
  const money = (decimal: string) => formatMoneyAmount(decimal);
  const rate = (bp: number) => `${bpToPercent(bp)}%`;
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        heads: [
          t('agents.terms.minValidBet'),
          t('agents.terms.minLoss'),
          t('agents.terms.minActive'),
          t('agents.terms.rateOfLoss'),
        ],
        rows: terms.tiers.map((tier) => ({
          cells: [money(tier.minValidBet), money(tier.minLoss), tier.minActive, rate(tier.rateBp)],
        })),
      };
    case 'DAILY_WAGE': {
      const byAmount = terms.tiers.some((tier) => tier.amount !== null);
      return {
        heads: [
          t('agents.terms.minDailyBet'),
          t('agents.terms.minActive'),
          byAmount ? t('agents.terms.amount') : t('agents.terms.rateOfBets'),
        ],
        rows: terms.tiers.map((tier) => ({
          cells: [
            money(tier.minDailyBet),
            tier.minActive,
            tier.amount !== null ? money(tier.amount) : rate(tier.rateBp ?? 0),
          ],
        })),
      };
    }
    case 'HOURLY_SALARY':
      return {
        heads: [t('agents.terms.minHourlyBet'), t('agents.terms.rateOfBets')],
        rows: terms.tiers.map((tier) => ({ cells: [money(tier.minHourlyBet), rate(tier.rateBp)] })),
      };
    case 'REALTIME_SALARY':
      return { heads: [], rows: [] };
  }
}

/** Terms as read: the period and every tier, or real-time salary's rates. */
export function TermsTable({ terms }: { terms: TContractTermsBody }) {
  const { t } = useTranslation();
  if (terms.kind === 'REALTIME_SALARY') {
    const facts: Array<[string, string]> = [
      [t('agents.terms.lossRate'), `${bpToPercent(terms.lossRateBp)}%`],
      [t('agents.terms.profitRate'), `${bpToPercent(terms.profitRateBp)}%`],
      [t('agents.terms.minSingleBet'), formatMoneyAmount(terms.minSingleBet)],
    ];
    return (
      <dl className="grid gap-2 sm:grid-cols-3" data-testid="terms-table">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-surface-2 px-3 py-2">
            <dt className="text-[11px] text-faint">{label}</dt>
            <dd className="tabular text-sm font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const { heads, rows } = tierTable(t, terms);
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full border-collapse text-left text-[13px]" data-testid="terms-table">
        <thead>
          <tr>
            <th className={TABLE.th}>{t('agents.detail.tier')}</th>
            {heads.map((head) => (
              <th key={head} className={`${TABLE.th} text-right`}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no identity but their place.
            <tr key={index}>
              <td className={`${TABLE.td} text-muted`}>{t('agents.terms.tierN', { n: index + 1 })}</td>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column head above.
                <td key={i} className={`${TABLE.td} tabular text-right`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
