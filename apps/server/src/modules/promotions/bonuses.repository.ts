import '../../db/schema-promotions.ts';
import '../../db/schema-missions.ts';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { BonusesTable } from '../../db/schema-promotions.ts';

export type TBonusRow = Selectable<BonusesTable>;

export function insertBonus(trx: TDb, bonus: Insertable<BonusesTable>): Promise<TBonusRow> {
  return trx.insertInto('bonuses').values(bonus).returningAll().executeTakeFirstOrThrow();
}

export function findActiveBonus(db: TDb, memberId: bigint): Promise<TBonusRow | undefined> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** The member's active bonus, locked (a withdrawal or staff decide on it). */
export function lockActiveBonus(trx: TDb, memberId: bigint): Promise<TBonusRow | undefined> {
  return trx
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'ACTIVE')
    .forUpdate()
    .executeTakeFirst();
}

/** Bonuses with their title and mission (the bonus_titles view: a promotion's title or a mission's). */
const withTitle = (db: TDb) =>
  db
    .selectFrom('bonuses as b')
    .innerJoin('bonus_titles as bt', 'bt.bonus_id', 'b.id')
    .selectAll('b')
    .select(['bt.title', 'bt.mission_id']);

export type TTitledBonusRow = TBonusRow & { title: TLocalizedText; mission_id: bigint | null };

/** The bonus an entry brought (an entry brings at most one: bonuses.entry_id is unique), with its promotion's title. */
export function findEntryBonus(db: TDb, entryId: bigint) {
  return withTitle(db).where('b.entry_id', '=', entryId).executeTakeFirst();
}

export async function pageBonuses(db: TDb, memberId: bigint, page: { limit: number; offset: number }) {
  const rows = await withTitle(db)
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('bonuses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Ends an ACTIVE bonus; undefined when it had already ended (the caller moves no money then). */
export function endBonus(
  trx: TDb,
  id: bigint,
  end: { state: 'RELEASED' | 'FORFEITED'; reason: NonNullable<TBonusRow['end_reason']>; staffId?: bigint },
): Promise<TBonusRow | undefined> {
  return trx
    .updateTable('bonuses')
    .set({ state: end.state, end_reason: end.reason, staff_id: end.staffId ?? null, ended_at: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'ACTIVE')
    .returningAll()
    .executeTakeFirst();
}

/** Active bonuses past their expiry, oldest first, locked and skipped when another instance holds them. */
export function lockExpiredBonuses(trx: TDb, limit: number): Promise<TBonusRow[]> {
  return trx
    .selectFrom('bonuses')
    .selectAll()
    .where('state', '=', 'ACTIVE')
    .where('expires_at', '<=', sql<Date>`now()`)
    .orderBy('expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
