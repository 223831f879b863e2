import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, rawPosting, sha256hex, type TQuery } from '../support/raw-posting.ts';

/**
 * Every SQL statement one `POST GCS_walletTransfer` MAIN → a transfer-mode vendor issues (decision 007),
 * in order, written out raw for side (a) of bench:wallet, with the in-process house provider's statements
 * where the platform calls its transfer API. Mirrors (check with
 * `node --import tsx bench/seamless/trace-statements.ts` after changing any of them):
 *   - apps/server/src/plugins/auth.ts, session.repository.ts       findActiveSession (lookup + idle touch)
 *   - apps/server/src/modules/vendor-wallet/vendor-transfer.service.ts  runVendorTransfer, recordTransfer,
 *     postLeg, sendTransfer, settleTransfer (vendor-transfers.repository.ts; ledger postWithin)
 *   - providers/house/src/service/transfer/transfer.service.ts    applyTransfer (transfer.repository.ts
 *     applyInOneStatement)
 *   - apps/server/src/modules/wallet/wallet.service.ts             balanceOf (the answer's balances)
 * The statement texts are the ones Kysely generates. Not SQL, so not here: merchant, vendor list,
 * provider account, the player's existence at the vendor, MAIN's account id and the float's shard ids
 * (per-instance caches), signing and the provider's signature check and zod (the house's transfer API,
 * called in-process). The answer's MAIN balance is the one the debit left, its vendor balance the one the
 * house's transferIn answer carried. Decision 061 took out the key lookup, the status-check job, MAIN's
 * id lookup, the answer's MAIN read and four of the house's five statements (18 round trips before).
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
  insertTransfer:
    'insert into "vendor_transfers" ("merchant_id", "member_id", "vendor_id", "direction", "amount_minor", "currency", "client_key", "request_hash", "reference", "attempts", "last_attempt_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) on conflict ("merchant_id", "client_key") do nothing returning *',
  houseApply: `
    WITH moved AS (
      UPDATE house.transfer_wallets SET balance_cents = balance_cents + $1, updated_at = now()
      WHERE merchant_code = $2 AND vassalage = $3
        AND player_id = $4 AND currency = $5 AND balance_cents + $6 >= 0
      RETURNING balance_cents)
    INSERT INTO house.transfer_transactions (merchant_code, reference, vassalage, player_id, direction,
      amount_cents, currency, request_hash, status, answer_status, balance_after_cents)
    SELECT $7, $8, $9, $10, $11,
      $12, $13, $14, 'APPLIED', 'OK', balance_cents FROM moved
    RETURNING balance_after_cents`,
  settle: `
    UPDATE vendor_transfers SET status = $1, failure = $2, settled_at = now()
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed_commit
    WHERE id = $3 AND status = 'PENDING'
    RETURNING vendor_transfers.*`,
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

export type TRawTransferPlayer = {
  merchantId: number;
  merchantCode: string;
  memberId: bigint;
  tokenHash: Buffer;
  vendorId: number;
  vassalage: string;
  currency: string;
  /** The player's MAIN account, whose id the server caches once read outside a transaction. */
  mainId: bigint;
  /** The shards of VENDOR_FLOAT:<vendor>, which the server caches once read outside a transaction. */
  floatShardIds: readonly bigint[];
};

/** recordTransfer's transaction: the transfer row, the MAIN → VENDOR_FLOAT leg. */
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
  await rawPosting(q, {
    merchantId: p.merchantId,
    key: `vt:${reference}:debit`,
    kind: 'WALLET_TRANSFER',
    playerAccountId: p.mainId,
    houseAccountId: p.floatShardIds[randomInt(p.floatShardIds.length)] as bigint,
    houseCode: `VENDOR_FLOAT:${p.vassalage}`,
    toPlayer: -amountMinor,
  });
  return { id: BigInt(row.id), reference };
}

/** The house's applyTransfer (transfer in) for `reference`: one statement, its own transaction. */
async function houseApply(q: TQuery, p: TRawTransferPlayer, reference: string, amountMinor: bigint) {
  const playerId = p.memberId.toString();
  const hash = `IN|${p.vassalage}|${playerId}|${amountMinor}|${p.currency}`;
  const wallet = [p.merchantCode, p.vassalage, playerId, p.currency];
  const row = [p.merchantCode, reference, p.vassalage, playerId, 'IN', amountMinor, p.currency, hash];
  await q(SQL.houseApply, [amountMinor, ...wallet, amountMinor, ...row]);
}

/** One transfer MAIN → the vendor as the platform and the in-process house issue it: 9 round trips. */
export async function rawTransferIn(client: pg.PoolClient, p: TRawTransferPlayer, amountMinor: bigint) {
  const q: TQuery = (text, values) => client.query(text, values);
  try {
    await q(SQL.session, [p.tokenHash, p.merchantId, IDLE_MINUTES, TOUCH_AFTER_SECONDS]);
    const transfer = await inTransaction(client, () => recordTransfer(q, p, amountMinor));
    await houseApply(q, p, transfer.reference, amountMinor);
    await q(SQL.settle, ['DONE', null, transfer.id]);
    await q(SQL.holdingState, [p.merchantId, p.memberId, p.merchantId, p.memberId]);
    return true;
  } catch {
    return false;
  }
}
