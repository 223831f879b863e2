import { type ReactNode, useEffect, useId, useState } from 'react';
import type { TLotteryResult } from '../../../src/games/lottery/lottery-types.ts';
import type { TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import { errorCodeOf } from '../shared/house-api.ts';
import { currentLanguage, t } from '../shared/i18n.ts';
import { usePlay } from '../shared/play-context.tsx';
import { issueVerifyHref } from './issue-verify-link.ts';
import { lotteryApi } from './lottery-api.ts';
import { asResult, ResultView } from './result-view.tsx';
import { TrendView } from './trend-view.tsx';

/** Today in the game's time zone, as the results' date filter reads it (YYYY-MM-DD). */
export function localDate(nowMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(nowMs);
}

/** The results: trends over the recent draws, then the history of a chosen day, each issue with its proof. */
export function ResultsView({
  gameId,
  family,
  timeZone,
  recent,
  nowMs,
}: {
  gameId: string;
  family: TLotteryResult['family'];
  timeZone: string;
  recent: readonly TLotteryIssue[];
  nowMs: number;
}): ReactNode {
  const { showError } = usePlay();
  const today = localDate(nowMs, timeZone);
  const [date, setDate] = useState<string>('');
  const [issues, setIssues] = useState<TLotteryIssue[] | null>(null);
  const dateId = useId();
  const lastRecent = recent[0]?.issueNo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draw (lastRecent) reloads the latest list
  useEffect(() => {
    let isCurrent = true;
    lotteryApi.results(gameId, date ? { date, limit: 100 } : { limit: 50 }).then(
      (answer) => isCurrent && setIssues(answer.issues),
      (error) => isCurrent && showError(errorCodeOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [gameId, date, showError, date === '' ? lastRecent : null]);
  const results = recent.map((issue) => asResult(issue.result)).filter((result) => result !== null);
  return (
    <div className="lott-results">
      <TrendView family={family} resultsNewestFirst={results} />
      <section className="lott-history" aria-label={t('lottery.results.history')}>
        <div className="lott-history-head">
          <h3>{t('lottery.results.history')}</h3>
          <label htmlFor={dateId}>{t('lottery.results.date')}</label>
          <input
            id={dateId}
            type="date"
            max={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          {date ? (
            <button type="button" className="lott-link" onClick={() => setDate('')}>
              {t('lottery.results.latest')}
            </button>
          ) : null}
        </div>
        {issues === null ? <p className="hint">{t('shell.loading')}</p> : null}
        {issues?.length === 0 ? <p className="lott-empty">{t('lottery.results.none')}</p> : null}
        <ul className="lott-history-list">
          {issues?.map((issue) => (
            <HistoryRow key={issue.issueNo} gameId={gameId} issue={issue} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function HistoryRow({ gameId, issue }: { gameId: string; issue: TLotteryIssue }): ReactNode {
  const result = asResult(issue.result);
  const drawn = new Date(issue.drawsAt);
  return (
    <li className="lott-history-row">
      <details>
        <summary>
          <span className="lott-history-issue">
            <b>{issue.issueNo}</b>
            <time dateTime={issue.drawsAt}>
              {drawn.toLocaleString(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' })}
            </time>
          </span>
          {result ? (
            <ResultView result={result} size="sm" />
          ) : (
            <span>{t(`lottery.state.${issue.state}`)}</span>
          )}
        </summary>
        {result &&
        (result.family === 'vn-north' || result.family === 'vn-regional' || result.family === 'sea-4d') ? (
          <ResultView result={result} size="md" />
        ) : null}
        <IssueProof gameId={gameId} issue={issue} />
      </details>
    </li>
  );
}

/** The issue's proof: the commitment before, the seed after, the entropy from the slips, and the link. */
export function IssueProof({ gameId, issue }: { gameId: string; issue: TLotteryIssue }): ReactNode {
  return (
    <dl className="lott-proof">
      <dt>{t('lottery.proof.hash')}</dt>
      <dd>
        <code>{issue.serverSeedHash}</code>
      </dd>
      <dt>{t('lottery.proof.seed')}</dt>
      <dd>
        <code>{issue.serverSeed ?? t('lottery.proof.notYet')}</code>
      </dd>
      <dt>{t('lottery.proof.entropy')}</dt>
      <dd>
        <code>{issue.entropy ?? t('lottery.proof.notYet')}</code>
      </dd>
      <dt>{t('lottery.proof.contributions')}</dt>
      <dd>{issue.contributions ?? 0}</dd>
      <dt>{t('lottery.proof.chain')}</dt>
      <dd>{issue.chainPosition}</dd>
      <dd className="lott-proof-link">
        <a href={issueVerifyHref(gameId, issue)} target="_blank" rel="noopener">
          {t('lottery.proof.verify')}
        </a>
      </dd>
    </dl>
  );
}
