import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';

/**
 * A category page reached directly while it has nothing to play (navigation hides such categories):
 * says so plainly, then offers the categories that do have games.
 */
export function EmptyCategory({ name }: { name: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className="space-y-8" data-testid="category-empty">
      <EmptyState icon="play" title={t('category.empty.title')} body={t('category.empty.body', { name })} />
      <section className="space-y-4">
        <SectionHeading title={t('category.empty.others')} />
        <CategoryTiles />
      </section>
    </div>
  );
}
