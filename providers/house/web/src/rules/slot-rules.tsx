import type { ReactNode } from 'react';
import { SLOT_RULES } from '../../../src/games/slot/slot-rules.ts';
import type { TLineSymbol } from '../../../src/games/slot/slot-symbols.ts';
import { t } from '../shared/i18n.ts';
import { SlotSprite, SlotSymbolIcon } from '../slot/slot-art.tsx';

function LineDiagram({ rows, index }: { rows: readonly number[]; index: number }): ReactNode {
  return (
    <figure className="line-diagram">
      <svg viewBox="0 0 50 30" aria-hidden="true">
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3, 4].map((reel) => (
            <rect
              key={`${reel}-${row}`}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="1.5"
              className={rows[reel] === row ? 'is-on' : ''}
            />
          )),
        )}
        <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
      </svg>
      <figcaption>{index + 1}</figcaption>
    </figure>
  );
}

export function SlotRules(): ReactNode {
  const symbols = Object.entries(SLOT_RULES.linePaytable) as [TLineSymbol, readonly number[]][];
  const { freeSpins } = SLOT_RULES;
  return (
    <>
      <SlotSprite />
      <section className="doc-section">
        <h2>{t('rules.paytable')}</h2>
        <p className="hint">{t('rules.slot.paytableNote')}</p>
        <div className="paytable">
          {symbols.map(([symbol, pays]) => (
            <div className="pay-card" key={symbol}>
              <SlotSymbolIcon symbol={symbol} className="pay-symbol" />
              <div className="pay-lines">
                <span className="pay-name">{t(`slot.symbols.${symbol}`)}</span>
                {[5, 4, 3].map((count) => (
                  <span key={count}>
                    <b>{count}×</b> {pays[count - 3]}
                  </span>
                ))}
              </div>
            </div>
          ))}
          <div className="pay-card is-scatter">
            <SlotSymbolIcon symbol="scatter" className="pay-symbol" />
            <div className="pay-lines">
              <span className="pay-name">{t('slot.symbols.scatter')}</span>
              {[5, 4, 3].map((count) => (
                <span key={count}>
                  <b>{count}×</b>{' '}
                  {t('rules.slot.totalBetTimes', { times: SLOT_RULES.scatterPays[count] ?? 0 })}
                </span>
              ))}
            </div>
          </div>
        </div>
        <ul className="rule-list">
          <li>{t('rules.slot.wild')}</li>
          <li>{t('rules.slot.scatter')}</li>
          <li>
            {t('rules.slot.freeSpins', {
              min: freeSpins.minScatters,
              award: freeSpins.award,
              multiplier: freeSpins.multiplier,
              max: freeSpins.maxPerFeature,
            })}
          </li>
          <li>{t('rules.slot.bestLine')}</li>
        </ul>
      </section>
      <section className="doc-section">
        <h2>{t('rules.slot.paylines', { count: SLOT_RULES.paylines.length })}</h2>
        <div className="line-grid">
          {SLOT_RULES.paylines.map((rows, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paylines are a fixed, ordered table
            <LineDiagram key={index} rows={rows} index={index} />
          ))}
        </div>
      </section>
    </>
  );
}
