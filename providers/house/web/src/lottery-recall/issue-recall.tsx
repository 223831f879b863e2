import type { ReactNode } from 'react';
import type { TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import type { TSlipRecallAnswer } from '../../../src/service/api/lottery-recall-contract.ts';
import { asResult, ResultView } from '../lottery/result-view.tsx';
import { IssueProof } from '../lottery/results-view.tsx';
import { selectionText } from '../lottery/selection-text.ts';
import { t } from '../shared/i18n.ts';
import { playTypeName } from '../shared/lottery-text.ts';
import { parseCents } from '../shared/money.ts';
import { timeText } from './recall-format.ts';

type TRecallBet = TSlipRecallAnswer['bets'][number];

/** One issue of the slip: its result (or when it draws), the bets on it, and the draw's proof. */
export function IssueRecall({
  gameId,
  issueNo,
  issue,
  bets,
  multiplier,
  money,
}: {
  gameId: string;
  issueNo: string;
  issue: TLotteryIssue | null;
  bets: readonly TRecallBet[];
  multiplier: number;
  money: (decimal: string) => string;
}): ReactNode {
  const result = issue ? asResult(issue.result) : null;
  return (
    <section
      className="recall-issue"
      aria-label={t('recall.issue', { issueNo })}
      data-testid="slip-recall-issue"
    >
      <header className="recall-issue-head">
        <h2>{t('recall.issue', { issueNo })}</h2>
        {issue ? <span className="recall-issue-state">{t(`lottery.state.${issue.state}`)}</span> : null}
      </header>
      <div className="recall-result" data-testid="slip-recall-result">
        {result ? (
          <ResultView result={result} size="md" />
        ) : (
          <p className="recall-note">
            {issue?.state === 'CANCELLED'
              ? t('recall.cancelled')
              : t('recall.drawsAt', { time: issue ? timeText(issue.drawsAt) : '—' })}
          </p>
        )}
      </div>
      <ul className="lott-bet-list">
        {bets.map((bet) => (
          <RecallBet key={bet.betId} bet={bet} multiplier={multiplier} money={money} />
        ))}
      </ul>
      {issue ? (
        <div className="recall-proof" data-testid="slip-recall-proof">
          <IssueProof gameId={gameId} issue={issue} />
        </div>
      ) : null}
    </section>
  );
}

function RecallBet({
  bet,
  multiplier,
  money,
}: {
  bet: TRecallBet;
  multiplier: number;
  money: (decimal: string) => string;
}): ReactNode {
  const status = bet.status.toLowerCase();
  return (
    <li className={`lott-bet status-${status}`} data-testid="slip-recall-bet">
      <div className="lott-bet-head">
        <b>{playTypeName(bet.playType)}</b>
        <span className={`lott-status status-${status}`}>{t(`lottery.status.${bet.status}`)}</span>
      </div>
      <p className="lott-bet-selection">{selectionText(bet.playType, bet.selection)}</p>
      <dl className="lott-bet-figures">
        <div>
          <dt>{t('lottery.myBets.lines')}</dt>
          <dd data-testid="slip-recall-lines">{bet.lines}</dd>
        </div>
        <div>
          <dt>{t('recall.perLine')}</dt>
          <dd>
            {money(bet.stakePerLine)} ×{multiplier}
          </dd>
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
    </li>
  );
}
