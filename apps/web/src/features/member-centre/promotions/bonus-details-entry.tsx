import { formatMoney } from '@tala/contract/money';
import type { TBonus } from '@tala/contract/promotions/promotions';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/centre/panel.tsx';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';
import { ProgressBar } from '../../../components/promotions/wagering-progress.tsx';
import { WageringTerms } from '../../../components/promotions/wagering-terms.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { closeModal } from '../../../lib/modal-store.ts';
import { useBonuses } from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

const TONES: Record<TBonus['state'], TChipTone> = {
  ACTIVE: 'warning',
  RELEASED: 'success',
  FORFEITED: 'neutral',
};

/** Bonus details (seed 001 §2 bonusDetails): each bonus with its wagering progress, what is left, expiry and terms. */
export function BonusDetailsEntry() {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const [page, setPage] = useState(1);
  const query = useBonuses(page);
  return (
    <Panel
      title={t('bonuses.title')}
      icon="gift"
      testId="bonus-details"
      action={
        <span className="text-sm text-muted">
          {t('bonuses.locked')}{' '}
          <MoneyText
            amount={query.data?.bonusBalance ?? '0.00'}
            symbol={symbol}
            className="font-bold text-fg"
          />
        </span>
      }
    >
      {query.isPending ? (
        <Skeleton className="h-40" />
      ) : !query.data || query.data.list.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('bonuses.empty')}
          body={t('bonuses.emptyBody')}
          action={
            <Link to="/promotions" onClick={closeModal} className="font-semibold text-accent hover:underline">
              {t('bonuses.browse')}
            </Link>
          }
        />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-4">
            {query.data.list.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} symbol={symbol} />
            ))}
          </ul>
          <Pager page={page} totalPages={query.data.totalPages} onChange={setPage} />
        </div>
      )}
    </Panel>
  );
}

function BonusCard({ bonus, symbol }: { bonus: TBonus; symbol: string }) {
  const { t, i18n } = useTranslation('member');
  const left = Math.max(0, Number(bonus.wageringRequired) - Number(bonus.wageringDone)).toFixed(2);
  return (
    <li
      className="space-y-4 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="bonus-card"
      data-state={bonus.state}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-bold text-fg">{bonus.title}</h4>
          <p className="text-xs text-muted">
            {t('bonuses.issued', { at: formatDateTime(bonus.issuedAt, i18n.language) })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <MoneyText amount={bonus.amount} symbol={symbol} className="text-lg font-black text-accent" />
          <StatusChip tone={TONES[bonus.state]}>{t(`bonuses.states.${bonus.state}`)}</StatusChip>
        </div>
      </div>
      {bonus.state === 'ACTIVE' ? (
        <>
          <ProgressBar
            label={t('promo.wagering')}
            done={bonus.wageringDone}
            target={bonus.wageringRequired}
            symbol={symbol}
            testId="bonus-progress"
          />
          <p className="text-sm text-fg">
            {t('bonuses.left', {
              left: formatMoney(left, symbol),
              at: formatDateTime(bonus.expiresAt, i18n.language),
            })}
          </p>
          <WageringTerms
            symbol={symbol}
            terms={{
              weightsBp: bonus.weightsBp,
              withdrawRule: bonus.withdrawRule,
              maxBet: bonus.maxBet,
              requirement: formatMoney(bonus.wageringRequired, symbol),
              expiry: formatDateTime(bonus.expiresAt, i18n.language),
            }}
          />
        </>
      ) : (
        <p className="text-sm text-muted">
          {t(`bonuses.ended.${bonus.endReason ?? 'WAGERED'}`, {
            at: formatDateTime(bonus.endedAt, i18n.language),
          })}
        </p>
      )}
    </li>
  );
}
