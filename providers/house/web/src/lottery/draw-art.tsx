import type { CSSProperties, ReactNode } from 'react';

/** The classic racing colours of cars 1–10, and a text colour that reads on each (contrast AA). */
const CAR_COLOURS: readonly [string, string][] = [
  ['#e6d800', '#1a1200'],
  ['#1e88e5', '#ffffff'],
  ['#4b4b4b', '#ffffff'],
  ['#f57c00', '#1a1200'],
  ['#17c9cc', '#062b2c'],
  ['#5c3bff', '#ffffff'],
  ['#c4c4c4', '#1a1a1a'],
  ['#e53935', '#ffffff'],
  ['#8e1b0e', '#ffffff'],
  ['#2e9e2a', '#ffffff'],
];

const delay = (index: number, stepMs: number): CSSProperties =>
  ({ '--delay': `${index * stepMs}ms` }) as CSSProperties;

/** A lottery ball: digit balls for 5D and the 00–99 board. */
export function Ball({
  text,
  index = 0,
  tone = 'red',
  size = 'md',
}: {
  text: string;
  index?: number;
  tone?: 'red' | 'gold' | 'blue';
  size?: 'sm' | 'md' | 'lg';
}): ReactNode {
  return (
    <span className={`lott-ball tone-${tone} size-${size}`} style={delay(index, 220)}>
      {text}
    </span>
  );
}

/** A PK10 car plate: its number on its colour. */
export function CarPlate({
  car,
  index = 0,
  size = 'md',
}: {
  car: number;
  index?: number;
  size?: 'sm' | 'md';
}): ReactNode {
  const [background, color] = CAR_COLOURS[(car - 1) % 10] ?? ['#555', '#fff'];
  return (
    <span className={`lott-car size-${size}`} style={{ background, color, ...delay(index, 90) }}>
      {car}
    </span>
  );
}

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[20, 20]],
  2: [
    [11, 11],
    [29, 29],
  ],
  3: [
    [11, 11],
    [20, 20],
    [29, 29],
  ],
  4: [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  5: [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  6: [
    [11, 10],
    [29, 10],
    [11, 20],
    [29, 20],
    [11, 30],
    [29, 30],
  ],
};

/** A die face in SVG (the one and four pips red, as Asian dice are). */
export function Die({
  value,
  index = 0,
  size = 'md',
}: {
  value: number;
  index?: number;
  size?: 'sm' | 'md' | 'lg';
}): ReactNode {
  const red = value === 1 || value === 4;
  return (
    <svg
      className={`lott-die size-${size}`}
      viewBox="0 0 40 40"
      role="img"
      aria-label={String(value)}
      style={delay(index, 200)}
    >
      <rect x="1.5" y="1.5" width="37" height="37" rx="8" fill="#fffdf7" stroke="#d8d2c4" strokeWidth="1.5" />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r={value === 1 ? 6 : 3.8}
          fill={red ? '#d61f3c' : '#1d1d2b'}
        />
      ))}
    </svg>
  );
}

/**
 * The race a PK10 draw is shown as: ten lanes, each car crossing in the time of its finishing place
 * (the winner first), then the finishing order. Reduced motion shows the order at once.
 */
export function RaceTrack({ order }: { order: readonly number[] }): ReactNode {
  return (
    <div className="lott-race" aria-hidden="true">
      {[...order]
        .map((car, place) => ({ car, place }))
        .sort((a, b) => a.car - b.car)
        .map(({ car, place }) => (
          <div className="lott-lane" key={car}>
            <span className="lott-racer" style={{ '--place': place } as CSSProperties}>
              <CarPlate car={car} size="sm" />
            </span>
          </div>
        ))}
    </div>
  );
}
