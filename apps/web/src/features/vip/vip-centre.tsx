import type { TVipLadder, TVipMe } from '@tala/contract/loyalty/vip';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { RankBadge } from '../../components/art/rank-badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { BenefitList, ServiceLine } from '../../components/vip/benefit-list.tsx';
import { RankStatus } from '../../components/vip/rank-status.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { useSession } from '../../lib/use-session.ts';
import { useMyVip, useVipLadder } from '../../lib/vip-queries.ts';
import { HowItWorks } from './how-it-works.tsx';
import { RankCard, type TRankPlace } from './rank-card.tsx';

/** The member's own rank, progress and benefits at the top of the page. */
function MyRankHero({ me, symbol }: { me: TVipMe; symbol: string }) {
  const { t } = useTranslation('pages');
  return (
    <section
      className="relative overflow-hidden rounded-3xl border border-line bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklab,var(--brand)_28%,transparent),transparent_60%),radial-gradient(90%_120%_at_100%_100%,color-mix(in_oklab,var(--accent)_18%,transparent),transparent_60%)] bg-surface p-5 sm:p-7"
      data-testid="vip-hero"
    >
      <RankStatus me={me} symbol={symbol} large />
      {me.benefits ? (
        <div className="mt-6 space-y-4 border-t border-line pt-5">
          <h2 className="text-base font-bold text-fg">{t('vip.yourBenefits', { name: me.name })}</h2>
          <BenefitList benefits={me.benefits} symbol={symbol} testId="vip-benefits" />
          <ServiceLine benefits={me.benefits} />
        </div>
      ) : null}
    </section>
  );
}

/** A visitor or a trial account: what ranks are and how to start (no rank of their own to show). */
function InviteHero({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <section
      className="flex flex-col items-center gap-5 rounded-3xl border border-line bg-[radial-gradient(120%_140%_at_50%_0%,color-mix(in_oklab,var(--brand)_26%,transparent),transparent_65%)] bg-surface px-5 py-8 text-center sm:flex-row sm:text-left"
      data-testid="vip-invite"
    >
      <div className="flex -space-x-5" aria-hidden="true">
        {[3, 5, 7].map((level) => (
          <RankBadge key={level} level={level} className="size-20 sm:size-24" />
        ))}
      </div>
      <div className="flex-1 space-y-2">
        <h2 className="text-xl font-black text-fg">{t(isDemo ? 'vip.demoTitle' : 'vip.inviteTitle')}</h2>
        <p className="text-sm text-muted">{t(isDemo ? 'vip.demoBody' : 'vip.inviteBody')}</p>
      </div>
      <Button onClick={() => openModal(isDemo ? 'realAccount' : 'login')}>
        {t(isDemo ? 'vip.demoAction' : 'vip.inviteAction')}
      </Button>
    </section>
  );
}

function placeOf(rankLevel: number, me: TVipMe | undefined): TRankPlace {
  if (!me) return 'open';
  if (rankLevel === me.level) return 'current';
  return rankLevel < me.level ? 'reached' : 'locked';
}

function Ladder({ ladder, me, symbol }: { ladder: TVipLadder; me: TVipMe | undefined; symbol: string }) {
  const { t } = useTranslation('pages');
  if (ladder.ranks.length === 0) {
    return <EmptyState icon="crown" title={t('vip.emptyTitle')} body={t('vip.emptyBody')} />;
  }
  return (
    <section className="space-y-4" aria-labelledby="vip-ladder-title">
      <div>
        <h2 id="vip-ladder-title" className="text-xl font-black text-fg">
          {t('vip.ladderTitle')}
        </h2>
        <p className="text-sm text-muted">{t('vip.ladderBody', { days: ladder.windowDays })}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="vip-ladder">
        {ladder.ranks.map((rank) => (
          <RankCard
            key={rank.level}
            rank={rank}
            place={placeOf(rank.level, me)}
            windowDays={ladder.windowDays}
            symbol={symbol}
          />
        ))}
      </ol>
    </section>
  );
}

/**
 * The VIP benefits page (seed 001 §2; issue 14 §3): the member's rank with progress bars to the next one, the grace
 * state and the rank's benefits and service line; then the whole ladder as cards, and how ranks are won and kept.
 * Visitors and trial accounts see the ladder with a way in.
 */
export function VipCentre() {
  const { t } = useTranslation('pages');
  const { isLoggedIn, isDemo } = useSession();
  const symbol = useMoneySymbol();
  const ladder = useVipLadder();
  const me = useMyVip();
  const hasRank = isLoggedIn && !isDemo;
  return (
    <div className="space-y-8" data-testid="vip-page">
      {hasRank ? (
        me.data ? (
          <MyRankHero me={me.data} symbol={symbol} />
        ) : (
          <Skeleton className="h-72 rounded-3xl" />
        )
      ) : (
        <InviteHero isDemo={isLoggedIn && isDemo} />
      )}
      {ladder.data ? (
        <>
          <Ladder ladder={ladder.data} me={hasRank ? me.data : undefined} symbol={symbol} />
          <HowItWorks windowDays={ladder.data.windowDays} graceReviews={ladder.data.graceReviews} />
        </>
      ) : ladder.isError ? (
        <EmptyState
          icon="info"
          title={t('vip.loadError')}
          action={
            <Button variant="secondary" onClick={() => ladder.refetch()}>
              {t('vip.retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton className="h-96 rounded-3xl" />
      )}
    </div>
  );
}
