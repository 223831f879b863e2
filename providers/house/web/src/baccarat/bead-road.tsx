import type { ReactNode } from 'react';
import { t } from '../shared/i18n.ts';
import { beadColumns, type TBead } from './baccarat-logic.ts';

const LETTER_KEYS = {
  player: 'baccarat.beadPlayer',
  banker: 'baccarat.beadBanker',
  tie: 'baccarat.beadTie',
} as const;

/** The bead road: one bead per coup, colour and letter for the winner, dots for pairs. */
export function BeadRoad({ beads }: { beads: readonly TBead[] }): ReactNode {
  const columns = beadColumns(beads);
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const bead of beads) counts[bead.outcome] += 1;
  return (
    <section className="bead-road" aria-label={t('baccarat.history')}>
      <div className="road-head">
        <span>{t('baccarat.history')}</span>
        <span className="road-counts">
          <b className="c-player">
            {t(LETTER_KEYS.player)} {counts.player}
          </b>
          <b className="c-banker">
            {t(LETTER_KEYS.banker)} {counts.banker}
          </b>
          <b className="c-tie">
            {t(LETTER_KEYS.tie)} {counts.tie}
          </b>
        </span>
      </div>
      <div className="road-grid">
        {columns.map((column, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns only ever grow at the end
          <div className="road-column" key={c}>
            {column.map((bead, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bead never moves once placed
              <span key={r} className={`bead is-${bead.outcome}`}>
                {t(LETTER_KEYS[bead.outcome])}
                {bead.isBankerPair ? <i className="pair-dot is-banker" /> : null}
                {bead.isPlayerPair ? <i className="pair-dot is-player" /> : null}
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
