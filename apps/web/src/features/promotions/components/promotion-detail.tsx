import type { TPromotionDetail } from '@tala/contract/promotions/promotions';
import { SafeHtml } from '@tala/ui/safe-html';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { PromotionClock } from '../../../components/promotions/promotion-clock.tsx';
import { PromotionStateChip, usePromotionHint } from '../../../components/promotions/promotion-state.tsx';
import { ProgressBar } from '../../../components/promotions/wagering-progress.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePromotion } from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ApplicationForm } from './application-form.tsx';
import { EnvelopePanel } from './envelope-panel.tsx';
import { PromotionAction } from './promotion-action.tsx';
import { PromotionArtwork } from './promotion-artwork.tsx';
import { PromotionTerms } from './promotion-terms.tsx';
import { RafflePanel } from './raffle-panel.tsx';
import { useRewardHeadline } from './reward-headline.ts';

/** /promoDetail?id=: one promotion — what it gives, the caller's state and next step, progress, rules and terms. */
export function PromotionDetail({ id }: { id: string | null }) {
  const { t } = useTranslation('pages');
  const query = usePromotion(id);
  const back = (
    <Link
      to="/promotions"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
    >
      <Icon name="chevron-left" className="size-4" />
      {t('promotions.back')}
    </Link>
  );
  if (query.isPending && query.fetchStatus !== 'idle') return <Skeleton className="h-96" />;
  if (!query.data) return <EmptyState icon="gift" title={t('promotions.notFound')} action={back} />;
  const promotion = query.data;
  return (
    <article className="space-y-5" data-testid="promo-detail">
      {back}
      <Hero promotion={promotion} />
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 space-y-5 lg:order-1">
          <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6" lang={promotion.lang}>
            <h2 className="mb-3 text-lg font-bold text-fg">{t('promotions.rules')}</h2>
            <SafeHtml
              html={promotion.rulesHtml}
              headingLevel={3}
              className="text-sm leading-relaxed text-muted"
            />
          </section>
          <RafflePanel promotion={promotion} />
          <PromotionTerms promotion={promotion} />
        </div>
        <StatusPanel promotion={promotion} />
      </div>
    </article>
  );
}

function Hero({ promotion }: { promotion: TPromotionDetail }) {
  const { t } = useTranslation('pages');
  const headline = useRewardHeadline(promotion);
  return (
    <header className="relative flex min-h-48 items-end overflow-hidden rounded-2xl p-6 sm:min-h-60 sm:p-8">
      <PromotionArtwork artwork={promotion.artwork} />
      <div className="relative max-w-xl space-y-2" lang={promotion.lang}>
        <span className="inline-flex items-center gap-1 rounded-full bg-black/55 px-2.5 py-1 text-[11px] font-bold tracking-wide text-white uppercase">
          <Icon name="gift" className="size-3.5" />
          {t(`promotions.categories.${promotion.category}`)}
        </span>
        <h1 className="text-2xl font-black text-white drop-shadow sm:text-3xl">{promotion.title}</h1>
        <p className="text-lg font-bold text-white drop-shadow" data-testid="promo-headline">
          {headline}
        </p>
        <PromotionClock card={promotion} className="text-sm text-white drop-shadow" />
      </div>
    </header>
  );
}

/** An application promotion the signed-in caller may apply to (again, after a rejection): the form, not a button. */
function isApplying(promotion: TPromotionDetail, isSignedIn: boolean): boolean {
  return (
    isSignedIn &&
    promotion.reward.type === 'APPLICATION' &&
    (promotion.mine.state === 'JOIN' || promotion.mine.state === 'REJECTED')
  );
}

/** The caller's side: state, what to do next, the button, and progress (sign-up conditions or bonus wagering). */
function StatusPanel({ promotion }: { promotion: TPromotionDetail }) {
  const { t } = useTranslation('member');
  const { token } = useSession();
  const symbol = useMoneySymbol();
  const hint = usePromotionHint(promotion, token !== null);
  const { signupProgress: signup, bonus } = promotion;
  return (
    <aside
      className="order-1 space-y-4 rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24 lg:order-2"
      aria-label={t('promo.yourStatus')}
      data-testid="promo-status"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-bold text-fg">{t('promo.yourStatus')}</h2>
        <PromotionStateChip state={promotion.mine.state} />
      </div>
      <p className="text-sm text-muted" data-testid="promo-hint">
        {hint}
      </p>
      {signup ? (
        <div className="space-y-3">
          <ProgressBar
            label={t('promo.deposited')}
            done={signup.deposited}
            target={signup.minDeposit}
            symbol={symbol}
          />
          <ProgressBar
            label={t('promo.turnover')}
            done={signup.turnover}
            target={signup.minTurnover}
            symbol={symbol}
          />
        </div>
      ) : null}
      <EnvelopePanel promotion={promotion} />
      {bonus && bonus.state === 'ACTIVE' ? (
        <ProgressBar
          label={t('promo.wagering')}
          done={bonus.wageringDone}
          target={bonus.wageringRequired}
          symbol={symbol}
          testId="promo-wagering"
        />
      ) : null}
      {isApplying(promotion, token !== null) ? (
        <ApplicationForm
          promotionId={promotion.id}
          needsImage={promotion.reward.type === 'APPLICATION' && promotion.reward.needsImage}
        />
      ) : (
        <PromotionAction promotion={promotion} isSignedIn={token !== null} />
      )}
      {promotion.application && promotion.mine.state === 'APPLYING' ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted" data-testid="promo-application">
          {t('promo.apply.sent', { count: promotion.application.images })}
          {promotion.application.comment ? ` “${promotion.application.comment}”` : ''}
        </p>
      ) : null}
    </aside>
  );
}
