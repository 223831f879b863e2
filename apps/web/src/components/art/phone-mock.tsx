/** A phone showing the app's home screen, for the download page and the app teaser. */
export function PhoneMock({ className = '' }: { className?: string }) {
  return (
    <div className={`relative ${className}`} aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 220 440"
        className="h-full w-full drop-shadow-[0_30px_40px_rgb(0_0_0/0.45)]"
      >
        <defs>
          <linearGradient id="pm-screen" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#151c2c" />
            <stop offset="1" stopColor="#0b0f1a" />
          </linearGradient>
          <linearGradient id="pm-banner" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c5cff" />
            <stop offset="1" stopColor="#3b1fa8" />
          </linearGradient>
          <linearGradient id="pm-gold" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="1" stopColor="#f5a623" />
          </linearGradient>
        </defs>
        <rect x="4" y="4" width="212" height="432" rx="34" fill="#05070d" stroke="#3a4466" strokeWidth="3" />
        <rect x="14" y="14" width="192" height="412" rx="26" fill="url(#pm-screen)" />
        <rect x="80" y="22" width="60" height="14" rx="7" fill="#05070d" />
        <rect x="26" y="50" width="60" height="10" rx="5" fill="url(#pm-gold)" />
        <circle cx="186" cy="55" r="8" fill="#252f48" />
        <rect x="26" y="72" width="168" height="92" rx="14" fill="url(#pm-banner)" />
        <rect x="38" y="90" width="80" height="10" rx="5" fill="#fff" opacity="0.9" />
        <rect x="38" y="108" width="56" height="8" rx="4" fill="#fff" opacity="0.5" />
        <rect x="38" y="132" width="50" height="18" rx="9" fill="url(#pm-gold)" />
        <circle cx="160" cy="120" r="26" fill="#ffe29a" opacity="0.25" />
        {[0, 1, 2, 3].map((i) => (
          <g key={i} transform={`translate(${26 + i * 43} 178)`}>
            <rect width="37" height="44" rx="10" fill="#1c2438" />
            <circle
              cx="18.5"
              cy="18"
              r="8"
              fill={['#f5b83d', '#7c5cff', '#22c55e', '#38bdf8'][i]}
              opacity="0.85"
            />
            <rect x="8" y="32" width="21" height="4" rx="2" fill="#6b7594" />
          </g>
        ))}
        {[0, 1].map((row) =>
          [0, 1].map((col) => (
            <g key={`${row}-${col}`} transform={`translate(${26 + col * 87} ${236 + row * 84})`}>
              <rect width="81" height="74" rx="12" fill="#1c2438" />
              <rect x="8" y="8" width="65" height="38" rx="8" fill={row === col ? '#3b1fa8' : '#7f1d1d'} />
              <rect x="8" y="54" width="40" height="6" rx="3" fill="#9aa4c0" />
            </g>
          )),
        )}
        <rect x="14" y="392" width="192" height="34" fill="#111827" />
        <rect x="80" y="414" width="60" height="4" rx="2" fill="#6b7594" />
      </svg>
    </div>
  );
}
