import type pg from 'pg';
import { inTransaction, rawPosting, sha256hex, type TQuery } from '../support/raw-posting.ts';

/**
 * The SQL the platform issues for one house round — bet, win, endRound — written out as raw statements
 * for side (a) of bench:seamless. Mirrors, statement for statement and in order (check with
 * `node --import tsx bench/seamless/trace-statements.ts` after changing any of them):
 *   - apps/server/src/modules/vendor-wallet/seamless-once.ts      runMoneyCallOnce (player, claim, answer)
 *   - apps/server/src/modules/vendor-wallet/seamless-money.service.ts  placeBet, settleWin, postGameMoney
 *   - apps/server/src/modules/vendor-wallet/seamless-session.service.ts  endRound
 *   - apps/server/src/modules/ledger/ledger.service.ts             postWithin (lockAccounts, writePosting)
 * The statement texts are the ones Kysely generates. The house account shard comes from the cache the
 * server warms at authenticate, so no statement reads it. Signature check, merchant and provider account
 * come from caches too (no SQL).
 */
const SQL = {
  member:
    'select "id", "username", "nickname", "status", "agent_type" from "members" where "merchant_id" = $1 and "id" = $2',
  mainId: 'select "id" from "ledger_accounts" where "merchant_id" = $1 and "member_id" = $2 and "code" = $3',
  findTx:
    'select * from "seamless_transactions" where "merchant_id" = $1 and "provider_code" = $2 and "transaction_ref" = $3',
  refLock: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
  claim:
    'insert into "seamless_transactions" ("merchant_id", "provider_code", "transaction_ref", "kind", "member_id", "amount_minor", "request_hash", "reference_ref", "status", "answer_status") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict ("merchant_id", "provider_code", "transaction_ref") do nothing returning "id"',
  balanceForUpdate: 'select "balance" from "ledger_accounts" where "id" = $1 for update',
  balance: 'select "balance" from "ledger_accounts" where "id" = $1',
  bettingSession:
    'select "wallet_sessions"."vendor_id", "game_vendors"."vassalage", "game_vendors"."status", "wallet_sessions"."game_code" from "wallet_sessions" inner join "sessions" on "sessions"."id" = "wallet_sessions"."session_id" inner join "game_vendors" on "game_vendors"."id" = "wallet_sessions"."vendor_id" where "wallet_sessions"."token_hash" = $1 and "wallet_sessions"."merchant_id" = $2 and "wallet_sessions"."provider_code" = $3 and "wallet_sessions"."member_id" = $4 and "wallet_sessions"."expires_at" > now() and "sessions"."revoked_at" is null',
  rollbackOf:
    'select * from "seamless_transactions" where "merchant_id" = $1 and "provider_code" = $2 and "reference_ref" = $3 and "kind" = $4 and "status" = $5',
  roundForUpdate:
    'select * from "game_rounds" where "merchant_id" = $1 and "provider_code" = $2 and "round_ref" = $3 for update',
  openRound:
    'insert into "game_rounds" ("merchant_id", "provider_code", "round_ref", "member_id", "vendor_id", "game_code") values ($1, $2, $3, $4, $5, $6) on conflict ("merchant_id", "provider_code", "round_ref") do nothing',
  vendorById: 'select "vassalage" from "game_vendors" where "id" = $1',
  betRoundUpdate:
    'update "game_rounds" set "stake_minor" = stake_minor + $1, "win_minor" = win_minor + $2, "bet_count" = bet_count + $3, "live_bet_count" = live_bet_count + $4, "balance_before" = coalesce(balance_before, $5), "balance_after" = $6 where "id" = $7',
  winRoundUpdate:
    'update "game_rounds" set "stake_minor" = stake_minor + $1, "win_minor" = win_minor + $2, "bet_count" = bet_count + $3, "live_bet_count" = live_bet_count + $4, "balance_after" = $5 where "id" = $6',
  finishTx:
    'update "seamless_transactions" set "status" = $1, "answer_status" = $2, "ledger_transaction_id" = $3, "round_id" = $4 where "id" = $5',
  closeRound:
    'update "game_rounds" set "status" = $1, "closed_at" = now(), "detail" = $2 where "id" = $3 and "status" = $4',
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

/** findPlayer, then findTransaction: the reads before a money call's transaction. */
async function preamble(q: TQuery, p: TRawPlayer, ref: string | null): Promise<void> {
  await q(SQL.member, [p.merchantId, p.memberId]);
  await q(SQL.mainId, [p.merchantId, p.memberId, 'MAIN']);
  if (ref !== null) await q(SQL.findTx, [p.merchantId, PROVIDER, ref]);
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

/** placeBet inside runMoneyCallOnce. */
async function rawBet(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await preamble(q, p, r.betRef);
  await inTransaction(client, async () => {
    await q(SQL.refLock, [`seamless|${p.merchantId}|${PROVIDER}|${r.betRef}`]);
    const claim = await q(SQL.claim, [
      p.merchantId,
      PROVIDER,
      r.betRef,
      'BET',
      p.memberId,
      r.stakeMinor,
      hashRequest(r.betRequest),
      null,
      'PENDING',
      'PENDING',
    ]);
    await q(SQL.balanceForUpdate, [p.mainId]);
    await q(SQL.bettingSession, [p.sessionTokenHash, p.merchantId, PROVIDER, p.memberId]);
    await q(SQL.rollbackOf, [p.merchantId, PROVIDER, r.betRef, 'ROLLBACK', 'APPLIED']);
    await q(SQL.roundForUpdate, [p.merchantId, PROVIDER, r.roundRef]);
    const before = BigInt((await q(SQL.balance, [p.mainId])).rows[0]?.balance);
    await q(SQL.openRound, [p.merchantId, PROVIDER, r.roundRef, p.memberId, p.vendorId, p.gameCode]);
    const round = (await q(SQL.roundForUpdate, [p.merchantId, PROVIDER, r.roundRef])).rows[0];
    const ledgerId = await post(q, p, {
      key: `seamless:${PROVIDER}:${r.betRef}`,
      kind: 'GAME_BET',
      houseId: r.houseShard(),
      toPlayer: -r.stakeMinor,
    });
    await q(SQL.betRoundUpdate, [r.stakeMinor, 0n, 1, 1, before, before - r.stakeMinor, round.id]);
    await q(SQL.finishTx, ['APPLIED', 'OK', ledgerId, round.id, claim.rows[0]?.id]);
    await q(SQL.balance, [p.mainId]);
  });
}

/** settleWin inside runMoneyCallOnce. */
async function rawWin(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await preamble(q, p, r.winRef);
  await inTransaction(client, async () => {
    await q(SQL.refLock, [`seamless|${p.merchantId}|${PROVIDER}|${r.winRef}`]);
    const claim = await q(SQL.claim, [
      p.merchantId,
      PROVIDER,
      r.winRef,
      'WIN',
      p.memberId,
      r.winMinor,
      hashRequest(r.winRequest),
      null,
      'PENDING',
      'PENDING',
    ]);
    await q(SQL.balanceForUpdate, [p.mainId]);
    const round = (await q(SQL.roundForUpdate, [p.merchantId, PROVIDER, r.roundRef])).rows[0];
    await q(SQL.vendorById, [round.vendor_id]);
    const ledgerId = await post(q, p, {
      key: `seamless:${PROVIDER}:${r.winRef}`,
      kind: 'GAME_WIN',
      houseId: r.houseShard(),
      toPlayer: r.winMinor,
    });
    const after = BigInt((await q(SQL.balance, [p.mainId])).rows[0]?.balance);
    await q(SQL.winRoundUpdate, [0n, r.winMinor, 0, 0, after, round.id]);
    await q(SQL.finishTx, ['APPLIED', 'OK', ledgerId, round.id, claim.rows[0]?.id]);
    await q(SQL.balance, [p.mainId]);
  });
}

/** endRound. */
async function rawEndRound(client: pg.PoolClient, p: TRawPlayer, r: TRawRound): Promise<void> {
  const q: TQuery = (text, values) => client.query(text, values);
  await preamble(q, p, null);
  await inTransaction(client, async () => {
    const round = (await q(SQL.roundForUpdate, [p.merchantId, PROVIDER, r.roundRef])).rows[0];
    await q(SQL.closeRound, ['CLOSED', JSON.stringify(r.detail), round.id, 'OPEN']);
  });
  await q(SQL.balance, [p.mainId]);
}

/** One round as the platform's SQL: 42 round trips (BEGIN and COMMIT included) on one connection. False when any step failed. */
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
