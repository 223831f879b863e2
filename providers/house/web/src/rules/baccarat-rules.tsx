import type { ReactNode } from 'react';
import { BACCARAT_RULES, doesBankerDraw } from '../../../src/games/baccarat/baccarat-rules.ts';
import { baccaratRoundCapCents } from '../../../src/service/api/game-registry.ts';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { formatRtp } from './rules-format.ts';

// Marks, not words, so the ten columns fit a phone; the legend under the table names them.
const DRAW_MARK = '✓';
const STAND_MARK = '·';

const SPOT_OF_BET = {
  player: 'player',
  banker: 'banker',
  tie: 'tie',
  'player-pair': 'playerPair',
  'banker-pair': 'bankerPair',
} as const;

/** The banker's drawing tableau when the player drew: rows are the banker's total, columns the player's third card. */
function Tableau(): ReactNode {
  const thirds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  // The same rule the deal uses, so this table cannot disagree with the game.
  const draws = doesBankerDraw;
  return (
    <div className="table-scroll">
      <table className="doc-table tableau">
        <thead>
          <tr>
            <th>{t('rules.baccarat.bankerTotal')}</th>
            {thirds.map((third) => (
              <th key={third}>{third}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[2, 3, 4, 5, 6, 7].map((banker) => (
            <tr key={banker}>
              <th>{banker === 2 ? '0–2' : banker}</th>
              {thirds.map((third) => (
                <td key={third} className={draws(banker, third) ? 'is-draw' : 'is-stand'}>
                  {draws(banker, third) ? DRAW_MARK : STAND_MARK}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BaccaratRules({ gameId }: { gameId: string }): ReactNode {
  return (
    <section className="doc-section">
      <h2>{t('rules.paytable')}</h2>
      <div className="table-scroll">
        <table className="doc-table">
          <thead>
            <tr>
              <th>{t('rules.baccarat.bet')}</th>
              <th>{t('rules.baccarat.pays')}</th>
              <th>{t('rules.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {BACCARAT_RULES.bets.map((bet) => {
              const { numerator, denominator } = BACCARAT_RULES.pays[bet];
              return (
                <tr key={bet}>
                  <td>{t(`baccarat.spots.${SPOT_OF_BET[bet]}`)}</td>
                  <td>
                    {denominator === 1 ? `${numerator}:1` : `${(numerator / denominator).toFixed(2)}:1`}
                  </td>
                  <td>{formatRtp(BACCARAT_RULES.declaredRtp[bet])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="rule-list">
        <li>{t('rules.baccarat.decks', { decks: BACCARAT_RULES.decks })}</li>
        <li>{t('rules.baccarat.values')}</li>
        <li>{t('rules.baccarat.natural')}</li>
        <li>{t('rules.baccarat.playerRule')}</li>
        <li>{t('rules.baccarat.push')}</li>
        <li>{t('rules.baccarat.commission')}</li>
        <li>{t('rules.baccarat.pairs')}</li>
        <li>{t('rules.baccarat.roundCap', { max: formatCents(BigInt(baccaratRoundCapCents(gameId))) })}</li>
      </ul>
      <h3>{t('rules.baccarat.tableauTitle')}</h3>
      <p className="hint">{t('rules.baccarat.tableauNote')}</p>
      <Tableau />
      <p className="hint">
        {DRAW_MARK} {t('rules.baccarat.draw')} · {STAND_MARK} {t('rules.baccarat.stand')}
      </p>
    </section>
  );
}
