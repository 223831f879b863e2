import { forwardRef, type ReactNode, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { REEL_STRIPS } from '../../../src/games/slot/slot-reels.ts';
import { PAYLINES, type TSlotSymbol } from '../../../src/games/slot/slot-symbols.ts';
import { ReelEngine } from './reel-engine.ts';
import { SlotSymbolIcon } from './slot-art.tsx';

/** 20 line colours, far enough apart that two winning lines drawn together stay distinguishable. */
export const LINE_COLOURS = [
  '#ffcf5c',
  '#38bdf8',
  '#f43f5e',
  '#22c55e',
  '#a78bfa',
  '#fb923c',
  '#2dd4bf',
  '#f472b6',
  '#facc15',
  '#60a5fa',
  '#4ade80',
  '#e879f9',
  '#fca5a5',
  '#93c5fd',
  '#fde047',
  '#86efac',
  '#c4b5fd',
  '#fdba74',
  '#5eead4',
  '#f9a8d4',
] as const;

export type TReelsHandle = {
  spin: () => void;
  stop: (stops: readonly number[], staggerMs: number) => Promise<void>;
  show: (stops: readonly number[]) => void;
};

export type THighlight = {
  /** The visible window, to draw the winning symbols above the strips. */
  window: TSlotSymbol[][];
  lines: { lineIndex: number; count: number }[];
  scatters: boolean;
};

/** Cells of a line win: the first `count` reels along the line, left to right. */
function lineCells(lineIndex: number, count: number): [number, number][] {
  const rows = PAYLINES[lineIndex] ?? [];
  return rows.slice(0, count).map((row, reel) => [reel, row]);
}

function Strip({ strip }: { strip: readonly TSlotSymbol[] }): ReactNode {
  const doubled = [...strip, ...strip];
  return doubled.map((symbol, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a strip is fixed; its cells never move in the list
    <div className="reel-cell" key={index}>
      <SlotSymbolIcon symbol={symbol} className="reel-symbol" />
    </div>
  ));
}

function Paylines({ highlight, cell }: { highlight: THighlight; cell: TCellSize }): ReactNode {
  return (
    <svg className="payline-overlay" viewBox={`0 0 ${5 * cell.width} ${3 * cell.height}`} aria-hidden="true">
      {highlight.lines.map(({ lineIndex }) => {
        const rows = PAYLINES[lineIndex] ?? [];
        const points = rows.map((row, reel) => `${(reel + 0.5) * cell.width},${(row + 0.5) * cell.height}`);
        const first = `0,${((rows[0] ?? 1) + 0.5) * cell.height}`;
        const last = `${5 * cell.width},${((rows[4] ?? 1) + 0.5) * cell.height}`;
        return (
          <polyline
            key={lineIndex}
            className="payline"
            points={[first, ...points, last].join(' ')}
            stroke={LINE_COLOURS[lineIndex]}
          />
        );
      })}
    </svg>
  );
}

function WinCells({ highlight }: { highlight: THighlight }): ReactNode {
  const cells = new Map<string, [number, number, string]>();
  for (const { lineIndex, count } of highlight.lines)
    for (const [reel, row] of lineCells(lineIndex, count))
      cells.set(`${reel}-${row}`, [reel, row, LINE_COLOURS[lineIndex]!]);
  if (highlight.scatters) {
    for (const [reel, column] of highlight.window.entries())
      for (const [row, symbol] of column.entries())
        if (symbol === 'scatter') cells.set(`${reel}-${row}`, [reel, row, '#ffcf5c']);
  }
  return [...cells.entries()].map(([key, [reel, row, colour]]) => (
    <div
      key={key}
      className="win-cell"
      style={{ gridColumn: reel + 1, gridRow: row + 1, ['--glow' as string]: colour }}
    >
      <SlotSymbolIcon symbol={highlight.window[reel]![row]!} className="reel-symbol" />
    </div>
  ));
}

/** Reel cells may be taller than wide: on a phone the reels use the height a portrait screen has. */
export type TCellSize = { width: number; height: number };
type TProps = { cell: TCellSize; initialStops: readonly number[]; highlight: THighlight | null };

export const SlotReels = forwardRef<TReelsHandle, TProps>(function SlotReels(
  { cell, initialStops, highlight },
  ref,
) {
  const stripRefs = useRef<(HTMLDivElement | null)[]>([]);
  const engineRef = useRef<ReelEngine | null>(null);

  // The engine lives as long as the reels; later stops go through the handle, not through props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount on purpose
  useLayoutEffect(() => {
    const elements = stripRefs.current.filter((element): element is HTMLDivElement => element !== null);
    const engine = new ReelEngine(
      elements,
      REEL_STRIPS.map((strip) => strip.length),
      initialStops,
    );
    engineRef.current = engine;
    return () => engine.dispose();
  }, []);

  useLayoutEffect(() => engineRef.current?.setCellSize(cell.height), [cell.height]);

  useImperativeHandle(ref, () => ({
    spin: () => engineRef.current?.spin(),
    stop: (stops, staggerMs) => engineRef.current?.stop(stops, staggerMs) ?? Promise.resolve(),
    show: (stops) => engineRef.current?.show(stops),
  }));

  return (
    <div
      className={`reel-window${highlight ? ' has-win' : ''}`}
      style={{ ['--cell-w' as string]: `${cell.width}px`, ['--cell-h' as string]: `${cell.height}px` }}
    >
      {REEL_STRIPS.map((strip, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
        <div className="reel" key={reel}>
          <div
            className="reel-strip"
            ref={(element) => {
              stripRefs.current[reel] = element;
            }}
          >
            <Strip strip={strip} />
          </div>
        </div>
      ))}
      {highlight ? (
        <div className="win-layer">
          <WinCells highlight={highlight} />
          <Paylines highlight={highlight} cell={cell} />
        </div>
      ) : null}
    </div>
  );
});
