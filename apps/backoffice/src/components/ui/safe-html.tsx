import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Preview of operator HTML, sanitised with DOMPurify before rendering (the server sanitises on save too). */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={`prose-bo ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
