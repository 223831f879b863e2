import type { TBetRequest, TSeamlessStatus } from '@tala/contract/vendor-wallet/seamless';
import type { TSeamlessTxStatus } from '../../db/schema-vendor-wallet.ts';
import type { TFinishedCall } from './seamless.repository.ts';
import { repeatOf, type TBatchItem } from './seamless-batch-items.ts';
import type { TBetRound, TRoundStakes } from './seamless-bet-batch.repository.ts';
import { sessionRefusal } from './seamless-money.service.ts';
import type { TLiveWalletSession } from './wallet-sessions.repository.ts';

export type TBetItem = TBatchItem<TBetRequest>;

/** A bet's verdict. `stored` is what its row keeps (absent for a repeat: its row exists). */
export type TBetVerdict = {
  item: TBetItem;
  status: TSeamlessStatus;
  /** A repeat's first ledger transaction; a new bet's is known once posted. */
  ledgerTransactionId: bigint | null;
  stored: { status: TSeamlessTxStatus; roundRef: string | null } | null;
  /** MAIN right after this bet, the batch's earlier bets of the player taken. */
  balance: bigint;
  /** Set when the bet is taken: the game account the stake goes to. */
  vassalage?: string;
};

/**
 * A round as the batch leaves it: one that existed (locked; its vendor and game are its opening bet's,
 * which a later bet never changes), or one a bet of the batch opens at its session's vendor and game.
 */
export type TRoundPlan = {
  ref: string;
  memberId: bigint;
  status: 'OPEN' | 'CLOSED';
  /** The batch's bets on it; null while none was counted. */
  stakes: TRoundStakes | null;
} & ({ existingId: bigint } | { existingId: null; vendorId: number; gameCode: string });

/** The plan of a round that exists (locked by the batch). */
export function existingRound(round: TBetRound): TRoundPlan {
  return {
    ref: round.round_ref,
    memberId: round.member_id,
    status: round.status,
    stakes: null,
    existingId: round.id,
  };
}

/**
 * Every bet of the batch in the request's order, as `placeBet` would judge it had they come one by one:
 * against the player's running balance (`balances`, MAIN by account id, updated as bets are taken) and
 * the rounds as earlier bets left them (`rounds`: the existing ones, locked; opened ones are added).
 */
export function judgeBets(
  items: TBetItem[],
  context: {
    firsts: Map<string, TFinishedCall>;
    sessions: Map<number, TLiveWalletSession>;
    rounds: Map<string, TRoundPlan>;
    balances: Map<bigint, bigint>;
  },
): TBetVerdict[] {
  const { firsts, sessions, rounds, balances } = context;
  return items.map((item): TBetVerdict => {
    const balance = balances.get(item.player.mainAccountId) ?? 0n;
    if (firsts.has(item.body.transactionId)) {
      return { item, ...repeatOf(item, firsts), stored: null, balance };
    }
    const refused = (status: TSeamlessStatus, roundRef: string | null = null): TBetVerdict => ({
      item,
      status,
      ledgerTransactionId: null,
      stored: { status: 'REFUSED', roundRef },
      balance,
    });
    const session = sessions.get(item.index);
    const early = sessionRefusal(item.player, session, item.amountMinor);
    if (early !== null || !session) return refused(early ?? 'TOKEN_EXPIRED');
    const ref = item.body.roundId;
    const round = rounds.get(ref);
    // As countStakeOnRound: a closed or other player's round refuses the bet ahead of INSUFFICIENT_FUNDS.
    if (round && (round.status === 'CLOSED' || round.memberId !== item.player.memberId)) {
      return refused('BET_NOT_ALLOWED', ref);
    }
    if (balance < item.amountMinor) return refused('INSUFFICIENT_FUNDS', round ? ref : null);
    const after = balance - item.amountMinor;
    countStake(rounds, round ?? openedBy(item, session), { amountMinor: item.amountMinor, balance, after });
    balances.set(item.player.mainAccountId, after);
    return {
      item,
      status: 'OK',
      ledgerTransactionId: null,
      stored: { status: 'APPLIED', roundRef: ref },
      balance: after,
      vassalage: session.vassalage,
    };
  });
}

/** A round the bet opens, at the vendor and game of its session (as openRoundWithBet). */
function openedBy(item: TBetItem, session: TLiveWalletSession): TRoundPlan {
  return {
    ref: item.body.roundId,
    memberId: item.player.memberId,
    status: 'OPEN',
    stakes: null,
    existingId: null,
    vendorId: session.vendorId,
    gameCode: session.gameCode,
  };
}

function countStake(
  rounds: Map<string, TRoundPlan>,
  round: TRoundPlan,
  bet: { amountMinor: bigint; balance: bigint; after: bigint },
): void {
  const stakes = round.stakes ?? {
    ref: round.ref,
    stakeMinor: 0n,
    bets: 0,
    balanceBefore: bet.balance,
    balanceAfter: bet.after,
  };
  stakes.stakeMinor += bet.amountMinor;
  stakes.bets += 1;
  stakes.balanceAfter = bet.after;
  rounds.set(round.ref, { ...round, stakes });
}
