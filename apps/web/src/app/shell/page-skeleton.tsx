import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageFrame } from './page-frame.tsx';

/** Shown while a page section loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <PageFrame>
      <div role="status" aria-label={t('loading')} className="space-y-6">
        <Skeleton className="h-48 sm:h-72" />
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-40" />
      </div>
    </PageFrame>
  );
}
