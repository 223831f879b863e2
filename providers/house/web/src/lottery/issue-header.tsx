import { type ReactNode, useState } from 'react';
import type { TLotteryResult } from '../../../src/games/lottery/lottery-types.ts';
import type { TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { countdownText } from './countdown-text.ts';
import { issueVerifyHref } from './issue-verify-link.ts';
import { issuePhase, secondsUntil } from './lottery-clock.ts';
import type { TLiveStatus } from './lottery-live.ts';
import { asResult, ResultView } from './result-view.tsx';

/**
 * The head of the page: the issue on sale with its live countdown to the cut-off (and the draw), and the
 * last result, big, played as a draw when it has just come in.
 */
export function IssueHeader({
  current,
  last,
  nowMs,
  awaitingIssueNo,
  isDrawing,
  liveStatus,
  gameId,
}: {
  current: TLotteryIssue;
  last: TLotteryIssue | null;
  nowMs: number;
  awaitingIssueNo: string | null;
  isDrawing: boolean;
  liveStatus: TLiveStatus;
  gameId: string;
}): ReactNode {
  const phase = issuePhase(current, nowMs);
  const toCutoff = secondsUntil(current.closesAt, nowMs);
  const toDraw = secondsUntil(current.drawsAt, nowMs);
  const result = last ? asResult(last.result) : null;
  const isUrgent = phase === 'open' && toCutoff <= 10;
  return (
    <section className="lott-head" aria-label={t('lottery.head.title')}>
      <div className="lott-issue">
        <p className="lott-kicker">
          {t('lottery.head.issue', { issue: current.issueNo })}
          <LiveBadge status={liveStatus} />
        </p>
        <div className={`lott-countdown phase-${phase}${isUrgent ? ' is-urgent' : ''}`}>
          <span className="lott-countdown-label">
            {phase === 'open' ? t('lottery.head.closesIn') : t('lottery.head.closed')}
          </span>
          {/* The visible clock ticks every second; screen readers get the phase changes only. */}
          <span className="lott-countdown-value" aria-hidden="true">
            {countdownText(phase === 'open' ? toCutoff : toDraw)}
          </span>
          <span className="sr-only" aria-live="polite">
            {phase === 'open' ? t('lottery.head.openLive') : t('lottery.head.closedLive')}
          </span>
        </div>
        <p className="lott-draws-at">{t('lottery.head.drawIn', { time: countdownText(toDraw) })}</p>
      </div>
      <div className="lott-last" aria-live="polite" aria-atomic="true">
        <p className="lott-kicker">
          {awaitingIssueNo
            ? t('lottery.head.drawing', { issue: awaitingIssueNo })
            : last
              ? t('lottery.head.lastResult', { issue: last.issueNo })
              : t('lottery.head.noResult')}
        </p>
        {awaitingIssueNo ? (
          <div className="lott-drawing-wait">
            <span className="spinner" aria-hidden="true" />
            {t('lottery.head.waiting')}
          </div>
        ) : result && isSheet(result) ? (
          <SheetResult result={result} isDrawing={isDrawing} />
        ) : result ? (
          <ResultView result={result} size="lg" isDrawing={isDrawing} />
        ) : null}
        {last && !awaitingIssueNo && last.serverSeed ? (
          <a
            className="lott-link lott-head-verify"
            href={issueVerifyHref(gameId, last)}
            target="_blank"
            rel="noopener"
          >
            {t('lottery.proof.verify')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Whether results arrive live (the stream is open) or the page reads them every few seconds. */
function LiveBadge({ status }: { status: TLiveStatus }): ReactNode {
  return (
    <span className={`lott-live is-${status}`} title={t(`lottery.live.${status}Hint`)}>
      <span className="lott-live-dot" aria-hidden="true" />
      {t(`lottery.live.${status}`)}
    </span>
  );
}

const isSheet = (result: TLotteryResult): boolean =>
  result.family === 'vn-north' || result.family === 'vn-regional' || result.family === 'sea-4d';

/** A prize sheet is tall: its headline (special or 1st–3rd) always, the whole sheet open on wide screens. */
function SheetResult({ result, isDrawing }: { result: TLotteryResult; isDrawing: boolean }): ReactNode {
  const [isOpen, setOpen] = useState(() => window.matchMedia('(min-width: 721px)').matches);
  return (
    <details
      className="lott-sheet-details"
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <ResultView result={result} size="sm" />
        <span className="lott-sheet-toggle">
          {isOpen ? t('lottery.head.hideSheet') : t('lottery.head.showSheet')}
        </span>
      </summary>
      <ResultView result={result} size="md" isDrawing={isDrawing} />
    </details>
  );
}
