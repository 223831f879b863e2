import { isDemoAccount } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { ensurePlayerAccount, MAIN_WALLET } from '../ledger/ledger.service.ts';

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
};

export async function findPlayer(
  db: TDb,
  caller: { merchantId: number; currency: string },
  playerId: string,
): Promise<TSeamlessPlayer | null> {
  if (!/^\d{1,18}$/.test(playerId)) return null;
  const row = await db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'status', 'agent_type'])
    .where('merchant_id', '=', caller.merchantId)
    .where('id', '=', BigInt(playerId))
    .executeTakeFirst();
  if (!row) return null;
  const mainAccountId = await ensurePlayerAccount(db, {
    merchantId: caller.merchantId,
    memberId: row.id,
    code: MAIN_WALLET,
    currency: caller.currency,
  });
  return {
    memberId: row.id,
    username: row.username,
    nickname: row.nickname,
    isActive: row.status === 'ACTIVE',
    isTrial: isDemoAccount(row.agent_type),
    mainAccountId,
  };
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

/**
 * Serialises every call that names the same provider transaction id (a bet and the rollback that
 * cancels it), so a rollback racing its bet sees either the committed bet or nothing — never half.
 */
export async function lockTransactionRef(trx: TDb, merchantId: number, providerCode: string, ref: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seamless|${merchantId}|${providerCode}|${ref}`}, 0))`.execute(
    trx,
  );
}
