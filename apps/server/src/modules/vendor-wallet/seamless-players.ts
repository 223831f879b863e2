import { isDemoAccount } from '@tala/contract/constants';
import type { TDb } from '../../db/database.ts';
import { ensurePlayerAccount, MAIN_WALLET } from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';

/**
 * The provider knows a player by `playerId`: our member id as a decimal string, scoped to the merchant
 * in the signed headers, so another merchant's player is simply not found.
 */
export type TSeamlessPlayer = {
  memberId: bigint;
  username: string;
  nickname: string;
  isActive: boolean;
  isTrial: boolean;
  mainAccountId: bigint;
  /** MAIN as it was when the player was read (no lock): what answers outside a money transaction show. */
  mainBalanceMinor: bigint;
};

type TCallerScope = { merchantId: number; currency: string; providerCode: string };

/**
 * The member, their MAIN account and balance — and, for a money call, the call already finished under
 * the provider's transaction id — in one read, because every seamless call starts with these.
 */
function playerQuery(db: TDb, caller: TCallerScope, memberId: bigint, callRef: string | null) {
  return db
    .selectFrom('members as m')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .on('a.merchant_id', '=', caller.merchantId)
        .on('a.member_id', '=', memberId)
        .on('a.code', '=', MAIN_WALLET),
    )
    .select(['m.id', 'm.username', 'm.nickname', 'm.status', 'm.agent_type'])
    .select(['a.id as main_account_id', 'a.balance as main_balance'])
    .$if(callRef !== null, (q) =>
      q
        .leftJoin('seamless_transactions as t', (join) =>
          join
            .on('t.merchant_id', '=', caller.merchantId)
            .on('t.provider_code', '=', caller.providerCode)
            .on('t.transaction_ref', '=', callRef ?? ''),
        )
        .select([
          't.member_id as call_member_id',
          't.request_hash',
          't.answer_status',
          't.ledger_transaction_id',
        ]),
    )
    .where('m.merchant_id', '=', caller.merchantId)
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}

/**
 * The player and the finished call under `callRef`, if any (PENDING exists only inside the claiming
 * transaction, so a row seen here is finished). A player without MAIN yet gets it created, empty.
 */
export async function findPlayerAndCall(
  db: TDb,
  caller: TCallerScope,
  playerId: string,
  callRef: string | null,
): Promise<{ player: TSeamlessPlayer; finishedCall: TFinishedCall | null } | null> {
  if (!/^\d{1,18}$/.test(playerId)) return null;
  const row = await playerQuery(db, caller, BigInt(playerId), callRef);
  if (!row) return null;
  const mainAccountId =
    row.main_account_id ??
    (await ensurePlayerAccount(db, {
      merchantId: caller.merchantId,
      memberId: row.id,
      code: MAIN_WALLET,
      currency: caller.currency,
    }));
  const player: TSeamlessPlayer = {
    memberId: row.id,
    username: row.username,
    nickname: row.nickname,
    isActive: row.status === 'ACTIVE',
    isTrial: isDemoAccount(row.agent_type),
    mainAccountId,
    mainBalanceMinor: row.main_balance ?? 0n,
  };
  // A stored call's columns are NOT NULL (but its ledger id): nulls here mean no call was joined.
  const { call_member_id: callMemberId, request_hash: requestHash, answer_status: answerStatus } = row;
  const isCallFound =
    typeof callMemberId === 'bigint' && typeof requestHash === 'string' && typeof answerStatus === 'string';
  const finishedCall = isCallFound
    ? {
        member_id: callMemberId,
        request_hash: requestHash,
        answer_status: answerStatus,
        ledger_transaction_id: row.ledger_transaction_id ?? null,
      }
    : null;
  return { player, finishedCall };
}

/** The player alone (calls that are not keyed by a provider transaction id). */
export async function findPlayer(
  db: TDb,
  caller: TCallerScope,
  playerId: string,
): Promise<TSeamlessPlayer | null> {
  return (await findPlayerAndCall(db, caller, playerId, null))?.player ?? null;
}

/** The main wallet's balance; `forUpdate` inside a money call so the check and the debit agree. */
export async function mainBalance(db: TDb, accountId: bigint, options: { forUpdate?: boolean } = {}) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return row.balance;
}
