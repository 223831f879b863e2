import type pg from 'pg';
import { inTransaction, rawPosting, sha256hex, type TQuery } from '../support/raw-posting.ts';

/**
 * The SQL the platform issues for one house round — bet, win, endRound — written out as raw statements
 * for side (a) of bench:seamless. Mirrors, statement for statement and in order (check with
 * `node --import tsx bench/seamless/trace-statements.ts` after changing any of them):
 *   - apps/server/src/modules/vendor-wallet/seamless-once.ts      runMoneyCallOnce (player, claim, answer)
 *   - apps/server/src/modules/vendor-wallet/seamless-players.ts   findPlayerAndCall, findPlayer, mainBalance
 *   - apps/server/src/modules/vendor-wallet/seamless-money.service.ts  placeBet, countStakeOnRound, settleWin
 *   - apps/server/src/modules/vendor-wallet/seamless.repository.ts  claimTransaction, openRoundWithBet,
 *     findRoundToSettle, updateRound, finishTransaction, closeRound
 *   - apps/server/src/modules/vendor-wallet/wallet-sessions.repository.ts  findBettingSession
 *   - apps/server/src/modules/ledger/ledger.service.ts             postWithin (lockAccounts, writePosting)
 * The statement texts are the ones the server sends. The house account shard comes from the cache the
 * server warms at authenticate, so no statement reads it. Signature check, merchant and provider account
 * come from caches too (no SQL). Answers' balances come from these statements (the posting's MAIN
 * entry, the locked MAIN, the player read), so no statement reads them again.
 */
const SQL = {
  playerAndCall:
    'select "m"."id", "m"."username", "m"."nickname", "m"."status", "m"."agent_type", "a"."id" as "main_account_id", "a"."balance" as "main_balance", "t"."member_id" as "call_member_id", "t"."request_hash", "t"."answer_status", "t"."ledger_transaction_id" from "members" as "m" left join "ledger_accounts" as "a" on "a"."merchant_id" = $1 and "a"."member_id" = $2 and "a"."code" = $3 left join "seamless_transactions" as "t" on "t"."merchant_id" = $4 and "t"."provider_code" = $5 and "t"."transaction_ref" = $6 where "m"."merchant_id" = $7 and "m"."id" = $8',
  player:
    'select "m"."id", "m"."username", "m"."nickname", "m"."status", "m"."agent_type", "a"."id" as "main_account_id", "a"."balance" as "main_balance" from "members" as "m" left join "ledger_accounts" as "a" on "a"."merchant_id" = $1 and "a"."member_id" = $2 and "a"."code" = $3 where "m"."merchant_id" = $4 and "m"."id" = $5',
  lockAndClaim: `
    INSERT INTO seamless_transactions (merchant_id, provider_code, transaction_ref, kind, member_id,
      amount_minor, request_hash, reference_ref, status, answer_status)
    SELECT $1, $2, $3, $4, $5,
      $6, $7, $8, 'PENDING', 'PENDING'
    FROM pg_advisory_xact_lock(hashtextextended($9, 0))
    ON CONFLICT (merchant_id, provider_code, transaction_ref) DO NOTHING
    RETURNING id`,
  balanceForUpdate: 'select "balance" from "ledger_accounts" where "id" = $1 for update',
  bettingSession:
    'select "wallet_sessions"."vendor_id", "game_vendors"."vassalage", "game_vendors"."status", "game_vendors"."wallet_mode", "wallet_sessions"."game_code", exists (select "seamless_transactions"."id" from "seamless_transactions" where "seamless_transactions"."merchant_id" = $1 and "seamless_transactions"."provider_code" = $2 and "seamless_transactions"."reference_ref" = $3 and "seamless_transactions"."kind" = $4 and "seamless_transactions"."status" = $5) as "has_rollback" from "wallet_sessions" inner join "sessions" on "sessions"."id" = "wallet_sessions"."session_id" inner join "game_vendors" on "game_vendors"."id" = "wallet_sessions"."vendor_id" where "wallet_sessions"."token_hash" = $6 and "wallet_sessions"."merchant_id" = $7 and "wallet_sessions"."provider_code" = $8 and "wallet_sessions"."member_id" = $9 and "wallet_sessions"."expires_at" > now() and "sessions"."revoked_at" is null',
  openRoundWithBet:
    'insert into "game_rounds" ("merchant_id", "provider_code", "round_ref", "member_id", "vendor_id", "game_code", "stake_minor", "bet_count", "live_bet_count", "balance_before", "balance_after") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict ("merchant_id", "provider_code", "round_ref") do nothing returning *',
  roundToSettle:
    'select "game_rounds".*, "game_vendors"."vassalage" from "game_rounds" inner join "game_vendors" on "game_vendors"."id" = "game_rounds"."vendor_id" and "game_vendors"."merchant_id" = "game_rounds"."merchant_id" where "game_rounds"."merchant_id" = $1 and "game_rounds"."provider_code" = $2 and "game_rounds"."round_ref" = $3 for update of "game_rounds"',
  winRoundUpdate:
    'update "game_rounds" set "stake_minor" = stake_minor + $1, "win_minor" = win_minor + $2, "bet_count" = bet_count + $3, "live_bet_count" = live_bet_count + $4, "balance_after" = $5 where "id" = $6',
  finishTx:
    'update "seamless_transactions" set "status" = $1, "answer_status" = $2, "ledger_transaction_id" = $3, "round_id" = $4 where "id" = $5',
  closeRound:
    'with "closed" as (update "game_rounds" set "status" = $1, "closed_at" = now(), "detail" = $2 where "merchant_id" = $3 and "provider_code" = $4 and "round_ref" = $5 and "member_id" = $6 and "status" = $7 returning "id") select "member_id" from "game_rounds" where "merchant_id" = $8 and "provider_code" = $9 and "round_ref" = $10',
} as const;

const PROVIDER = 'HOUSE';

/** Who plays: the ids the server would look up, and the hash of the wallet session token the bet names. */
export type TRawPlayer = {
  merchantId: number;
  memberId: bigint;
  mainId: bigint;
  sessionTokenHash: Buffer;
  vendorId: number;
  gameCode: string;
  /** The vendor's game account code (GAME:<vassalage>), as the posting's request hash names it. */
  gameAccountCode: string;
};

export type TRawRound = {
  roundRef: string;
  betRef: string;
  winRef: string;
  stakeMinor: bigint;
  winMinor: bigint;
  /** The endRound detail as the provider sends it. */
  detail: Record<string, unknown>;
  /** The vendor's game account shard this round's postings use (picked at random, as the server does). */
  houseShard: () => bigint;
  /** The request bodies, hashed as seamless-once.ts hashes them (sessionToken left out). */
  betRequest: Record<string, unknown>;
  winRequest: Record<string, unknown>;
};

/** seamless-once.ts hashRequest. */
function hashRequest(request: Record<string, unknown>): string {
  const stable = Object.keys(request)
    .filter((key) => key !== 'sessionToken')
    .sort()
    .map((key) => [key, request[key]]);
  return sha256hex(JSON.stringify(stable));
}

/** findPlayerAndCall: the one read before a money call's transaction. */
async function preamble(q: TQuery, p: TRawPlayer, ref: string): Promise<void> {
  await q(SQL.playerAndCall, [
    p.merchantId,
    p.memberId,
    'MAIN',
    p.merchantId,
    PROVIDER,
    ref,
    p.merchantId,
    p.memberId,
  ]);
}

/** claimTransaction: the reference lock and the claim in one statement; then MAIN locked (its balance). */
async function claimAndLockMain(
  q: TQuery,
  p: TRawPlayer,
  claim: { ref: string; kind: string; amountMinor: bigint; request: Record<string, unknown> },
): Promise<{ claimId: bigint; balance: bigint }> {
  const claimed = await q(SQL.lockAndClaim, [
    p.merchantId,
    PROVIDER,
    claim.ref,
    claim.kind,
    p.memberId,
    claim.amountMinor,
    hashRequest(claim.request),
    null,
    `seamless|${p.merchantId}|${PROVIDER}|${claim.ref}`,
  ]);
  const locked = await q(SQL.balanceForUpdate, [p.mainId]);
  return { claimId: BigInt(claimed.rows[0]?.id), balance: BigInt(locked.rows[0]?.balance) };
}

/** postWithin for the player's MAIN and the round's game account shard. */
function post(
  q: TQuery,
  p: TRawPlayer,
  posting: { key: string; kind: string; houseId: bigint; toPlayer: bigint },
) {
  return rawPosting(q, {
    merchantId: p.merchantId,
    key: posting.key,
    kind: posting.kind,
    playerAccountId: p.mainId,
    houseAccountId: posting.houseId,
    houseCode: p.gameAccountCode,
    toPlayer: posting.toPlayer,
  });
}

/** placeBet inside runMoneyCallOnce (a round's first bet: countStakeOnRound opens the round with it). */
async function rawBet(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await preamble(q, p, r.betRef);
  await inTransaction(client, async () => {
    const { claimId, balance } = await claimAndLockMain(q, p, {
      ref: r.betRef,
      kind: 'BET',
      amountMinor: r.stakeMinor,
      request: r.betRequest,
    });
    await q(SQL.bettingSession, [
      p.merchantId,
      PROVIDER,
      r.betRef,
      'ROLLBACK',
      'APPLIED',
      p.sessionTokenHash,
      p.merchantId,
      PROVIDER,
      p.memberId,
    ]);
    const round = await q(SQL.openRoundWithBet, [
      p.merchantId,
      PROVIDER,
      r.roundRef,
      p.memberId,
      p.vendorId,
      p.gameCode,
      r.stakeMinor,
      1,
      1,
      balance,
      balance - r.stakeMinor,
    ]);
    const ledgerId = await post(q, p, {
      key: `seamless:${PROVIDER}:${r.betRef}`,
      kind: 'GAME_BET',
      houseId: r.houseShard(),
      toPlayer: -r.stakeMinor,
    });
    await q(SQL.finishTx, ['APPLIED', 'OK', ledgerId, round.rows[0]?.id, claimId]);
  });
}

/** settleWin inside runMoneyCallOnce. */
async function rawWin(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await preamble(q, p, r.winRef);
  await inTransaction(client, async () => {
    const { claimId, balance } = await claimAndLockMain(q, p, {
      ref: r.winRef,
      kind: 'WIN',
      amountMinor: r.winMinor,
      request: r.winRequest,
    });
    const round = (await q(SQL.roundToSettle, [p.merchantId, PROVIDER, r.roundRef])).rows[0];
    await q(SQL.winRoundUpdate, [0n, r.winMinor, 0, 0, balance + r.winMinor, round.id]);
    const ledgerId = await post(q, p, {
      key: `seamless:${PROVIDER}:${r.winRef}`,
      kind: 'GAME_WIN',
      houseId: r.houseShard(),
      toPlayer: r.winMinor,
    });
    await q(SQL.finishTx, ['APPLIED', 'OK', ledgerId, round.id, claimId]);
  });
}

/** endRound: findPlayer, then closeRound (one statement, no transaction of its own). */
async function rawEndRound(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await q(SQL.player, [p.merchantId, p.memberId, 'MAIN', p.merchantId, p.memberId]);
  await q(SQL.closeRound, [
    'CLOSED',
    JSON.stringify(r.detail),
    p.merchantId,
    PROVIDER,
    r.roundRef,
    p.memberId,
    'OPEN',
    p.merchantId,
    PROVIDER,
    r.roundRef,
  ]);
}

/** One round as the platform's SQL: 22 round trips (bet 10, win 10, endRound 2; BEGIN and COMMIT included) on one connection. False when any step failed. */
export async function rawRound(
  client: pg.PoolClient,
  player: TRawPlayer,
  round: TRawRound,
): Promise<boolean> {
  try {
    await rawBet(client, player, round);
    await rawWin(client, player, round);
    await rawEndRound(client, player, round);
    return true;
  } catch {
    return false;
  }
}
