import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { endActiveBonus, merchantCurrency } from './bonus-lifecycle.ts';
import { lockExpiredBonuses } from './bonuses.repository.ts';
import {
  addWagering,
  hasActiveBonuses,
  readWageringSnapshots,
  saveWageringSnapshot,
  tryWageringLock,
} from './wagering.repository.ts';

export type TWageringRun = { bonuses: number; released: number };

/**
 * Takes in the stakes the ledger recorded since the last run (decision 049) and releases every bonus whose wagering
 * is done, in one transaction with the cursor: each stake counts once, a crash counts nothing. Null when another
 * run holds the lock. With no active bonus anywhere, only the cursor moves.
 */
export async function feedWagering(db: TDb): Promise<TWageringRun | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryWageringLock(trx))) return null;
    const { seen, now } = await readWageringSnapshots(trx);
    const changed = (await hasActiveBonuses(trx)) ? await addWagering(trx, seen, now) : [];
    const done = changed.filter((bonus) => bonus.wagering_done >= bonus.wagering_required);
    // Progress alone is derived from the ledger (a lost commit is taken in again); a release moves money.
    if (done.length === 0) await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    const currencies = new Map<number, string>();
    for (const bonus of done) {
      const currency = currencies.get(bonus.merchant_id) ?? (await merchantCurrency(trx, bonus.merchant_id));
      currencies.set(bonus.merchant_id, currency);
      const scope = { merchantId: bonus.merchant_id, currency, memberId: bonus.member_id };
      await endActiveBonus(trx, scope, bonus, { outcome: 'RELEASED', reason: 'WAGERED' });
    }
    await saveWageringSnapshot(trx, now);
    return { bonuses: changed.length, released: done.length };
  });
}

const EXPIRY_BATCH = 200;

/** Forfeits active bonuses past their expiry, a batch per transaction (rows another instance holds are skipped). */
export async function expireBonuses(db: TDb): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction().execute(async (trx) => {
      const rows = await lockExpiredBonuses(trx, EXPIRY_BATCH);
      for (const bonus of rows) {
        const currency = await merchantCurrency(trx, bonus.merchant_id);
        const scope = { merchantId: bonus.merchant_id, currency, memberId: bonus.member_id };
        await endActiveBonus(trx, scope, bonus, { outcome: 'FORFEITED', reason: 'EXPIRED' });
      }
      return rows.length;
    });
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}
