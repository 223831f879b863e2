import type { TPlayTotals } from '@tala/contract/play-records/bet-history';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, ProfitText } from '../../../components/centre/play-money.tsx';

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface px-3.5 py-3" data-testid={testId}>
      <p className="truncate text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</p>
      <p className="mt-1 truncate text-base font-bold text-fg sm:text-lg">{children}</p>
    </div>
  );
}

/** The four sums over the whole filtered set (the server's, not a page's). */
export function TotalsStrip({ totals, dimmed = false }: { totals: TPlayTotals; dimmed?: boolean }) {
  const { t, i18n } = useTranslation('member');
  return (
    <div
      className={`grid grid-cols-2 gap-2.5 transition-opacity lg:grid-cols-4 ${dimmed ? 'opacity-60' : ''}`}
      data-testid="plays-totals"
    >
      <Stat label={t('plays.rounds')} testId="plays-total-rounds">
        <span className="tabular-nums">{new Intl.NumberFormat(i18n.language).format(totals.rounds)}</span>
      </Stat>
      <Stat label={t('plays.stake')} testId="plays-total-stake">
        <Money amount={totals.stake} />
      </Stat>
      <Stat label={t('plays.win')} testId="plays-total-win">
        <Money amount={totals.win} />
      </Stat>
      <Stat label={t('plays.profit')} testId="plays-total-profit">
        <ProfitText amount={totals.profit} />
      </Stat>
    </div>
  );
}
