import { minorToDecimalString } from '@tala/contract/money';
import type { TBetRecord, TBetStatus, TPlayTotals } from '@tala/contract/play-records/bet-history';
import type { TRoundRow } from './play-records.repository.ts';

export function betStatusOf(row: Pick<TRoundRow, 'status' | 'liveBetCount'>): TBetStatus {
  if (row.liveBetCount === 0) return 'VOID';
  return row.status === 'CLOSED' ? 'SETTLED' : 'OPEN';
}

export function toBetRecord(row: TRoundRow): TBetRecord {
  return {
    roundId: row.id.toString(),
    providerRoundId: row.roundRef,
    time: row.openedAt.toISOString(),
    settledAt: row.closedAt?.toISOString() ?? null,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameCode: row.gameCode,
    gameName: row.gameName,
    stake: minorToDecimalString(row.stakeMinor),
    win: minorToDecimalString(row.winMinor),
    profit: minorToDecimalString(row.winMinor - row.stakeMinor),
    status: betStatusOf(row),
  };
}

export function totalsOf(rounds: number, stakeMinor: bigint, winMinor: bigint): TPlayTotals {
  return {
    rounds,
    stake: minorToDecimalString(stakeMinor),
    win: minorToDecimalString(winMinor),
    profit: minorToDecimalString(winMinor - stakeMinor),
  };
}
