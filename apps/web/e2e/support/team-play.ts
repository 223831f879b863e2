import { recordPastPlay, type TPlayedDay } from '../../../server/src/db/seed/seed-team-history.ts';
import { demoMerchantId, withDatabase } from './database.ts';

export type { TPlayedDay };

/** A demo merchant member's play on past days, written as the demo seed writes its team's month (recordPastPlay). */
export async function playPastRounds(username: string, days: readonly TPlayedDay[]): Promise<void> {
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await recordPastPlay(db, { merchantId, memberId: member.id, days });
  });
}
