import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, rawPosting, sha256hex, type TQuery } from '../support/raw-posting.ts';

/**
 * Every SQL statement one `POST GCS_walletTransfer` MAIN → a transfer-mode vendor issues (decision 007),
 * in order, written out raw for side (a) of bench:wallet, with the in-process house provider's statements
 * where the platform calls its transfer API. Mirrors (check with
 * `node --import tsx bench/seamless/trace-statements.ts` after changing any of them):
 *   - apps/server/src/plugins/auth.ts, session.repository.ts       findActiveSession (lookup + idle touch)
 *   - apps/server/src/modules/vendor-wallet/vendor-transfer.service.ts  runVendorTransfer, postLeg,
 *     sendTransfer, settleTransfer (vendor-transfers.repository.ts; ledger postWithin; job-queue addJobWithin)
 *   - providers/house/src/service/transfer/transfer.service.ts    applyTransfer (transfer.repository.ts)
 *   - apps/server/src/modules/wallet/wallet.service.ts             balanceOf (the answer's balances)
 * The statement texts are the ones Kysely generates. Not SQL, so not here: merchant, vendor list and
 * provider account (per-instance caches), signing and the provider's HTTP layer (in-process `inject`).
 */
const SQL = {
  session: `
    WITH live AS (
      SELECT s.id, s.member_id, m.agent_type, m.username
      FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.merchant_id = $2 AND s.revoked_at IS NULL
        AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => $3)
        AND m.status = 'ACTIVE'),
    touched AS (
      UPDATE sessions SET last_seen_at = now() FROM live
      WHERE sessions.id = live.id
        AND sessions.last_seen_at < now() - make_interval(secs => $4))
    SELECT id, member_id, agent_type, username FROM live`,
  transferByKey: 'select * from "vendor_transfers" where "merchant_id" = $1 and "client_key" = $2',
  parties:
    'select "m"."code" as "merchant_code", "v"."vassalage", "v"."provider_code", "p"."username", "p"."nickname" from "game_vendors" as "v" inner join "merchants" as "m" on "m"."id" = "v"."merchant_id" inner join "members" as "p" on "p"."id" = $1 and "p"."merchant_id" = "m"."id" where "v"."id" = $2 and "v"."merchant_id" = $3',
  hasVendorPlayer:
    'select "vendor_id" from "vendor_players" where "merchant_id" = $1 and "member_id" = $2 and "vendor_id" = $3',
  insertTransfer:
    'insert into "vendor_transfers" ("merchant_id", "member_id", "vendor_id", "direction", "amount_minor", "currency", "client_key", "request_hash", "reference") values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict ("merchant_id", "client_key") do nothing returning *',
  shardIds:
    'select "id" from "ledger_accounts" where "merchant_id" = $1 and "member_id" is null and "code" = $2 and "shard" < $3 order by "shard"',
  mainId: 'select "id" from "ledger_accounts" where "merchant_id" = $1 and "member_id" = $2 and "code" = $3',
  addJob: `SELECT graphile_worker.add_job(
      identifier => $1,
      payload => $2::json,
      run_at => $3::timestamptz,
      max_attempts => $4::int,
      job_key => $5::text
    )`,
  recordAttempt:
    'update "vendor_transfers" set "attempts" = attempts + 1, "last_attempt_at" = now() where "id" = $1',
  houseClaim:
    'insert into "house"."transfer_transactions" ("merchant_code", "reference", "vassalage", "player_id", "direction", "amount_cents", "currency", "request_hash", "status", "answer_status", "balance_after_cents") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict ("merchant_code", "reference") do nothing returning "id"',
  houseEnsureWallet:
    'insert into "house"."transfer_wallets" ("merchant_code", "vassalage", "player_id", "currency", "display_name") values ($1, $2, $3, $4, $5) on conflict ("merchant_code", "vassalage", "player_id") do nothing',
  houseWalletForUpdate:
    'select * from "house"."transfer_wallets" where "merchant_code" = $1 and "vassalage" = $2 and "player_id" = $3 for update',
  houseMove:
    'update "house"."transfer_wallets" set "balance_cents" = balance_cents + $1, "updated_at" = now() where "merchant_code" = $2 and "vassalage" = $3 and "player_id" = $4 returning "balance_cents"',
  houseFinish:
    'update "house"."transfer_transactions" set "status" = $1, "answer_status" = $2, "balance_after_cents" = $3 where "id" = $4',
  transferForUpdate: 'select * from "vendor_transfers" where "id" = $1 for update',
  markSettled:
    'update "vendor_transfers" set "status" = $1, "failure" = $2, "settled_at" = now() where "id" = $3',
  memberAccounts:
    'select "id", "code", "currency", "balance" from "ledger_accounts" where "merchant_id" = $1 and "member_id" = $2 order by "id"',
  vendorPlayers: 'select "vendor_id" from "vendor_players" where "merchant_id" = $1 and "member_id" = $2',
  pendingIn:
    'select "vendor_id", sum(amount_minor)::bigint as "amount" from "vendor_transfers" where "merchant_id" = $1 and "member_id" = $2 and "status" = $3 and "direction" = $4 group by "vendor_id"',
  houseWallet:
    'select * from "house"."transfer_wallets" where "merchant_code" = $1 and "vassalage" = $2 and "player_id" = $3',
} as const;

/** The auth plugin's idle expiry (SESSION_IDLE_MINUTES default) and touch interval (auth.ts). */
const IDLE_MINUTES = 120;
const TOUCH_AFTER_SECONDS = 60;
const HOUSE_SHARDS = 16;
const FIRST_CHECK_AFTER_MS = 30_000;

export type TRawTransferPlayer = {
  merchantId: number;
  merchantCode: string;
  memberId: bigint;
  tokenHash: Buffer;
  vendorId: number;
  vassalage: string;
  currency: string;
};

/** runVendorTransfer's transaction: the transfer row, the MAIN → VENDOR_FLOAT leg, the status-check job. */
async function recordTransfer(q: TQuery, p: TRawTransferPlayer, amountMinor: bigint) {
  const clientKey = `wt:${p.memberId}:${randomUUID()}`;
  const reference = `T${randomBytes(12).toString('base64url')}`;
  const requestHash = sha256hex([p.vassalage, 'IN', amountMinor.toString()].join('|'));
  const row = (
    await q(SQL.insertTransfer, [
      p.merchantId,
      p.memberId,
      p.vendorId,
      'IN',
      amountMinor,
      p.currency,
      clientKey,
      requestHash,
      reference,
    ])
  ).rows[0];
  const floatCode = `VENDOR_FLOAT:${p.vassalage}`;
  // ensureHouseAccountWithin: the shard ids are read in the transaction (the cache is never warmed).
  const shards = (await q(SQL.shardIds, [p.merchantId, floatCode, HOUSE_SHARDS])).rows;
  const floatId = BigInt(shards[randomInt(shards.length)]?.id);
  const mainId = BigInt((await q(SQL.mainId, [p.merchantId, p.memberId, 'MAIN'])).rows[0]?.id);
  await rawPosting(q, {
    merchantId: p.merchantId,
    key: `vt:${reference}:debit`,
    kind: 'WALLET_TRANSFER',
    playerAccountId: mainId,
    houseAccountId: floatId,
    houseCode: floatCode,
    toPlayer: -amountMinor,
  });
  const runAt = new Date(Date.now() + FIRST_CHECK_AFTER_MS);
  await q(SQL.addJob, [
    'vendor-wallet.transfer-check',
    JSON.stringify({ transferId: String(row.id) }),
    runAt,
    25,
    `vt:${row.id}`,
  ]);
  return { id: BigInt(row.id), reference };
}

/** The house's applyTransfer (transfer in) for `reference`, in its own transaction. */
async function houseApply(
  client: pg.PoolClient,
  p: TRawTransferPlayer,
  reference: string,
  amountMinor: bigint,
) {
  const q: TQuery = (text, values) => client.query(text, values);
  const playerId = p.memberId.toString();
  await inTransaction(client, async () => {
    const hash = `IN|${p.vassalage}|${playerId}|${amountMinor}|${p.currency}`;
    const claim = await q(SQL.houseClaim, [
      p.merchantCode,
      reference,
      p.vassalage,
      playerId,
      'IN',
      amountMinor,
      p.currency,
      hash,
      'REFUSED',
      'PENDING',
      null,
    ]);
    await q(SQL.houseEnsureWallet, [p.merchantCode, p.vassalage, playerId, p.currency, playerId]);
    await q(SQL.houseWalletForUpdate, [p.merchantCode, p.vassalage, playerId]);
    const moved = await q(SQL.houseMove, [amountMinor, p.merchantCode, p.vassalage, playerId]);
    await q(SQL.houseFinish, ['APPLIED', 'OK', moved.rows[0]?.balance_cents, claim.rows[0]?.id]);
  });
}

/** One transfer MAIN → the vendor as the platform and the in-process house issue it: 28 round trips. */
export async function rawTransferIn(client: pg.PoolClient, p: TRawTransferPlayer, amountMinor: bigint) {
  const q: TQuery = (text, values) => client.query(text, values);
  try {
    await q(SQL.session, [p.tokenHash, p.merchantId, IDLE_MINUTES, TOUCH_AFTER_SECONDS]);
    await q(SQL.transferByKey, [p.merchantId, `wt:${p.memberId}:${randomUUID()}`]);
    await q(SQL.parties, [p.memberId, p.vendorId, p.merchantId]);
    await q(SQL.hasVendorPlayer, [p.merchantId, p.memberId, p.vendorId]);
    const transfer = await inTransaction(client, () => recordTransfer(q, p, amountMinor));
    await q(SQL.recordAttempt, [transfer.id]);
    await houseApply(client, p, transfer.reference, amountMinor);
    await inTransaction(client, async () => {
      await q(SQL.transferForUpdate, [transfer.id]);
      await q(SQL.markSettled, ['DONE', null, transfer.id]);
    });
    await q(SQL.memberAccounts, [p.merchantId, p.memberId]);
    await q(SQL.vendorPlayers, [p.merchantId, p.memberId]);
    await q(SQL.pendingIn, [p.merchantId, p.memberId, 'PENDING', 'IN']);
    await q(SQL.houseWallet, [p.merchantCode, p.vassalage, p.memberId.toString()]);
    return true;
  } catch {
    return false;
  }
}
