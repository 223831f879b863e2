import { DownloadPanel } from '../../features/content/components/download-panel.tsx';
import { useSystemStatus } from '../../lib/system-status.ts';
import { PageFrame } from '../shell/page-frame.tsx';

/** /download and /down. */
export default function DownloadPage() {
  const { data: status } = useSystemStatus();
  return (
    <PageFrame>
      <DownloadPanel resources={status?.resources ?? []} brandName={status?.merchant.name ?? ''} />
    </PageFrame>
  );
}
