/** The brand mark (a faceted gold star in a violet gem) and the merchant's name as the word mark. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="bm-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9b82ff" />
          <stop offset="1" stopColor="#4b2fd6" />
        </linearGradient>
        <linearGradient id="bm-star" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#f5a623" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="42" height="42" rx="12" fill="url(#bm-gem)" />
      <rect x="3.5" y="3.5" width="41" height="41" rx="11.5" fill="none" stroke="#fff" strokeOpacity="0.25" />
      <path
        d="M24 10l4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L24 31l-8.4 4.6 1.8-9.3-6.9-6.5 9.4-1.2z"
        fill="url(#bm-star)"
      />
      <path d="M24 10l4.1 8.6L24 31z" fill="#fff" fillOpacity="0.28" />
    </svg>
  );
}

/** `collapse`: on phones show only the mark, leaving the header room for the account buttons. */
export function BrandLogo({
  name,
  compact = false,
  collapse = false,
}: {
  name: string;
  compact?: boolean;
  collapse?: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <BrandMark className={compact ? 'size-8' : 'size-9'} />
      <span
        className={`${collapse ? 'hidden sm:inline' : ''} bg-gradient-to-r from-accent-strong to-accent bg-clip-text text-xl font-black tracking-[0.12em] text-transparent uppercase`}
      >
        {name}
      </span>
    </span>
  );
}
