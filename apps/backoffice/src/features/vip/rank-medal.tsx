/**
 * A small medal per level for the console's lists (the site draws its own, richer one; apps do not import each
 * other, and staff only need to tell the levels apart): the rank's metal as a shield with the level on it.
 */
const METALS = ['#c4783f', '#94a3b8', '#f5b83d', '#5eb8ad', '#60a5fa', '#4c4680', '#9333ea'] as const;

export function RankMedal({ level, size = 'size-8' }: { level: number; size?: string }) {
  const fill = METALS[Math.min(Math.max(level, 1), METALS.length) - 1];
  return (
    <svg viewBox="0 0 32 32" className={`${size} shrink-0`} aria-hidden="true">
      <path
        d="M16 2 28 7v9c0 7.5-5 12-12 14C9 28 4 23.5 4 16V7z"
        fill={fill}
        stroke="#0b0f1a"
        strokeOpacity="0.3"
      />
      <path d="M16 5 25 9v7c0 5.8-3.8 9.4-9 11-5.2-1.6-9-5.2-9-11V9z" fill="#ffffff" fillOpacity="0.16" />
      <text x="16" y="21" textAnchor="middle" fontSize="12" fontWeight="800" fill="#ffffff">
        {level}
      </text>
    </svg>
  );
}
