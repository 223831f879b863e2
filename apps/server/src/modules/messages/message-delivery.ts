import type { TDb } from '../../db/database.ts';
import { AUDIENCES } from './message-audiences.ts';
import { lockDueMessages, markDelivered } from './messages-staff.repository.ts';

/** Messages delivered per run; a longer queue is taken by the next runs, seconds apart. */
const BATCH = 50;

/**
 * Delivers scheduled messages whose time has come (decision 055): each due row goes SCHEDULED → SENT once, in one
 * transaction with its audience size. Rows are locked (SKIP LOCKED), so instances running this at the same time
 * take different rows, and a cancel racing a delivery waits for the lock and then finds the row no longer
 * scheduled. Delivery is one row update whatever the audience's size; the trigger tells the live badges at commit.
 */
export async function deliverDueMessages(db: TDb): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await lockDueMessages(trx, BATCH);
    for (const message of due) {
      const size = await AUDIENCES[message.audience].sizeOf(
        trx,
        message.merchant_id,
        message.audience_key,
        new Date(),
      );
      await markDelivered(trx, message.id, size);
    }
    return due.length;
  });
}
