import type { TReward } from '@tala/contract/promotions/promotions';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { PromotionStateChip } from '../../../components/promotions/promotion-state.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePromotionAction, useRewards } from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/** Reward centre (seed 001 §2 rewardCenter): rewards waiting to be claimed, and the ones already taken. */
export function RewardCentreEntry() {
  const { t } = useTranslation('member');
  const query = useRewards();
  const claim = usePromotionAction();
  const [claimed, setClaimed] = useState<string | null>(null);
  if (query.isPending) return <Skeleton className="h-60" />;
  const waiting = query.data?.waiting ?? [];
  const history = query.data?.history ?? [];
  return (
    <div className="space-y-4" data-testid="reward-centre">
      <Panel title={t('rewards.waiting')} icon="gift">
        {waiting.length === 0 ? (
          <EmptyState icon="gift" title={t('rewards.noneWaiting')} body={t('rewards.noneWaitingBody')} />
        ) : (
          <ul className="space-y-3">
            {waiting.map((reward) => (
              <RewardRow key={`${reward.promotionId}-${reward.entryId}`} reward={reward}>
                <Button
                  busy={
                    claim.isPending &&
                    claim.variables?.id === reward.promotionId &&
                    (claim.variables.entryId ?? '0') === reward.entryId
                  }
                  onClick={() =>
                    claim.mutate(
                      // A registration gift has no entry until it is claimed ('0'); a rebate's period has one.
                      {
                        action: 'claim',
                        id: reward.promotionId,
                        ...(reward.entryId === '0' ? {} : { entryId: reward.entryId }),
                      },
                      { onSuccess: () => setClaimed(t('rewards.claimedNow', { title: reward.title })) },
                    )
                  }
                  data-testid="reward-claim"
                >
                  {t('promo.actions.claim')}
                </Button>
              </RewardRow>
            ))}
          </ul>
        )}
        <div className="mt-3 space-y-2">
          <FormError error={claim.error} />
          <FormSuccess text={claimed} />
        </div>
      </Panel>
      <Panel title={t('rewards.history')} icon="trophy">
        {history.length === 0 ? (
          <p className="text-sm text-muted">{t('rewards.noHistory')}</p>
        ) : (
          <ul className="space-y-3">
            {history.map((reward) => (
              <RewardRow key={reward.entryId} reward={reward}>
                <PromotionStateChip state={reward.state} />
              </RewardRow>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function RewardRow({ reward, children }: { reward: TReward; children: React.ReactNode }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="reward-row"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-fg">{reward.title}</p>
        <p className="text-xs text-muted">
          {reward.isBonus ? t('rewards.asBonus') : t('rewards.asCash')}
          {reward.state === 'ISSUED' && reward.claimUntil
            ? ` · ${t('rewards.claimBy', { at: formatDateTime(reward.claimUntil, i18n.language) })}`
            : ` · ${formatDateTime(reward.updatedAt, i18n.language)}`}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <MoneyText amount={reward.amount} symbol={symbol} className="text-lg font-black text-accent" />
        {children}
      </div>
    </li>
  );
}
