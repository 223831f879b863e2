import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (announcements, promotions, help, the back office's previews) is sanitised by the server
 * on save and again here with DOMPurify before rendering (reference.md); `prose-tala` (tokens.css) gives
 * it the same basic typography in both apps.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={`prose-tala ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
