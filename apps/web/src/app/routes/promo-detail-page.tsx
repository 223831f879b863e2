import { useSearchParams } from 'react-router';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail.tsx';
import { PageFrame } from '../shell/page-frame.tsx';

/** /promoDetail?id=: one promotion. */
export default function PromoDetailPage() {
  const [params] = useSearchParams();
  return (
    <PageFrame className="max-w-[900px]">
      <PromotionDetail id={params.get('id')} />
    </PageFrame>
  );
}
