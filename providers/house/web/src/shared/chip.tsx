import type { ReactNode } from 'react';
import { chipLabel } from './money.ts';

/** Chip colours by position in the chip row, low to high, as casino chips go: white, red, green, black, purple, gold. */
const CHIP_COLOURS = [
  '#e8ecf5',
  '#e0324f',
  '#1fa463',
  '#20263a',
  '#7c5cff',
  '#f5b83d',
  '#38bdf8',
  '#f97316',
] as const;

export function chipColour(index: number): string {
  return CHIP_COLOURS[Math.min(index, CHIP_COLOURS.length - 1)]!;
}

export function Chip({
  cents,
  colourIndex,
  size = 44,
}: {
  cents: bigint;
  colourIndex: number;
  size?: number;
}): ReactNode {
  const fill = chipColour(colourIndex);
  const isLight = colourIndex === 0 || fill === '#f5b83d';
  const label = chipLabel(cents);
  return (
    <svg className="chip-svg" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="47" fill={fill} stroke="rgb(0 0 0 / 0.35)" strokeWidth="2" />
      <circle
        cx="50"
        cy="50"
        r="40"
        fill="none"
        stroke="#ffffff"
        strokeWidth="9"
        strokeDasharray="15.7 15.7"
        strokeOpacity={isLight ? 0.9 : 0.85}
      />
      <circle
        cx="50"
        cy="50"
        r="29"
        fill={fill}
        stroke="rgb(255 255 255 / 0.6)"
        strokeWidth="2"
        strokeDasharray="3 3"
      />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize={label.length > 3 ? 20 : 26}
        fill={isLight ? '#1a1200' : '#ffffff'}
      >
        {label}
      </text>
    </svg>
  );
}
