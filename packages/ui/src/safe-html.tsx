import DOMPurify from 'dompurify';
import { useMemo } from 'react';

type THeadingLevel = 2 | 3 | 4;

/**
 * Operator HTML (announcements, promotions, the back office's previews) is sanitised by the server on
 * save and again here with DOMPurify before rendering (reference.md); `prose-tala` (tokens.css) gives
 * it the same basic typography in both apps. Its headings are moved so the highest one sits at
 * `headingLevel` (one below the heading the content belongs to): the page keeps one h1 and no level
 * is skipped, whatever levels the operator typed.
 */
export function SafeHtml({
  html,
  className = '',
  headingLevel = 3,
}: {
  html: string;
  className?: string;
  headingLevel?: THeadingLevel;
}) {
  const clean = useMemo(
    () =>
      withHeadingsFrom(
        DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true }),
        headingLevel,
      ),
    [html, headingLevel],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={`prose-tala ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function levelOf(heading: Element): number {
  return Number(heading.tagName.slice(1));
}

/** Renumbers the fragment's headings, keeping their order of levels, and serialises it. */
function withHeadingsFrom(fragment: DocumentFragment, top: THeadingLevel): string {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const highest = Math.min(...headings.map(levelOf));
  for (const heading of headings) {
    const level = Math.min(6, levelOf(heading) - highest + top);
    if (level === levelOf(heading)) continue;
    const moved = document.createElement(`h${level}`);
    for (const attribute of heading.attributes) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
