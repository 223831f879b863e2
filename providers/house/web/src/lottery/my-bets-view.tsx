import { type ReactNode, useState } from 'react';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import { playTypeName } from '../shared/lottery-text.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { issueVerifyHref } from './issue-verify-link.ts';
import { selectionText } from './selection-text.ts';
import type { TMyLotteryBet } from './use-lottery-data.ts';

/** The player's lottery bets: pending, and settled (won, lost, refunded, void), newest first. */
export function MyBetsView({
  pending,
  settled,
}: {
  pending: readonly TMyLotteryBet[];
  settled: readonly TMyLotteryBet[];
}): ReactNode {
  const [tab, setTab] = useState<'pending' | 'settled'>('pending');
  const bets = tab === 'pending' ? pending : settled;
  return (
    <section className="lott-my-bets" aria-label={t('lottery.tabs.myBets')}>
      <div className="lott-subtabs" role="tablist">
        {(['pending', 'settled'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`lottery.myBets.${name}`)}
            <span className="tab-count">{(name === 'pending' ? pending : settled).length}</span>
          </button>
        ))}
      </div>
      {bets.length === 0 ? <p className="lott-empty">{t('lottery.myBets.none')}</p> : null}
      <ul className="lott-bet-list">
        {bets.map((bet) => (
          <BetRow key={bet.betId} bet={bet} />
        ))}
      </ul>
    </section>
  );
}

function BetRow({ bet }: { bet: TMyLotteryBet }): ReactNode {
  const { session } = usePlay();
  const money = (decimal: string) => `${session.player.currencySymbol} ${formatCents(parseCents(decimal))}`;
  return (
    <li className={`lott-bet status-${bet.status.toLowerCase()}`}>
      <div className="lott-bet-head">
        <b>{playTypeName(bet.playType)}</b>
        <span className={`lott-status status-${bet.status.toLowerCase()}`}>
          {t(`lottery.status.${bet.status}`)}
        </span>
      </div>
      <p className="lott-bet-game">{t(gameNameKey(bet.gameId))}</p>
      <p className="lott-bet-selection">{selectionText(bet.playType, bet.selection)}</p>
      <dl className="lott-bet-figures">
        <div>
          <dt>{t('lottery.myBets.issue')}</dt>
          <dd>{bet.issueNo}</dd>
        </div>
        <div>
          <dt>{t('lottery.myBets.lines')}</dt>
          <dd>{bet.lines}</dd>
        </div>
        <div>
          <dt>{t('lottery.myBets.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.myBets.win')}</dt>
          <dd className={bet.win && parseCents(bet.win) > 0n ? 'is-win' : ''}>
            {bet.win ? money(bet.win) : '—'}
          </dd>
        </div>
      </dl>
      {bet.status === 'WON' || bet.status === 'LOST' ? (
        <a
          className="lott-link lott-bet-verify"
          href={issueVerifyHref(bet.gameId, { issueNo: bet.issueNo })}
          target="_blank"
          rel="noopener"
        >
          {t('lottery.myBets.verify', { issue: bet.issueNo })}
        </a>
      ) : null}
    </li>
  );
}
