import { useSearchParams } from 'react-router';
import { PromoDetail } from '../../features/notices/components/promo-detail.tsx';
import { PageFrame } from '../shell/page-frame.tsx';

/** /promoDetail?id=: one promotion. */
export default function PromoDetailPage() {
  const [params] = useSearchParams();
  return (
    <PageFrame className="max-w-[900px]">
      <PromoDetail id={params.get('id')} />
    </PageFrame>
  );
}
