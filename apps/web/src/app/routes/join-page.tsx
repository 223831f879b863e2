import { JoinPanel } from '../../features/content/components/join-panel.tsx';
import { useSystemStatus } from '../../lib/system-status.ts';
import { PageFrame } from '../shell/page-frame.tsx';

/** /join: the affiliate programme. */
export default function JoinPage() {
  const { data: status } = useSystemStatus();
  return (
    <PageFrame>
      <JoinPanel brandName={status?.merchant.name ?? ''} />
    </PageFrame>
  );
}
