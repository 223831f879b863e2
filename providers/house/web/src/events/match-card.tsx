import type { ReactNode } from 'react';
import type { TEventMatch } from '../../../src/service/api/api-contract.ts';
import { verifyHref } from '../shared/fair-drawer.tsx';
import { t } from '../shared/i18n.ts';
import { selectionLabel } from './events-logic.ts';
import { MatchStage } from './match-stage.tsx';

export type TPick = {
  matchId: string;
  market: string;
  selection: string;
  odds: string;
  label: string;
  matchLabel: string;
};

function StatusBadge({ match }: { match: TEventMatch }): ReactNode {
  if (match.status === 'OPEN') return <span className="status-badge is-open">{t('events.open')}</span>;
  if (match.status === 'LIVE') {
    return (
      <span className="status-badge is-live">
        <i className="live-dot" />
        {t('events.live')}
      </span>
    );
  }
  return <span className="status-badge is-settled">{t('events.final')}</span>;
}

function Markets({
  match,
  pick,
  onPick,
}: {
  match: TEventMatch;
  pick: TPick | null;
  onPick: (pick: TPick) => void;
}): ReactNode {
  const isOpen = match.status === 'OPEN';
  const matchLabel = `${match.home} – ${match.away}`;
  return (
    <div className="markets">
      {match.markets.map((market) => (
        <div className="market" key={market.market}>
          <span className="market-name">{t(`events.markets.${market.market}`)}</span>
          <div className="selections">
            {market.selections.map(({ selection, odds }) => {
              const isWinner = match.result?.winners[market.market] === selection;
              const isRefund = match.result?.refunded[market.market]?.includes(selection) === true;
              const isPicked =
                pick?.matchId === match.matchId &&
                pick.market === market.market &&
                pick.selection === selection;
              const label = selectionLabel(match, selection, t);
              return (
                <button
                  type="button"
                  key={selection}
                  disabled={!isOpen}
                  className={`odds-button${isPicked ? ' is-picked' : ''}${isWinner ? ' is-winner' : ''}${isRefund ? ' is-refund' : ''} sel-${selection}`}
                  onClick={() =>
                    onPick({
                      matchId: match.matchId,
                      market: market.market,
                      selection,
                      odds,
                      label,
                      matchLabel,
                    })
                  }
                >
                  <span className="odds-label">{label}</span>
                  <span className="odds-value">{odds}</span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

export function MatchCard({
  match,
  nowMs,
  pick,
  onPick,
}: {
  match: TEventMatch;
  nowMs: number;
  pick: TPick | null;
  onPick: (pick: TPick) => void;
}): ReactNode {
  // The verify page fetches the match's proof (seed, chain place, entropy contributions) and recomputes it.
  const verify = match.serverSeed
    ? verifyHref({
        gameId: match.gameId,
        serverSeed: match.serverSeed,
        clientSeed: match.clientSeed,
        nonce: match.nonce,
        hash: match.serverSeedHash,
        match: match.matchId,
      })
    : null;
  return (
    <article className={`match-card is-${match.status.toLowerCase()} kind-${match.kind}`}>
      <header className="match-head">
        <StatusBadge match={match} />
        <span className="match-id">#{match.matchId.slice(-6)}</span>
      </header>
      <div className="teams">
        <span className="team is-home">{match.home}</span>
        <span className="team-vs">{t('events.vs')}</span>
        <span className="team is-away">{match.away}</span>
      </div>
      <MatchStage match={match} nowMs={nowMs} />
      <Markets match={match} pick={pick} onPick={onPick} />
      <footer className="match-fair">
        <span title={match.serverSeedHash}>
          {t('fair.serverSeedHash')}: <code>{match.serverSeedHash.slice(0, 16)}…</code>
        </span>
        {verify ? (
          <a href={verify} target="_blank" rel="noopener">
            {t('events.verifyMatch')}
          </a>
        ) : null}
      </footer>
    </article>
  );
}
