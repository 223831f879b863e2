import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/card.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { can, useMe } from '../../lib/session.ts';
import { AdjustCard } from './adjust-card.tsx';
import { RatesCard } from './rates-card.tsx';
import { RedemptionsCard } from './redemptions-card.tsx';
import { RewardsCard } from './rewards-card.tsx';
import { useRedemptions } from './use-points.ts';

const TABS = ['rewards', 'redemptions', 'rates', 'adjust'] as const;
type TTab = (typeof TABS)[number];

/**
 * Points (issue 14 §1 and §6, decision 054): the mall's rewards and stock, the redemption queue, the earning and
 * conversion rates, and manual adjustments. The part in view is in the URL (`?tab=redemptions`) so a link opens it;
 * each role sees the parts and the buttons its permissions allow (the server checks again).
 */
export function PointsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const allowed = (action: string) => (me.data ? can(me.data, action) : false);
  const tabs = TABS.filter((tab) => tab !== 'adjust' || allowed('points.adjust'));
  const tab: TTab = tabs.find((value) => value === params.get('tab')) ?? 'rewards';
  const currency = me.data?.merchant.currency ?? '';
  const waiting = useRedemptions('IN_PROCESS', 1).data?.total ?? 0;
  return (
    <div>
      <PageHeader title={t('points.title')} subtitle={t('points.subtitle')} />
      <div className="mb-4 overflow-x-auto">
        <div className="inline-flex">
          <SegmentTabs
            values={tabs}
            value={tab}
            onChange={(next) => setParams(next === 'rewards' ? {} : { tab: next })}
            labelOf={(value) =>
              value === 'redemptions' && waiting > 0 ? (
                <span className="flex items-center gap-1.5">
                  {t('points.tabs.redemptions')}
                  <span className="rounded-full bg-warning/20 px-1.5 text-[11px] text-warning tabular-nums">
                    {waiting}
                  </span>
                </span>
              ) : (
                t(`points.tabs.${value}`)
              )
            }
            label={t('points.title')}
            testIdPrefix="points-tab-"
          />
        </div>
      </div>
      {tab === 'rewards' ? <RewardsCard editable={allowed('points.edit')} currency={currency} /> : null}
      {tab === 'redemptions' ? (
        <RedemptionsCard canReview={allowed('points.review')} currency={currency} />
      ) : null}
      {tab === 'rates' ? <RatesCard editable={allowed('points.edit')} currency={currency} /> : null}
      {tab === 'adjust' ? <AdjustCard /> : null}
    </div>
  );
}
