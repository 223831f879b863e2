import type { ReactNode } from 'react';
import { EVENT_RULES } from '../../../src/games/events/event-rules.ts';
import { t } from '../shared/i18n.ts';
import { EventChains } from './event-chains.tsx';
import { formatRtp } from './rules-format.ts';

export function EventsRules({ gameId }: { gameId: string }): ReactNode {
  const kind = EVENT_RULES.games.find((game) => game.gameId === gameId)?.kind ?? 'football';
  const markets = Object.entries(EVENT_RULES.markets[kind]) as [string, readonly string[]][];
  return (
    <>
      <section className="doc-section">
        <h2>{t('rules.events.marketsTitle')}</h2>
        <div className="table-scroll">
          <table className="doc-table">
            <thead>
              <tr>
                <th>{t('rules.events.market')}</th>
                <th>{t('rules.events.selections')}</th>
                <th>{t('rules.rtp')}</th>
              </tr>
            </thead>
            <tbody>
              {markets.map(([market, selections]) => (
                <tr key={market}>
                  <td>{t(`events.markets.${market}`)}</td>
                  <td>{selections.map((selection) => t(`events.selections.${selection}`)).join(' · ')}</td>
                  <td>{formatRtp(EVENT_RULES.declaredRtp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="rule-list">
          <li>{t(`rules.events.model.${kind}`)}</li>
          <li>{t('rules.events.odds', { min: EVENT_RULES.odds.minimum.toFixed(2) })}</li>
          <li>{t('rules.events.payout')}</li>
          {kind === 'cockfight' ? <li>{t('rules.events.drawRule')}</li> : null}
          <li>{t('rules.events.schedule')}</li>
          <li>{t('rules.events.entropy')}</li>
        </ul>
      </section>
      <EventChains gameId={gameId} />
    </>
  );
}
