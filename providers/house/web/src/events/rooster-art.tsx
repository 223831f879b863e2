import type { ReactNode } from 'react';

/** A fighting rooster facing right, drawn in SVG; `tone` tints it for the meron (red) or wala (blue) corner. */
export function Rooster({ tone, className }: { tone: 'meron' | 'wala'; className?: string }): ReactNode {
  const body = tone === 'meron' ? ['#ffb36b', '#c2410c', '#7c2d12'] : ['#e0f2fe', '#7dd3fc', '#1e3a8a'];
  const id = `rooster-${tone}`;
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={body[0]} />
          <stop offset="0.55" stopColor={body[1]} />
          <stop offset="1" stopColor={body[2]} />
        </linearGradient>
      </defs>
      <g className="rooster-tail">
        <path d="M40 62 C14 40 10 18 24 8 C26 26 34 38 46 50 Z" fill="#14532d" />
        <path d="M40 66 C10 58 2 36 10 22 C18 40 30 50 46 56 Z" fill="#166534" />
        <path d="M42 70 C16 74 6 60 6 46 C18 58 30 62 46 62 Z" fill="#0f3d22" />
      </g>
      <path d="M70 84 L66 106 M58 84 L54 106" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
      <path d="M66 106 L74 108 M54 106 L62 108" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="62" cy="68" rx="26" ry="20" fill={`url(#${id})`} />
      <path d="M52 60 C58 72 72 76 82 70 C74 82 58 84 48 74 Z" fill={body[2]} opacity="0.55" />
      <path d="M76 58 C74 44 78 32 88 28 C98 26 104 34 102 44 C100 52 92 58 84 62 Z" fill={`url(#${id})`} />
      <path d="M86 22 C88 16 92 16 93 21 C95 15 99 16 99 22 C102 19 105 22 102 27 L88 28 Z" fill="#dc2626" />
      <path d="M101 38 L112 41 L101 44 Z" fill="#fbbf24" />
      <path d="M99 46 C101 52 97 56 94 52 Z" fill="#dc2626" />
      <circle cx="95" cy="36" r="2.6" fill="#0b0f1a" />
      <circle cx="95.8" cy="35.2" r="0.9" fill="#fff" />
    </svg>
  );
}
