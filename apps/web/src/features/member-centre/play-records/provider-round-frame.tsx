import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { type TSiteTheme, useDocumentTheme } from '../../../lib/use-document-theme.ts';

/** What the house's slip page posts to its framing window (providers/house/web/src/lottery-recall). */
const HEIGHT_MESSAGE = 'tala-house:height';
const HEIGHT = { initial: 420, min: 160, max: 6000 };
/**
 * Scripts and links out, nothing else: without allow-same-origin the page runs in an opaque origin (it
 * needs none: it reads its slip by the round id), so it cannot reach this page or its storage.
 */
const FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** The page in the site's theme (the house pages read `theme`, decision 036; others ignore it). */
function themed(url: string, theme: TSiteTheme): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.set('theme', theme);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

/**
 * The provider's own page of a round — the house lottery's slip (each bet with its issue, lines, result and
 * win, each draw's proof), or a house round's live proof (its server seed once revealed, the round checked
 * in the browser) — framed at the height the page reports, so the recall scrolls as one page.
 */
export function ProviderRoundFrame({
  url: pageUrl,
  title,
  openLabel,
  testId = 'recall-slip-frame',
}: {
  url: string;
  /** The frame's accessible name. */
  title: string;
  /** The link that opens the page in a tab of its own; none when the section has its own. */
  openLabel?: string;
  testId?: string;
}) {
  const url = themed(pageUrl, useDocumentTheme());
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(HEIGHT.initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's page sizes it; any other window's message is ignored.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !Number.isFinite(data.height))
        return;
      setHeight(Math.min(Math.max(Math.ceil(data.height), HEIGHT.min), HEIGHT.max));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <div className="space-y-2">
      <iframe
        ref={frame}
        src={url}
        title={title}
        style={{ height }}
        className="block w-full rounded-xl border border-line bg-bg"
        sandbox={FRAME_SANDBOX}
        data-testid={testId}
      />
      {openLabel ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-xs font-semibold text-accent hover:underline"
        >
          <Icon name="arrow-right" className="size-3.5" />
          {openLabel}
        </a>
      ) : null}
    </div>
  );
}
