import { isDemoAccount } from '@tala/contract/constants';
import '../../db/schema-promotions.ts';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
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
  /** The largest stake the member's bonus being wagered allows (decision 049), if one runs. */
  bonusMaxBetMinor: bigint | null;
};

type TCallerScope = { merchantId: number; currency: string; providerCode: string };

type TPlayerKey = { merchantId: number; memberId: bigint; mainCode: string };

function playerRead(db: TDb, p: TPlayerKey) {
  return db
    .selectFrom('members as m')
    .leftJoin('ledger_accounts as a', (join) =>
      join
        .on('a.merchant_id', '=', p.merchantId)
        .on('a.member_id', '=', p.memberId)
        .on('a.code', '=', p.mainCode),
    )
    .leftJoin('bonuses as b', (join) => join.onRef('b.member_id', '=', 'm.id').on('b.state', '=', 'ACTIVE'))
    .select(['m.id', 'm.username', 'm.nickname', 'm.status', 'm.agent_type'])
    .select(['a.id as main_account_id', 'a.balance as main_balance', 'b.max_bet as bonus_max_bet'])
    .where('m.merchant_id', '=', p.merchantId)
    .where('m.id', '=', p.memberId);
}

/**
 * The member, their MAIN account and balance — and, for a money call, the call already finished under
 * the provider's transaction id — in one read, because every seamless call starts with these.
 */
const playerAlone = prepared(playerRead);
const playerAndCall = prepared((db: TDb, p: TPlayerKey & { providerCode: string; callRef: string }) =>
  playerRead(db, p)
    .leftJoin('seamless_transactions as t', (join) =>
      join
        .on('t.merchant_id', '=', p.merchantId)
        .on('t.provider_code', '=', p.providerCode)
        .on('t.transaction_ref', '=', p.callRef),
    )
    .select([
      't.member_id as call_member_id',
      't.request_hash',
      't.answer_status',
      't.ledger_transaction_id',
    ]),
);

const NO_CALL = {
  call_member_id: null,
  request_hash: null,
  answer_status: null,
  ledger_transaction_id: null,
};

async function playerQuery(db: TDb, caller: TCallerScope, memberId: bigint, callRef: string | null) {
  const key = { merchantId: caller.merchantId, memberId, mainCode: MAIN_WALLET };
  if (callRef !== null)
    return playerAndCall.first(db, { ...key, providerCode: caller.providerCode, callRef });
  const row = await playerAlone.first(db, key);
  return row && { ...row, ...NO_CALL };
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
    bonusMaxBetMinor: row.bonus_max_bet ?? null,
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

const balanceOf = prepared((db: TDb, p: { accountId: bigint }) =>
  db.selectFrom('ledger_accounts').select('balance').where('id', '=', p.accountId),
);
const lockedBalanceOf = prepared((db: TDb, p: { accountId: bigint }) =>
  db.selectFrom('ledger_accounts').select('balance').where('id', '=', p.accountId).forUpdate(),
);

/** The main wallet's balance; `forUpdate` inside a money call so the check and the debit agree. */
export async function mainBalance(db: TDb, accountId: bigint, options: { forUpdate?: boolean } = {}) {
  const row = await (options.forUpdate === true ? lockedBalanceOf : balanceOf).first(db, { accountId });
  if (!row) throw new Error(`Invariant failed: ledger account ${accountId} missing`);
  return row.balance;
}
