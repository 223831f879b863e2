import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, PageHeader } from '../../components/ui/card.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { can, useMe } from '../../lib/session.ts';
import { TransfersInFlight } from './transfers-in-flight.tsx';
import { VendorList } from './vendor-list.tsx';

const TABS = ['vendors', 'transfers'] as const;
type TTab = (typeof TABS)[number];

/** Game vendors and the money in flight to them; the tab lives in the URL so it can be shared. */
export function GamesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'transfers' ? 'transfers' : 'vendors';
  const editable = can(me.data, 'games.edit');
  return (
    <div>
      <PageHeader title={t('games.title')} subtitle={editable ? t('games.subtitle') : t('games.readOnly')} />
      <Card padded={false}>
        <div className="flex border-b border-line p-2">
          <SegmentTabs
            values={TABS}
            value={tab}
            onChange={(value) => setParams(value === 'vendors' ? {} : { tab: value })}
            labelOf={(value) => t(`games.tabs.${value}`)}
            label={t('games.title')}
            testIdPrefix="games-tab-"
          />
        </div>
        {tab === 'vendors' ? (
          <>
            <p className="border-b border-line px-4 py-2 text-xs text-muted">{t('games.delayNote')}</p>
            <VendorList editable={editable} />
          </>
        ) : (
          <TransfersInFlight canCheck={can(me.data, 'transfers.check')} />
        )}
      </Card>
    </div>
  );
}
