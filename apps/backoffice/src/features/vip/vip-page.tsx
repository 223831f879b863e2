import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { can, useMe } from '../../lib/session.ts';
import { LadderCard } from './ladder-card.tsx';
import { MemberRankCard } from './member-rank-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useVipLadder } from './use-vip.ts';

const TABS = ['ladder', 'players'] as const;
type TTab = (typeof TABS)[number];

/**
 * VIP ranks (issue 14 §3 and §6, decision 057): the ladder with its thresholds and benefits and the rules every rank
 * follows, and a player's rank with its history. The part in view is in the URL (`?tab=players&player=…`) so a link
 * opens it; each role sees the buttons its permissions allow (the server checks again).
 */
export function VipPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const allowed = (action: string) => (me.data ? can(me.data, action) : false);
  const tab: TTab = TABS.find((value) => value === params.get('tab')) ?? 'ladder';
  const currency = me.data?.merchant.currency ?? '';
  const ladder = useVipLadder();
  return (
    <div>
      <PageHeader title={t('vip.title')} subtitle={t('vip.subtitle')} />
      <div className="mb-4 overflow-x-auto">
        <div className="inline-flex">
          <SegmentTabs
            values={TABS}
            value={tab}
            onChange={(next) => setParams(next === 'ladder' ? {} : { tab: next })}
            labelOf={(value) => t(`vip.tabs.${value}`)}
            label={t('vip.title')}
            testIdPrefix="vip-tab-"
          />
        </div>
      </div>
      <ErrorNote error={ladder.error} />
      {ladder.data && tab === 'ladder' ? (
        <div className="flex flex-col gap-4">
          <LadderCard ladder={ladder.data} editable={allowed('vip.edit')} currency={currency} />
          <SettingsCard
            key={`${ladder.data.settings.windowDays}-${ladder.data.settings.graceReviews}`}
            settings={ladder.data.settings}
            editable={allowed('vip.edit')}
          />
        </div>
      ) : null}
      {ladder.data && tab === 'players' ? (
        <MemberRankCard ranks={ladder.data.ranks} currency={currency} canAdjust={allowed('vip.adjust')} />
      ) : null}
    </div>
  );
}
