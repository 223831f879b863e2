import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { BenefitList, ServiceLine } from '../../../components/vip/benefit-list.tsx';
import { RankStatus } from '../../../components/vip/rank-status.tsx';
import { closeModal } from '../../../lib/modal-store.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useMyVip } from '../../../lib/vip-queries.ts';

/**
 * The player-rank entry (seed 001 §2: shown only when the member has a club label; decision 057): the member's rank,
 * progress to the next one, the review outlook and the rank's benefits, with the way to the VIP benefits page.
 */
export function PlayerRankEntry() {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const query = useMyVip();
  if (query.isPending) return <PanelSkeleton rows={2} />;
  if (query.isError || !query.data) {
    return (
      <PanelError message={t('vip.loadError')} onRetry={() => query.refetch()} retryLabel={t('retry')} />
    );
  }
  const me = query.data;
  return (
    <div className="space-y-4" data-testid="player-rank">
      <section className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-brand/20 via-surface to-surface p-4 sm:p-5">
        <RankStatus me={me} symbol={symbol} />
      </section>
      {me.benefits ? (
        <Panel title={t('vip.yourBenefits')} icon="crown">
          <div className="space-y-4">
            <BenefitList benefits={me.benefits} symbol={symbol} testId="vip-benefits" />
            <ServiceLine benefits={me.benefits} />
          </div>
        </Panel>
      ) : null}
      <Link
        to="/vip"
        onClick={closeModal}
        data-testid="player-rank-vip-page"
        className="flex items-center justify-between gap-3 rounded-2xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm font-semibold text-accent transition-colors hover:bg-accent/15"
      >
        <span className="flex items-center gap-2">
          <Icon name="trophy" className="size-5" />
          {t('vip.seeAll')}
        </span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </div>
  );
}
