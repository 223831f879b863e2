import {
  LOTTERY_API_PATHS,
  type TSlipRequest,
  ZContributionsAnswer,
  ZLotteryBoardAnswer,
  ZLotteryLobbyAnswer,
  ZLotteryResultsAnswer,
  ZMyLotteryBetsAnswer,
  ZSlipAnswer,
} from '../../../src/service/api/lottery-contract.ts';
import { request } from '../shared/house-api.ts';

/** The lottery's player API, every answer checked against the contract's schemas. */
export const lotteryApi = {
  lobby: () => request(ZLotteryLobbyAnswer, 'GET', LOTTERY_API_PATHS.lobby),
  board: (gameId: string) => request(ZLotteryBoardAnswer, 'GET', LOTTERY_API_PATHS.board(gameId)),
  results: (gameId: string, query: { date?: string; before?: string; limit?: number }) => {
    const search = new URLSearchParams();
    if (query.date) search.set('date', query.date);
    if (query.before) search.set('before', query.before);
    if (query.limit) search.set('limit', String(query.limit));
    const suffix = search.size > 0 ? `?${search.toString()}` : '';
    return request(ZLotteryResultsAnswer, 'GET', `${LOTTERY_API_PATHS.results(gameId)}${suffix}`);
  },
  contributions: (gameId: string, issueNo: string, page = 1) =>
    request(ZContributionsAnswer, 'GET', `${LOTTERY_API_PATHS.contributions(gameId, issueNo)}?page=${page}`),
  placeSlip: (slip: TSlipRequest) => request(ZSlipAnswer, 'POST', LOTTERY_API_PATHS.slip, slip),
  myBets: (status?: 'PENDING' | 'SETTLED') =>
    request(ZMyLotteryBetsAnswer, 'GET', `${LOTTERY_API_PATHS.myBets}${status ? `?status=${status}` : ''}`),
};
