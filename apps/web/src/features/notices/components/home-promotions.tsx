import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useHomeNotice } from '../hooks/use-notices.ts';
import { PromoGrid } from './promo-cards.tsx';

/** Home: the home notice's promotion list (first three), linking to all promotions. */
export function HomePromotions() {
  const { t } = useTranslation('pages');
  const { data } = useHomeNotice();
  const promos = (data?.promotion ?? []).slice(0, 3);
  if (promos.length === 0) return null;
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
      <PromoGrid promos={promos} heading="h3" />
    </section>
  );
}
