import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/art/brand-logo.tsx';
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

/** Shown before the system status has answered (nothing merchant-specific is known yet). */
export function BootSplash() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-bg">
      <div className="flex flex-col items-center gap-4">
        <BrandMark className="size-16 animate-pulse" />
        <span className="text-sm text-muted">{t('loading')}</span>
      </div>
    </div>
  );
}
