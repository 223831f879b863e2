import { SafeHtml } from '@tala/ui/safe-html';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerArtwork } from '../../../components/art/banner-artwork.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNoticeDate } from '../api/notices-api.ts';
import { useAnnouncements } from '../hooks/use-notices.ts';

/** The largest page the announcements call allows; promotions are few, so one page holds them all. */
const ALL = 50;

/** /promoDetail?id=: one promotion, looked up in the promotion list. */
export function PromoDetail({ id }: { id: string | null }) {
  const { t } = useTranslation('pages');
  const query = useAnnouncements(['PR'], 1, ALL);
  const back = (
    <Link
      to="/promotions"
      className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
    >
      <Icon name="chevron-left" className="size-4" />
      {t('promotions.back')}
    </Link>
  );
  if (query.isPending) return <Skeleton className="h-96" />;
  const promo = query.data?.list.find((p) => p.id === id);
  if (!promo) return <EmptyState icon="gift" title={t('promotions.notFound')} action={back} />;
  return (
    <article className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="promo-detail">
      <div className="relative flex min-h-48 items-end p-6 sm:min-h-60 sm:p-8">
        <BannerArtwork artwork="welcome-bonus" />
        <div className="relative max-w-xl">
          <h1 lang={promo.lang} className="text-2xl font-black text-white drop-shadow sm:text-3xl">
            {promo.title}
          </h1>
          <time className="mt-2 block text-sm text-white/75">{formatNoticeDate(promo.publishedAt)}</time>
        </div>
      </div>
      <div className="space-y-6 p-6 sm:p-8">
        <div lang={promo.lang}>
          <SafeHtml html={promo.content} headingLevel={2} className="text-sm leading-relaxed text-muted" />
        </div>
        {back}
      </div>
    </article>
  );
}
