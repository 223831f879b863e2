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
 * The statement texts are the ones Kysely generates. Not SQL, so not here: merchant, vendor list,
 * provider account, the player's existence at the vendor and the float's shard ids (per-instance
 * caches), signing and the provider's signature check and zod (the house's transfer API, called in-process). The answer's vendor balance is
 * the one the house's transferIn answer carried.
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
  insertTransfer:
    'insert into "vendor_transfers" ("merchant_id", "member_id", "vendor_id", "direction", "amount_minor", "currency", "client_key", "request_hash", "reference", "attempts", "last_attempt_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) on conflict ("merchant_id", "client_key") do nothing returning *',
  mainId: 'select "id" from "ledger_accounts" where "merchant_id" = $1 and "member_id" = $2 and "code" = $3',
  addJob: `SELECT graphile_worker.add_job(
      identifier => $1,
      payload => $2::json,
      run_at => $3::timestamptz,
      max_attempts => $4::int,
      job_key => $5::text
    )`,
  houseClaim:
    'insert into "house"."transfer_transactions" ("merchant_code", "reference", "vassalage", "player_id", "direction", "amount_cents", "currency", "request_hash", "status", "answer_status", "balance_after_cents") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict ("merchant_code", "reference") do nothing returning "id"',
  houseEnsureWallet:
    'insert into "house"."transfer_wallets" ("merchant_code", "vassalage", "player_id", "currency", "display_name") values ($1, $2, $3, $4, $5) on conflict ("merchant_code", "vassalage", "player_id") do nothing',
  houseMove:
    'update "house"."transfer_wallets" set "balance_cents" = balance_cents + $1, "updated_at" = now() where "merchant_code" = $2 and "vassalage" = $3 and "player_id" = $4 and "currency" = $5 and balance_cents + $6 >= 0 returning "balance_cents"',
  houseFinish:
    'update "house"."transfer_transactions" set "status" = $1, "answer_status" = $2, "balance_after_cents" = $3 where "id" = $4',
  settle:
    'update "vendor_transfers" set "status" = $1, "failure" = $2, "settled_at" = now() where "id" = $3 and "status" = $4 returning *',
  memberAccounts:
    'select "id", "code", "currency", "balance" from "ledger_accounts" where "merchant_id" = $1 and "member_id" = $2 order by "id"',
  holdingState: `
    SELECT vendor_id, NULL AS pending FROM vendor_players
    WHERE merchant_id = $1 AND member_id = $2
    UNION ALL
    SELECT vendor_id, sum(amount_minor)::text FROM vendor_transfers
    WHERE merchant_id = $3 AND member_id = $4
      AND status = 'PENDING' AND direction = 'IN'
    GROUP BY vendor_id`,
} as const;

/** The auth plugin's idle expiry (SESSION_IDLE_MINUTES default) and touch interval (auth.ts). */
const IDLE_MINUTES = 120;
const TOUCH_AFTER_SECONDS = 60;
const FIRST_CHECK_AFTER_MS = 30_000;

export type TRawTransferPlayer = {
  merchantId: number;
  merchantCode: string;
  memberId: bigint;
  tokenHash: Buffer;
  vendorId: number;
  vassalage: string;
  currency: string;
  /** The shards of VENDOR_FLOAT:<vendor>, which the server caches once read outside a transaction. */
  floatShardIds: readonly bigint[];
};

/** runVendorTransfer's transaction: the transfer row, the status-check job, the MAIN → VENDOR_FLOAT leg. */
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
      1,
    ])
  ).rows[0];
  const runAt = new Date(Date.now() + FIRST_CHECK_AFTER_MS);
  await q(SQL.addJob, [
    'vendor-wallet.transfer-check',
    JSON.stringify({ transferId: String(row.id) }),
    runAt,
    25,
    `vt:${row.id}`,
  ]);
  const floatCode = `VENDOR_FLOAT:${p.vassalage}`;
  const floatId = p.floatShardIds[randomInt(p.floatShardIds.length)] as bigint;
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
    const moved = await q(SQL.houseMove, [
      amountMinor,
      p.merchantCode,
      p.vassalage,
      playerId,
      p.currency,
      amountMinor,
    ]);
    await q(SQL.houseFinish, ['APPLIED', 'OK', moved.rows[0]?.balance_cents, claim.rows[0]?.id]);
  });
}

/** One transfer MAIN → the vendor as the platform and the in-process house issue it: 18 round trips. */
export async function rawTransferIn(client: pg.PoolClient, p: TRawTransferPlayer, amountMinor: bigint) {
  const q: TQuery = (text, values) => client.query(text, values);
  try {
    await q(SQL.session, [p.tokenHash, p.merchantId, IDLE_MINUTES, TOUCH_AFTER_SECONDS]);
    await q(SQL.transferByKey, [p.merchantId, `wt:${p.memberId}:${randomUUID()}`]);
    const transfer = await inTransaction(client, () => recordTransfer(q, p, amountMinor));
    await houseApply(client, p, transfer.reference, amountMinor);
    await q(SQL.settle, ['DONE', null, transfer.id, 'PENDING']);
    await q(SQL.memberAccounts, [p.merchantId, p.memberId]);
    await q(SQL.holdingState, [p.merchantId, p.memberId, p.merchantId, p.memberId]);
    return true;
  } catch {
    return false;
  }
}
