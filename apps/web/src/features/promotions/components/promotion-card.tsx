import type { TPromotionCard } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { PromotionClock } from '../../../components/promotions/promotion-clock.tsx';
import { PromotionStateChip } from '../../../components/promotions/promotion-state.tsx';
import { PromotionArtwork } from './promotion-artwork.tsx';
import { useRewardHeadline } from './reward-headline.ts';

/** The level of the card titles: one below the heading the grid sits under. */
export type TCardHeading = 'h2' | 'h3';

/** A promotion as a card: its drawn artwork, the caller's state, what it gives, and how long it runs. */
export function PromotionCardView({
  card,
  heading: Heading,
}: {
  card: TPromotionCard;
  heading: TCardHeading;
}) {
  const { t } = useTranslation('pages');
  const headline = useRewardHeadline(card);
  return (
    <Link
      to={`/promoDetail?id=${encodeURIComponent(card.id)}`}
      data-testid="promo-card"
      data-state={card.mine.state}
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-all hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-[var(--shadow)]"
    >
      <div className="relative h-36">
        <PromotionArtwork artwork={card.artwork} />
        <span
          className="absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/70 to-transparent"
          aria-hidden
        />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/55 px-2.5 py-1 text-[11px] font-bold tracking-wide text-white uppercase">
          <Icon name="gift" className="size-3.5" />
          {t(`promotions.categories.${card.category}`)}
        </span>
        <span className="absolute top-3 right-3 rounded-full bg-surface shadow">
          <PromotionStateChip state={card.mine.state} />
        </span>
        <span className="absolute right-3 bottom-3 left-3 truncate text-lg font-black text-white drop-shadow-[0_2px_6px_rgba(0,0,0,0.6)]">
          {headline}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4" lang={card.lang}>
        <Heading className="line-clamp-2 font-bold text-fg">{card.title}</Heading>
        <p className="line-clamp-2 text-sm text-muted">{card.summary}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <PromotionClock card={card} className="text-xs text-faint" />
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
            {t('promotions.details')}
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </Link>
  );
}

export function PromotionGrid({ cards, heading }: { cards: TPromotionCard[]; heading: TCardHeading }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <PromotionCardView key={card.id} card={card} heading={heading} />
      ))}
    </div>
  );
}
