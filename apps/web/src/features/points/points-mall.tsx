import type { TPointsReward } from '@tala/contract/loyalty/points';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/art/ui-icons.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { usePointsSummary, useRewards } from '../../lib/points-queries.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConvertDialog } from './convert-dialog.tsx';
import { PointsDetails } from './points-details.tsx';
import { formatPoints } from './points-format.ts';
import { PointsRules } from './points-rules.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import { RedemptionList } from './redemption-list.tsx';
import { RewardCard } from './reward-card.tsx';

const TABS = ['rewards', 'history', 'details', 'rules'] as const;
type TTab = (typeof TABS)[number];

/** The balance card: points now, every point earned, redemptions waiting, and the way to money. */
function BalanceCard({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation('pages');
  const { data } = usePointsSummary();
  if (!data) return <Skeleton className="h-40 rounded-2xl" />;
  return (
    <section
      className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-accent/25 via-surface to-surface p-6"
      data-testid="points-balance"
    >
      <Icon name="coins" className="absolute -right-6 -bottom-6 size-40 text-accent opacity-10" />
      <div className="relative flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-sm font-semibold text-muted">{t('points.balance')}</p>
          <p className="mt-1 text-5xl font-black text-accent tabular-nums" data-testid="points-balance-value">
            {formatPoints(data.balance)}
          </p>
          <p className="mt-2 text-sm text-muted">
            {data.balance === '0.00'
              ? t('points.zeroBody')
              : t('points.earned', { points: formatPoints(data.earned) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {data.pending > 0 ? (
            <span className="rounded-full bg-warning/15 px-3 py-1 text-xs font-semibold text-warning">
              {t('points.pending', { n: data.pending })}
            </span>
          ) : null}
          <Button variant="secondary" onClick={onConvert} data-testid="points-convert">
            <Icon name="refresh" className="size-4" />
            {t('points.convert.open')}
          </Button>
        </div>
      </div>
    </section>
  );
}

function RewardGrid({ onRedeem }: { onRedeem: (reward: TPointsReward) => void }) {
  const { t } = useTranslation('pages');
  const rewards = useRewards();
  const summary = usePointsSummary();
  if (rewards.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  }
  const list = rewards.data?.list ?? [];
  if (list.length === 0)
    return <EmptyState icon="gift" title={t('points.mall.emptyTitle')} body={t('points.mall.emptyBody')} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="reward-grid">
      {list.map((reward) => (
        <RewardCard
          key={reward.id}
          reward={reward}
          balance={summary.data?.balance ?? '0.00'}
          onRedeem={() => onRedeem(reward)}
        />
      ))}
    </ul>
  );
}

/**
 * /pointMall (seed 001 §2, issue 14 §1): the points balance, the rewards with their redeem dialog, the redeem history,
 * the points details and the rules. Visitors are asked to log in.
 */
export function PointsMall() {
  const { t } = useTranslation('pages');
  const { isLoggedIn } = useSession();
  const [tab, setTab] = useState<TTab>('rewards');
  const [redeeming, setRedeeming] = useState<TPointsReward | null>(null);
  const [converting, setConverting] = useState(false);
  const summary = usePointsSummary();
  if (!isLoggedIn) {
    return (
      <EmptyState
        icon="lock"
        title={t('points.loginTitle')}
        body={t('points.loginBody')}
        action={<Button onClick={() => openModal('login')}>{t('points.login')}</Button>}
      />
    );
  }
  return (
    <div className="space-y-6">
      <BalanceCard onConvert={() => setConverting(true)} />
      <Tabs
        label={t('points.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={TABS.map((value) => ({ value, label: t(`points.tabs.${value}`) }))}
      />
      <div role="tabpanel" aria-label={t(`points.tabs.${tab}`)}>
        {tab === 'rewards' ? <RewardGrid onRedeem={setRedeeming} /> : null}
        {tab === 'history' ? <RedemptionList /> : null}
        {tab === 'details' ? <PointsDetails /> : null}
        {tab === 'rules' && summary.data ? <PointsRules rates={summary.data.rates} /> : null}
      </div>
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          balance={summary.data?.balance ?? '0.00'}
          onClose={() => setRedeeming(null)}
        />
      ) : null}
      {converting && summary.data ? (
        <ConvertDialog
          balance={summary.data.balance}
          rates={summary.data.rates}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </div>
  );
}
