import { sql } from 'kysely';
import type { TDb } from '../../apps/server/src/db/database.ts';
import type { TProviderTransport } from '../../apps/server/src/modules/vendor-wallet/provider-transport.ts';
import {
  checkVendorTransfer,
  NOT_FOUND_FINAL_AFTER_MS,
} from '../../apps/server/src/modules/vendor-wallet/vendor-transfer.service.ts';

/**
 * How bench:wallet-faults settles and checks vendor transfers (decision 007). A transfer whose
 * provider answer was lost to a SIGKILL stays PENDING; the server's status-check job settles it —
 * APPLIED → DONE soon, NOT_FOUND → FAILED (money back on MAIN) only once its last request is older than
 * NOT_FOUND_FINAL_AFTER_MS (6 minutes), because a request still in flight could land until then.
 */

/** The provider calls the platform makes, from the bench: the house's relative URL on the server. */
export function benchProviderTransport(baseUrl: () => string): TProviderTransport {
  return async (url, headers, body) => {
    try {
      const res = await fetch(url.startsWith('/') ? `${baseUrl()}${url}` : url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(8_000),
      });
      return { statusCode: res.status, body: await res.text() };
    } catch {
      return null;
    }
  };
}

async function pendingIds(db: TDb): Promise<bigint[]> {
  const rows = await db.selectFrom('vendor_transfers').select('id').where('status', '=', 'PENDING').execute();
  return rows.map((row) => row.id);
}

/**
 * Runs the status check (the job's own function) on every PENDING transfer until none is left or the
 * deadline passes. `backdate`: a transfer still PENDING after a check was answered NOT_FOUND; when its
 * last request was sent before `lastRestartAt`, the process that sent it is dead — and the house ran
 * inside that process (in-process transport, no socket), so nothing of it can still arrive. Its
 * last_attempt_at is then moved back by the 6-minute window, which is what waiting would do, and the
 * check settles it FAILED. Without `backdate` the bench waits with the real clock.
 */
export async function settlePendingTransfers(
  db: TDb,
  transport: TProviderTransport,
  options: { backdate: boolean; lastRestartAt: Date; timeoutMs: number },
): Promise<{ settledByCheck: number; backdated: number; stillPending: number }> {
  const deadline = Date.now() + options.timeoutMs;
  let settledByCheck = 0;
  let backdated = 0;
  for (;;) {
    const ids = await pendingIds(db);
    for (const id of ids) {
      if ((await checkVendorTransfer({ db, transport }, id)) === 'SETTLED') settledByCheck++;
    }
    const left = await pendingIds(db);
    if (left.length === 0 || Date.now() > deadline)
      return { settledByCheck, backdated, stillPending: left.length };
    if (options.backdate) {
      const moved = await sql`UPDATE vendor_transfers
        SET last_attempt_at = coalesce(last_attempt_at, created_at) - make_interval(secs => ${NOT_FOUND_FINAL_AFTER_MS / 1000 + 1})
        WHERE status = 'PENDING' AND coalesce(last_attempt_at, created_at) < ${options.lastRestartAt}`.execute(
        db,
      );
      backdated += Number(moved.numAffectedRows ?? 0n);
      if (moved.numAffectedRows === 0n) await new Promise((resolve) => setTimeout(resolve, 5_000));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

export type TTransferAck = { memberId: bigint; key: string; answered: 'DONE' | 'PENDING' };

type TTransferFacts = {
  direction: 'IN' | 'OUT';
  status: 'PENDING' | 'DONE' | 'FAILED';
  debit: number;
  refund: number;
  credit: number;
  houseApplied: number;
};

/** A transfer's row and every effect it has: ledger legs by key, the house's applied transfer. */
async function factsOf(db: TDb, clientKey: string): Promise<TTransferFacts[]> {
  const { rows } = await sql<TTransferFacts>`SELECT t.direction, t.status,
      (SELECT count(*)::int FROM ledger_transactions l WHERE l.idempotency_key = 'vt:' || t.reference || ':debit') AS debit,
      (SELECT count(*)::int FROM ledger_transactions l WHERE l.idempotency_key = 'vt:' || t.reference || ':refund') AS refund,
      (SELECT count(*)::int FROM ledger_transactions l WHERE l.idempotency_key = 'vt:' || t.reference || ':credit') AS credit,
      (SELECT count(*)::int FROM house.transfer_transactions h
        WHERE h.reference = t.reference AND h.status = 'APPLIED') AS "houseApplied"
    FROM vendor_transfers t WHERE t.client_key = ${clientKey}`.execute(db);
  return rows;
}

/** What a settled transfer must have done, exactly once each; anything else is lost or duplicated. */
function expected(facts: TTransferFacts): Omit<TTransferFacts, 'direction' | 'status'> {
  const done = facts.status === 'DONE';
  if (facts.direction === 'IN') {
    return { debit: 1, refund: done ? 0 : 1, credit: 0, houseApplied: done ? 1 : 0 };
  }
  return { debit: 0, refund: 0, credit: done ? 1 : 0, houseApplied: done ? 1 : 0 };
}

export type TTransferVerdict = 'ok' | 'lost' | 'duplicated' | 'unsettled';

/**
 * An acknowledged transfer: one row, settled, every effect its outcome needs exactly once. An answer
 * DONE must still be DONE (a PENDING answer may end either way: FAILED gives the money back).
 */
export async function judgeTransfer(db: TDb, ack: TTransferAck): Promise<TTransferVerdict> {
  const rows = await factsOf(db, `wt:${ack.memberId}:${ack.key}`);
  const facts = rows[0];
  if (!facts) return 'lost';
  if (rows.length > 1) return 'duplicated';
  if (facts.status === 'PENDING') return 'unsettled';
  if (ack.answered === 'DONE' && facts.status !== 'DONE') return 'lost';
  const want = expected(facts);
  const keys = ['debit', 'refund', 'credit', 'houseApplied'] as const;
  if (keys.some((key) => facts[key] > want[key])) return 'duplicated';
  if (keys.some((key) => facts[key] < want[key])) return 'lost';
  return 'ok';
}

/**
 * The vendor's books against ours, per player: the house wallet must hold exactly what the DONE
 * transfers moved (no play happens in this bench), and the float must equal all the wallets.
 */
export async function reconcileVendor(db: TDb, vassalage: string) {
  const { rows } = await sql<{ mismatched: number; float: string; wallets: string }>`
    WITH moved AS (
      SELECT member_id::text AS player_id,
             sum(CASE WHEN direction = 'IN' THEN amount_minor ELSE -amount_minor END) AS net
      FROM vendor_transfers t JOIN game_vendors v ON v.id = t.vendor_id
      WHERE t.status = 'DONE' AND v.vassalage = ${vassalage} GROUP BY member_id),
    wallets AS (SELECT player_id, balance_cents FROM house.transfer_wallets WHERE vassalage = ${vassalage})
    SELECT
      (SELECT count(*)::int FROM wallets w FULL JOIN moved m ON m.player_id = w.player_id
        WHERE coalesce(w.balance_cents, 0) <> coalesce(m.net, 0)) AS mismatched,
      (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts WHERE code = ${`VENDOR_FLOAT:${vassalage}`}) AS float,
      (SELECT coalesce(sum(balance_cents), 0)::text FROM house.transfer_wallets WHERE vassalage = ${vassalage}) AS wallets`.execute(
    db,
  );
  const row = rows[0];
  return { mismatchedPlayers: row?.mismatched ?? -1, floatMatches: row?.float === row?.wallets, ...row };
}
