import type { TLotteryBoardAnswer, TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';

/** How many drawn issues the page keeps (the board sends 20): trends and the header read them. */
const RECENT_KEPT = 20;

export type TLiveBoardChange = {
  board: TLotteryBoardAnswer;
  /** A result that just arrived: the page plays it as a draw. */
  fresh: TLotteryIssue | null;
  /** The issue that went past its draw time and whose result has not come yet. */
  awaitingIssueNo: string | null;
  /** The page cannot follow from the event alone (a cancelled issue, a missed stretch): read the board. */
  mustRead: boolean;
};

/**
 * A live event applied to the board the page shows, without asking the service: `opened` moves the issue on
 * sale, `drawn` adds the result (and plays it), `cancelled` and `resync` ask for a fresh board. Events of
 * another game, or already applied (every event may come twice: live and in a later read), change nothing.
 */
export function applyLiveEvent(
  board: TLotteryBoardAnswer,
  awaitingIssueNo: string | null,
  event: TLiveEvent,
): TLiveBoardChange {
  const unchanged = { board, fresh: null, awaitingIssueNo, mustRead: false };
  if (event.name === 'resync') return { ...unchanged, mustRead: true };
  if (!('gameId' in event.data) || event.data.gameId !== board.game.gameId) return unchanged;
  switch (event.name) {
    case 'opened':
      return opened(board, awaitingIssueNo, event.data.issue);
    case 'drawn':
      return drawn(board, awaitingIssueNo, event.data.issue);
    case 'cancelled':
      return { ...unchanged, mustRead: true };
    default:
      return unchanged;
  }
}

function opened(
  board: TLotteryBoardAnswer,
  awaitingIssueNo: string | null,
  issue: TLotteryIssue,
): TLiveBoardChange {
  const unchanged = { board, fresh: null, awaitingIssueNo, mustRead: false };
  if (issue.drawsAt <= board.current.drawsAt) return unchanged;
  const previous = board.current;
  const isPreviousDrawn = board.recent.some((drawnIssue) => drawnIssue.issueNo === previous.issueNo);
  return {
    board: {
      ...board,
      current: issue,
      upcoming: board.upcoming.filter((next) => next.drawsAt > issue.drawsAt),
      // The numbers at their cap were the previous issue's: the new one starts with every number open.
      closedNumbers: [],
    },
    fresh: null,
    awaitingIssueNo: isPreviousDrawn ? awaitingIssueNo : previous.issueNo,
    mustRead: false,
  };
}

function drawn(
  board: TLotteryBoardAnswer,
  awaitingIssueNo: string | null,
  issue: TLotteryIssue,
): TLiveBoardChange {
  if (board.recent.some((known) => known.issueNo === issue.issueNo)) {
    return { board, fresh: null, awaitingIssueNo, mustRead: false };
  }
  const recent = [issue, ...board.recent]
    .sort((a, b) => (a.drawsAt < b.drawsAt ? 1 : a.drawsAt > b.drawsAt ? -1 : 0))
    .slice(0, RECENT_KEPT);
  // Drawn while the page still showed it on sale (the `opened` was missed): the board must move on.
  const isCurrentDrawn = board.current.issueNo === issue.issueNo;
  const isNewest = recent[0]?.issueNo === issue.issueNo;
  return {
    board: { ...board, recent },
    fresh: isNewest ? issue : null,
    awaitingIssueNo: awaitingIssueNo === issue.issueNo ? null : awaitingIssueNo,
    mustRead: isCurrentDrawn,
  };
}
