import { useRef, useState } from 'react';
import type { TLotteryBoardAnswer } from '../../../src/service/api/lottery-contract.ts';
import { errorCodeOf, houseApi, type TPageErrorCode } from '../shared/house-api.ts';
import { usePlay } from '../shared/play-context.tsx';
import { lotteryApi } from './lottery-api.ts';
import { newSlipId, slipRequest, slipTotals, type TSlipItem, type TSlipOptions } from './lottery-slip.ts';

export type TPlaced = { issueNo: string; totalCents: bigint };

/**
 * Sends the slip with the page's own slip id. A retry after no answer (NETWORK, RETRY) keeps the id, so
 * pressing again cannot place it twice; any other answer starts a new slip next time. The balance shows
 * the stake leaving at once and is read again after a refusal.
 */
export function usePlaceSlip(
  board: TLotteryBoardAnswer,
  items: readonly TSlipItem[],
  options: TSlipOptions,
  onPlaced: () => void,
) {
  const { setBalance, showStakeTaken } = usePlay();
  const [isSending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<TPageErrorCode | null>(null);
  const [placed, setPlaced] = useState<TPlaced | null>(null);
  const pendingId = useRef<string | null>(null);

  const place = async () => {
    const totalCents = slipTotals(items, options).totalCents;
    setSending(true);
    setRefusal(null);
    pendingId.current ??= newSlipId();
    try {
      const request = slipRequest(
        pendingId.current,
        board.game.gameId,
        board.current.issueNo,
        items,
        options,
      );
      showStakeTaken(totalCents);
      const answer = await lotteryApi.placeSlip(request);
      setBalance(answer.balance);
      setPlaced({ issueNo: board.current.issueNo, totalCents });
      pendingId.current = null;
      onPlaced();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code !== 'NETWORK' && code !== 'RETRY') pendingId.current = null;
      setRefusal(code);
      const balance = await houseApi.balance().catch(() => null);
      if (balance) setBalance(balance.balance);
    } finally {
      setSending(false);
    }
  };
  return { place, isSending, refusal, placed };
}
