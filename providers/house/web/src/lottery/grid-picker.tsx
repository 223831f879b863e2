import type { ReactNode } from 'react';
import { t } from '../shared/i18n.ts';
import { CarPlate, Die } from './draw-art.tsx';
import type { TGridSpec, TPickRow, TPicks } from './lottery-pickers.ts';
import { quickRowValues } from './lottery-selection.ts';

const QUICK = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;

/** Rows of toggles: digits per position, cars per place, sums, dice, sides, the 00–99 board. */
export function GridPicker({
  spec,
  picks,
  part,
  closed,
  oddsOf,
  onPicks,
  onPart,
}: {
  spec: TGridSpec;
  picks: TPicks;
  part: string | null;
  /** Option values closed on the current issue (at the liability cap), per row key. */
  closed: (rowKey: string, value: string) => boolean;
  /** The odds an option pays (sides and sums differ per option), or null where all are alike. */
  oddsOf: (rowKey: string, value: string) => string | null;
  onPicks: (picks: TPicks) => void;
  onPart: (part: string) => void;
}): ReactNode {
  const setRow = (key: string, values: string[]) => onPicks({ ...picks, [key]: values });
  const toggle = (row: TPickRow, value: string) => {
    const chosen = picks[row.key] ?? [];
    setRow(row.key, chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  };
  return (
    <div className={`lott-grid look-${spec.look}`}>
      {spec.parts ? (
        <fieldset className="lott-parts">
          <legend className="sr-only">{t('lottery.picker.part')}</legend>
          {spec.parts.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={part === name}
              className="lott-part"
              onClick={() => onPart(name)}
            >
              {t(`lottery.parts.${name}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {spec.rows.map((row) => {
        const label = row.labelKey ? t(row.labelKey) : t('lottery.picker.numbers');
        return (
          <fieldset key={row.key} className={`lott-row${row.labelKey ? '' : ' no-label'}`}>
            <legend className={row.labelKey ? 'lott-row-label' : 'sr-only'}>{label}</legend>
            <div className="lott-options">
              {row.options.map((option) => {
                const isOn = (picks[row.key] ?? []).includes(option.value);
                const isClosed = closed(row.key, option.value);
                const text = option.isKey ? t(option.label) : option.label;
                return (
                  <button
                    key={option.value}
                    type="button"
                    className={`lott-option${isClosed ? ' is-closed' : ''}`}
                    aria-pressed={isOn}
                    aria-label={
                      isClosed ? `${label} ${text} · ${t('lottery.slip.closedShort')}` : `${label} ${text}`
                    }
                    onClick={() => toggle(row, option.value)}
                  >
                    <OptionFace look={spec.look} value={option.value} text={text} />
                    {(() => {
                      const odds = oddsOf(row.key, option.value);
                      return odds ? <small className="lott-option-odds">{odds}</small> : null;
                    })()}
                  </button>
                );
              })}
            </div>
            {row.bigFrom !== undefined ? (
              <fieldset className="lott-quick">
                <legend className="sr-only">{t('lottery.picker.quickLabel', { row: label })}</legend>
                {QUICK.map((which) => (
                  <button
                    key={which}
                    type="button"
                    className="lott-quick-button"
                    onClick={() =>
                      setRow(
                        row.key,
                        quickRowValues(
                          row.options.map((option) => option.value),
                          which,
                          row.bigFrom!,
                        ),
                      )
                    }
                  >
                    {t(`lottery.picker.quick.${which}`)}
                  </button>
                ))}
              </fieldset>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

/** Dice as faces and cars as their coloured plates, as the draw shows them; other options as text. */
function OptionFace({
  look,
  value,
  text,
}: {
  look: TGridSpec['look'];
  value: string;
  text: string;
}): ReactNode {
  if (look === 'dice') return <Die value={Number(value)} size="sm" />;
  if (look === 'car') return <CarPlate car={Number(value)} size="sm" />;
  return text;
}
