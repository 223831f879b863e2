import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (announcements, help) is sanitised on save and again here before rendering (reference.md). */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={`prose-tala ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
