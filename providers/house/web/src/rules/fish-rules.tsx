import type { ReactNode } from 'react';
import { FISH_RULES } from '../../../src/games/fish/fish-rules.ts';
import { FishPortrait, multiplierLabel } from '../fish/fish-guide.tsx';
import { t } from '../shared/i18n.ts';
import { formatProbability, formatRtp } from './rules-format.ts';

export function FishRules(): ReactNode {
  return (
    <section className="doc-section">
      <h2>{t('rules.paytable')}</h2>
      <div className="table-scroll">
        <table className="doc-table">
          <thead>
            <tr>
              <th>{t('rules.fish.species')}</th>
              <th>{t('rules.fish.multiplier')}</th>
              <th>{t('rules.fish.hitChance')}</th>
              <th>{t('rules.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {FISH_RULES.species.map((species) => (
              <tr key={species.id}>
                <td className="species-cell">
                  <FishPortrait species={species.id} size={48} />
                  {t(species.nameKey)}
                </td>
                <td>
                  <b>{multiplierLabel(species.multipliers)}</b>
                  {species.multipliers.length > 1 ? (
                    <span className="hint">
                      {' '}
                      · {t('rules.fish.weights', { weights: species.weights.join(' : ') })}
                    </span>
                  ) : null}
                </td>
                <td>{formatProbability(species.hitProbability)}</td>
                <td>{formatRtp(species.hitProbability * species.expectedMultiplier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">{t('rules.fish.note')}</p>
    </section>
  );
}
