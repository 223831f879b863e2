import type { z } from 'zod';
import {
  HOUSE_API_PATHS,
  type HOUSE_ERROR_CODES,
  HOUSE_SESSION_HEADER,
  type TBaccaratDealRequest,
  type TEventBetRequest,
  ZBaccaratDealAnswer,
  ZBalanceAnswer,
  ZClientSeedAnswer,
  ZEventBetAnswer,
  ZEventBoardAnswer,
  ZEventChainsAnswer,
  ZFairAnswer,
  ZFishShootAnswer,
  ZHouseError,
  ZMatchProofAnswer,
  ZMyEventBetsAnswer,
  ZRoundProofAnswer,
  ZSessionAnswer,
  ZSlotSpinAnswer,
} from '../../../src/service/api/api-contract.ts';
import { LOTTERY_API_PATHS, ZLotteryTermsAnswer } from '../../../src/service/api/lottery-contract.ts';

/** Codes the page can show: the API's, plus NETWORK when no answer came back at all. */
export type TPageErrorCode = (typeof HOUSE_ERROR_CODES)[number] | 'NETWORK';

export class HouseApiError extends Error {
  constructor(readonly code: TPageErrorCode) {
    super(code);
  }
}

/** A round trip longer than this is treated as lost: the player sees NETWORK and may try again. */
const REQUEST_TIMEOUT_MS = 15_000;

// The session token lives only here, in memory: never a cookie or storage, so another tab or a script
// on the platform's page cannot lift it, and closing the game ends it.
let sessionToken: string | null = null;

/** One call of the house API, its answer validated with `schema` (games with their own API file use it). */
export async function request<T>(
  schema: z.ZodType<T>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (sessionToken !== null) headers[HOUSE_SESSION_HEADER] = sessionToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'omit',
    });
  } catch {
    throw new HouseApiError('NETWORK');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZHouseError.safeParse(json);
    throw new HouseApiError(
      parsed.success ? parsed.data.error.code : response.status >= 500 ? 'RETRY' : 'BAD_REQUEST',
    );
  }
  const parsed = schema.safeParse(json);
  // An answer that breaks the contract is a bug on one side; say so loudly in the console, calmly on screen.
  if (!parsed.success) {
    console.error('house api: answer does not match the contract', path, parsed.error);
    throw new HouseApiError('INTERNAL_ERROR');
  }
  return parsed.data;
}

export async function openSession(launchToken: string) {
  const answer = await request(ZSessionAnswer, 'POST', HOUSE_API_PATHS.session, { launchToken });
  sessionToken = answer.sessionToken;
  return answer;
}

export const houseApi = {
  balance: () => request(ZBalanceAnswer, 'GET', HOUSE_API_PATHS.balance),
  spin: (bet: string) => request(ZSlotSpinAnswer, 'POST', HOUSE_API_PATHS.slotSpin, { bet }),
  shoot: (species: string, bet: string) =>
    request(ZFishShootAnswer, 'POST', HOUSE_API_PATHS.fishShoot, { species, bet }),
  deal: (bets: TBaccaratDealRequest['bets']) =>
    request(ZBaccaratDealAnswer, 'POST', HOUSE_API_PATHS.baccaratDeal, { bets }),
  board: (gameId: string) => request(ZEventBoardAnswer, 'GET', HOUSE_API_PATHS.eventsBoard(gameId)),
  placeBet: (bet: TEventBetRequest) => request(ZEventBetAnswer, 'POST', HOUSE_API_PATHS.eventsBet, bet),
  myBets: () => request(ZMyEventBetsAnswer, 'GET', HOUSE_API_PATHS.eventsMyBets),
  /** One page of revealed pairs; `before` (a pair id) pages further back. */
  fair: (before?: string) =>
    request(
      ZFairAnswer,
      'GET',
      before === undefined
        ? HOUSE_API_PATHS.fair
        : `${HOUSE_API_PATHS.fair}?before=${encodeURIComponent(before)}`,
    ),
  /** Sends the next-seed hash the drawer showed: the service refuses the change if it is not the committed one. */
  rotateClientSeed: (clientSeed: string, nextServerSeedHash: string) =>
    request(ZClientSeedAnswer, 'POST', HOUSE_API_PATHS.fairClientSeed, { clientSeed, nextServerSeedHash }),
  // Proof data only: the verify page recomputes every outcome itself (verify-house-round.ts).
  roundProof: (roundId: string) => request(ZRoundProofAnswer, 'GET', HOUSE_API_PATHS.roundProof(roundId)),
  matchProof: (matchId: string) => request(ZMatchProofAnswer, 'GET', HOUSE_API_PATHS.matchProof(matchId)),
  eventChains: (gameId: string) => request(ZEventChainsAnswer, 'GET', HOUSE_API_PATHS.eventChains(gameId)),
  lotteryTerms: (gameId: string) => request(ZLotteryTermsAnswer, 'GET', LOTTERY_API_PATHS.terms(gameId)),
};

export function errorCodeOf(error: unknown): TPageErrorCode {
  return error instanceof HouseApiError ? error.code : 'INTERNAL_ERROR';
}
