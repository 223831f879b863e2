import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import '../../../server/src/db/schema-vendor-wallet.ts';
import { withDatabase } from '../../../web/e2e/support/database.ts';

/**
 * A transfer out to MAIN whose request never reached the vendor, as a lost request leaves it: PENDING,
 * one attempt, just sent. The inline house provider cannot be made to lose a request, so the row is
 * written directly. It is safe for the ledger and for other specs: a transfer out moves no money until
 * the vendor confirms it, the house provider has never seen this reference (so a check finds NOT_FOUND:
 * pending for the next minutes, then FAILED with nothing to move), and pending transfers out are not
 * shown in the player's balance. No status-check job is queued with it: the server's sweep queues one after
 * 30 s (decision 061), which finds what "check now" finds, NOT_FOUND, so it stays pending for the next minutes.
 */
export async function addStrandedTransferOut(username: string, vassalage: string): Promise<string> {
  return withDatabase(async (db) => {
    const member = await db
      .selectFrom('members as m')
      .innerJoin('merchants as x', 'x.id', 'm.merchant_id')
      .select(['m.id', 'm.merchant_id', 'x.currency'])
      .where('x.code', '=', 'TALA')
      .where('m.username', '=', username)
      .executeTakeFirstOrThrow();
    const vendor = await db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', member.merchant_id)
      .where('vassalage', '=', vassalage)
      .where('wallet_mode', '=', 'TRANSFER')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('vendor_transfers')
      .values({
        merchant_id: member.merchant_id,
        member_id: member.id,
        vendor_id: vendor.id,
        direction: 'OUT',
        amount_minor: 4250n,
        currency: member.currency,
        client_key: `e2e:stranded:${randomBytes(8).toString('hex')}`,
        request_hash: 'e2e',
        reference: `T${randomBytes(12).toString('base64url')}`,
        attempts: 1,
        last_attempt_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  });
}
