import type { CSSProperties, ReactNode } from 'react';
import type { TLotteryResult, TVnPrize } from '../../../src/games/lottery/lottery-types.ts';
import { t } from '../shared/i18n.ts';
import { Ball, CarPlate, Die, RaceTrack } from './draw-art.tsx';

type TSize = 'sm' | 'md' | 'lg';

/** A result as players of its format read it: balls, dice, a finishing order, a prize sheet. */
export function ResultView({
  result,
  size = 'md',
  isDrawing = false,
}: {
  result: TLotteryResult;
  size?: TSize;
  /** Plays the draw (balls rolling in, dice tumbling, cars racing) once. */
  isDrawing?: boolean;
}): ReactNode {
  return (
    <div className={`lott-result family-${result.family} size-${size}${isDrawing ? ' is-drawing' : ''}`}>
      <ResultBody result={result} size={size} isDrawing={isDrawing} />
    </div>
  );
}

function ResultBody({
  result,
  size,
  isDrawing,
}: {
  result: TLotteryResult;
  size: TSize;
  isDrawing: boolean;
}): ReactNode {
  switch (result.family) {
    case 'ssc5':
      return (
        <div className="lott-balls">
          {result.digits.map((digit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball's position is its identity
            <Ball key={`${index}-${digit}`} text={String(digit)} index={index} size={size} />
          ))}
          {size !== 'sm' ? <SumTag sum={result.digits.reduce((a, b) => a + b, 0)} /> : null}
        </div>
      );
    case 'k3':
      return (
        <div className="lott-balls">
          {result.dice.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a die's position is its identity
            <Die key={`${index}-${value}`} value={value} index={index} size={size} />
          ))}
          {size !== 'sm' ? <SumTag sum={result.dice.reduce((a, b) => a + b, 0)} /> : null}
        </div>
      );
    case 'pk10':
      return (
        <>
          {isDrawing ? <RaceTrack order={result.order} /> : null}
          <div className="lott-balls lott-cars">
            {result.order.map((car, index) => (
              <CarPlate key={car} car={car} index={index} size={size === 'sm' ? 'sm' : 'md'} />
            ))}
          </div>
        </>
      );
    case 'vn-north':
    case 'vn-regional':
      return size === 'sm' ? <VnSpecial prizes={result.prizes} /> : <VnSheet prizes={result.prizes} />;
    case 'sea-4d':
      return size === 'sm' ? (
        <div className="lott-balls">
          {[result.first, result.second, result.third].map((number, index) => (
            <span key={number} className={`lott-4d-chip rank-${index + 1}`}>
              {number}
            </span>
          ))}
        </div>
      ) : (
        <Sea4dSheet result={result} />
      );
  }
}

function SumTag({ sum }: { sum: number }): ReactNode {
  return <span className="lott-sum-tag">{t('lottery.result.sum', { sum })}</span>;
}

function VnSpecial({ prizes }: { prizes: readonly TVnPrize[] }): ReactNode {
  const special = prizes[0]?.numbers[0] ?? '';
  return (
    <div className="lott-balls">
      <span className="lott-special-number">
        {special.slice(0, -2)}
        <b>{special.slice(-2)}</b>
      </span>
    </div>
  );
}

/** The Vietnamese result sheet: special prize first, the last two digits (the lô) stressed. */
function VnSheet({ prizes }: { prizes: readonly TVnPrize[] }): ReactNode {
  let index = 0;
  return (
    <table className="lott-sheet">
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.tier} className={`tier-${prize.tier}`}>
            <th scope="row">{t(`lottery.tiers.${prize.tier}`)}</th>
            <td>
              {prize.numbers.map((number, position) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers of a tier may repeat; their place is their identity
                  key={`${prize.tier}-${position}`}
                  className="lott-sheet-number"
                  style={{ '--delay': `${index++ * 70}ms` } as CSSProperties}
                >
                  {number.slice(0, -2)}
                  <b>{number.slice(-2)}</b>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sea4dSheet({ result }: { result: Extract<TLotteryResult, { family: 'sea-4d' }> }): ReactNode {
  const top = [
    ['first', result.first],
    ['second', result.second],
    ['third', result.third],
  ] as const;
  return (
    <div className="lott-4d">
      <div className="lott-4d-top">
        {top.map(([tier, number], index) => (
          <div
            key={tier}
            className={`lott-4d-prize rank-${index + 1}`}
            style={{ '--delay': `${index * 250}ms` } as CSSProperties}
          >
            <span>{t(`lottery.tiers.${tier}`)}</span>
            <b>{number}</b>
          </div>
        ))}
      </div>
      {(['starter', 'consolation'] as const).map((tier) => (
        <div key={tier} className="lott-4d-group">
          <span>{t(`lottery.tiers.${tier}`)}</span>
          <div className="lott-4d-grid">
            {result[tier].map((number, index) => (
              <b key={number} style={{ '--delay': `${800 + index * 60}ms` } as CSSProperties}>
                {number}
              </b>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Reads an issue's stored result as a family's result (the API sends it as the engine stored it). */
export function asResult(value: unknown): TLotteryResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const family = (value as { family?: unknown }).family;
  return typeof family === 'string' ? (value as TLotteryResult) : null;
}
