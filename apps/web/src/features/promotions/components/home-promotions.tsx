import type { TPromotionCard } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { PromotionGrid } from './promotion-card.tsx';

/** Home: the first three promotions of the home notice, linking to all promotions. */
export function HomePromotions({ cards }: { cards: TPromotionCard[] }) {
  const { t } = useTranslation('pages');
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="home-promos">
      <SectionHeading
        id="home-promos"
        title={t('home.promotions')}
        action={
          <Link
            to="/promotions"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            {t('home.seeAll')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        }
      />
      <PromotionGrid cards={cards.slice(0, 3)} heading="h3" />
    </section>
  );
}
