import type { ReactNode } from 'react';

/**
 * Category and vendor icons keyed by the server's icon key. Drawn as duotone glyphs: strokes follow
 * currentColor, fills use the accent token so they suit both themes.
 */
const GLYPHS: Record<string, ReactNode> = {
  cards: (
    <>
      <rect
        x="9"
        y="12"
        width="18"
        height="26"
        rx="3"
        transform="rotate(-12 18 25)"
        fill="var(--accent)"
        fillOpacity="0.25"
      />
      <rect x="20" y="9" width="18" height="26" rx="3" transform="rotate(10 29 22)" fill="var(--surface-2)" />
      <path
        d="M29 16c2.5 2.6 5 4.3 5 6.5a2.5 2.5 0 0 1-5 .4 2.5 2.5 0 0 1-5-.4c0-2.2 2.5-3.9 5-6.5z"
        fill="var(--danger)"
        stroke="none"
        transform="rotate(10 29 22)"
      />
      <rect x="20" y="9" width="18" height="26" rx="3" transform="rotate(10 29 22)" />
    </>
  ),
  slots: (
    <>
      <rect x="7" y="10" width="30" height="28" rx="5" fill="var(--accent)" fillOpacity="0.2" />
      <path d="M12 17h6v14h-6zM19 17h6v14h-6zM26 17h6v14h-6z" fill="var(--surface-2)" />
      <path d="M13.5 21h3l-2 6M20.5 21h3l-2 6M27.5 21h3l-2 6" stroke="var(--accent)" />
      <path d="M37 18h3v8h-3M40 18v-4" />
      <circle cx="40" cy="12" r="2" fill="var(--danger)" stroke="none" />
    </>
  ),
  fish: (
    <>
      <path d="M8 24c5-8 15-10 23-5l7-5v20l-7-5c-8 5-18 3-23-5z" fill="var(--info)" fillOpacity="0.25" />
      <circle cx="16" cy="22.5" r="1.8" fill="currentColor" stroke="none" />
      <path d="M22 19c1.5 3 1.5 7 0 10" />
      <circle cx="11" cy="11" r="2" />
      <circle cx="17" cy="8" r="1.3" />
    </>
  ),
  ball: (
    <>
      <circle cx="24" cy="24" r="15" fill="var(--success)" fillOpacity="0.18" />
      <path d="M24 17l6.5 4.7-2.5 7.6h-8l-2.5-7.6z" fill="currentColor" fillOpacity="0.85" />
      <path d="M24 17V9.5M30.5 21.7l7-2.2M28 29.3l4.3 6M20 29.3l-4.3 6M17.5 21.7l-7-2.2" />
    </>
  ),
  controller: (
    <>
      <path
        d="M14 15h20a8 8 0 0 1 7.7 10.2l-2 7a4.3 4.3 0 0 1-7.3 1.7L29 30H19l-3.4 3.9a4.3 4.3 0 0 1-7.3-1.7l-2-7A8 8 0 0 1 14 15z"
        fill="var(--brand)"
        fillOpacity="0.25"
      />
      <path d="M15 20v6M12 23h6" />
      <circle cx="31" cy="21" r="1.6" fill="var(--accent)" stroke="none" />
      <circle cx="34.5" cy="24.5" r="1.6" fill="var(--danger)" stroke="none" />
    </>
  ),
  rooster: (
    <>
      <path
        d="M16 38c-5-3-7-9-4-15 2-4 7-6 9-10l3 4c3 1 4 4 3 7l6-6c4 2 5 8 2 13-3 5-8 8-13 8z"
        fill="var(--danger)"
        fillOpacity="0.22"
      />
      <path d="M21 13c-1-3 1-6 3-6-0.5 2 1 3 2 3-1 1-2 2-2 3" fill="var(--danger)" />
      <path d="M27 17l4 1-3 2" fill="var(--accent)" />
      <circle cx="24" cy="17" r="1.2" fill="currentColor" stroke="none" />
      <path d="M20 38v4M26 38v4M18 42h4M24 42h4" />
    </>
  ),
  lotto: (
    <>
      <circle cx="18" cy="20" r="9" fill="var(--accent)" fillOpacity="0.3" />
      <circle cx="31" cy="27" r="8" fill="var(--brand)" fillOpacity="0.3" />
      <circle cx="20" cy="33" r="6" fill="var(--danger)" fillOpacity="0.3" />
      <path d="M16 17h3.5l-2.5 6M29 25h2v5M19 31.5h2.5l-2.5 3h2.5" />
    </>
  ),
};

const FALLBACK: ReactNode = (
  <>
    <path
      d="M24 7l4.8 10 11 1.5-8 7.6 2 10.9L24 31.7 14.2 37l2-10.9-8-7.6 11-1.5z"
      fill="var(--accent)"
      fillOpacity="0.25"
    />
    <circle cx="24" cy="24" r="4" />
  </>
);

export function CategoryIcon({ icon, className = 'size-10' }: { icon: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {GLYPHS[icon] ?? FALLBACK}
    </svg>
  );
}
