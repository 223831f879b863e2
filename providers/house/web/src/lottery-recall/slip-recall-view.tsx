import type { ReactNode } from 'react';
import type { TSlipRecallAnswer } from '../../../src/service/api/lottery-recall-contract.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import { parseCents } from '../shared/money.ts';
import { IssueRecall } from './issue-recall.tsx';
import { moneyText, timeText } from './recall-format.ts';

type TRecallBet = TSlipRecallAnswer['bets'][number];

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="recall-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Bets by issue, in draw order (the answer lists them so); each issue once. */
function byIssue(bets: readonly TRecallBet[]): Array<[string, TRecallBet[]]> {
  const groups = new Map<string, TRecallBet[]>();
  for (const bet of bets) groups.set(bet.issueNo, [...(groups.get(bet.issueNo) ?? []), bet]);
  return [...groups.entries()];
}

/**
 * One slip as placed and played: its totals, then each issue it played on — the result as the lottery
 * page draws it, the bets on it with their lines and wins, and the draw's proof.
 */
export function SlipRecallView({ slip }: { slip: TSlipRecallAnswer }): ReactNode {
  const money = (decimal: string) => moneyText(slip.currency, decimal);
  const isWin = parseCents(slip.totalWin) > 0n;
  return (
    <article className="recall-slip" aria-labelledby="recall-title">
      <header className="recall-head">
        <div>
          <h1 id="recall-title">{t(gameNameKey(slip.gameId))}</h1>
          <p className="recall-sub">
            {t('recall.slip')} · {timeText(slip.placedAt)} · <code>{slip.roundId}</code>
          </p>
        </div>
        <span className={`lott-status status-${slip.state.toLowerCase()}`} data-testid="slip-recall-state">
          {t(`recall.state.${slip.state}`)}
        </span>
      </header>
      <dl className="recall-figures">
        <Figure label={t('recall.totalStake')}>{money(slip.totalStake)}</Figure>
        <Figure label={t('recall.totalWin')} testId="slip-recall-win">
          <span className={isWin ? 'is-win' : ''}>{money(slip.totalWin)}</span>
        </Figure>
        <Figure label={t('recall.multiplier')}>×{slip.multiplier}</Figure>
        <Figure label={t('recall.bets')}>{slip.betCount}</Figure>
      </dl>
      {slip.issueCount > 1 && slip.stopOnWin ? <p className="recall-note">{t('recall.stopOnWin')}</p> : null}
      {byIssue(slip.bets).map(([issueNo, bets]) => (
        <IssueRecall
          key={issueNo}
          gameId={slip.gameId}
          issueNo={issueNo}
          issue={slip.issues.find((issue) => issue.issueNo === issueNo) ?? null}
          bets={bets}
          multiplier={slip.multiplier}
          money={money}
        />
      ))}
      {slip.bets.length < slip.betCount ? (
        <p className="recall-note">{t('recall.more', { shown: slip.bets.length, count: slip.betCount })}</p>
      ) : null}
    </article>
  );
}
