import type { ReactNode } from 'react';
import type { TEventBet } from '../../../src/service/api/api-contract.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import { selectionLabel } from './events-logic.ts';

export function MyBets({
  bets,
  kind,
}: {
  bets: TEventBet[];
  kind: 'football' | 'esports' | 'cockfight';
}): ReactNode {
  if (bets.length === 0) return <p className="hint">{t('events.myBets.empty')}</p>;
  return (
    <ul className="my-bets">
      {bets.map((bet) => {
        const match = { home: bet.home, away: bet.away, kind };
        const win = bet.win === undefined ? null : parseCents(bet.win);
        return (
          <li key={bet.betId} className={`my-bet is-${bet.status.toLowerCase()}`}>
            <div className="my-bet-top">
              <span className="my-bet-match">
                {bet.home} – {bet.away}
              </span>
              <span className={`bet-status is-${bet.status.toLowerCase()}`}>
                {t(`events.status.${bet.status}`)}
              </span>
            </div>
            <div className="my-bet-pick">
              {t(`events.markets.${bet.market}`)} · <b>{selectionLabel(match, bet.selection, t)}</b> @{' '}
              {bet.odds}
            </div>
            <div className="my-bet-money">
              <span>
                {t('events.myBets.stake')} {formatCents(parseCents(bet.stake))}
              </span>
              {win !== null && (bet.status === 'WON' || bet.status === 'REFUNDED') ? (
                <span className="my-bet-win">+{formatCents(win)}</span>
              ) : null}
              {bet.status === 'OPEN' || bet.status === 'PENDING' ? (
                <span>
                  {t('events.myBets.toWin')} {formatCents(parseCents(bet.potentialWin))}
                </span>
              ) : null}
            </div>
            {bet.clientSeed ? (
              <div className="my-bet-seed hint" title={bet.clientSeed}>
                {t('events.myBets.clientSeed')} <code>{bet.clientSeed}</code>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
