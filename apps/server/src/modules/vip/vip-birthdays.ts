import '../../db/schema-vip.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import { ensureMemberAccountRows } from '../ledger/ledger.repository.ts';
import {
  ensureHouseAccount,
  houseAccountCode,
  MAIN_WALLET,
  MAX_PAIR_POSTINGS,
  postPairsWithin,
} from '../ledger/ledger.service.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import { merchantsWithLadders, merchantZone } from './vip-ladder.repository.ts';

/** The ledger kind of a birthday bonus (the account record names it). */
export const VIP_BIRTHDAY_KIND = 'VIP_BIRTHDAY';
const CHUNK = Math.min(500, MAX_PAIR_POSTINGS);

type TDue = { member_id: bigint; level: number; amount: bigint };

/** The merchant's day and year `at` falls on, and whether that year is a leap year (29 February birthdays). */
async function merchantDay(db: TDb, merchantId: number, at: Date) {
  const { rows } = await sql<{ day: string; year: number; leap: boolean; currency: string }>`
    WITH d AS (SELECT (${at}::timestamptz AT TIME ZONE ${merchantZone(merchantId)})::date AS day)
    SELECT d.day::text AS day, extract(year FROM d.day)::int AS year,
      extract(day FROM make_date(extract(year FROM d.day)::int, 3, 1) - 1) = 29 AS leap,
      (SELECT currency FROM merchants WHERE id = ${merchantId}) AS currency
    FROM d`.execute(db);
  const row = rows[0];
  assert(row, 'a day for every instant');
  return row;
}

/**
 * Ranked members whose birthday (member_profiles) is `day` — 29 February ones on 28 February of a common year — with
 * their rank's bonus, not yet paid this year. Trial and disabled accounts get nothing.
 */
async function dueBirthdays(db: TDb, merchantId: number, day: { day: string; year: number; leap: boolean }) {
  const feb29 = day.day.endsWith('-02-28') && !day.leap;
  const { rows } = await sql<TDue>`
    SELECT v.member_id, v.level, r.birthday_bonus_minor AS amount
    FROM member_vip v
    JOIN vip_ranks r ON r.merchant_id = v.merchant_id AND r.level = v.level
    JOIN member_profiles p ON p.merchant_id = v.merchant_id AND p.member_id = v.member_id
    JOIN members m ON m.id = v.member_id
    WHERE v.merchant_id = ${merchantId} AND v.level > 0 AND r.birthday_bonus_minor > 0
      AND m.agent_type <> ${DEMO_AGENT_TYPE} AND m.status = 'ACTIVE'
      AND (to_char(p.birthday, 'MM-DD') = to_char(${day.day}::date, 'MM-DD')
           OR (${feb29} AND to_char(p.birthday, 'MM-DD') = '02-29'))
      AND NOT EXISTS (SELECT 1 FROM vip_birthday_bonuses b WHERE b.member_id = v.member_id AND b.year = ${day.year})
    ORDER BY v.member_id`.execute(db);
  return rows.map((row) => ({ ...row, member_id: BigInt(row.member_id), amount: BigInt(row.amount) }));
}

/**
 * Birthday bonuses (decision 057): once a merchant's day has begun, every ranked member born on it is paid their
 * rank's bonus from the house BONUS account to MAIN, once a year. A chunk per transaction: the year's row (unique per
 * member and year) is claimed first and only the rows this run claimed are paid, under the ledger key
 * `vip-birthday:<member>:<year>`; the day is then marked so later ticks skip the scan. Answers how many were paid.
 */
export async function payVipBirthdays(db: TDb, at: Date = new Date()): Promise<number> {
  let paid = 0;
  for (const merchantId of await merchantsWithLadders(db)) {
    const day = await merchantDay(db, merchantId, at);
    const done = await db
      .selectFrom('vip_birthday_days')
      .select('paid')
      .where('merchant_id', '=', merchantId)
      .where(sql<string>`day::text`, '=', day.day)
      .executeTakeFirst();
    if (done) continue;
    const due = await dueBirthdays(db, merchantId, day);
    let paidToday = 0;
    for (let i = 0; i < due.length; i += CHUNK) {
      const chunk = due.slice(i, i + CHUNK);
      paidToday += await db
        .transaction()
        .execute((trx) => payChunk(trx, { merchantId, year: day.year, currency: day.currency }, chunk));
    }
    await sql`INSERT INTO vip_birthday_days (merchant_id, day, paid) VALUES (${merchantId}, ${day.day}::date, ${paidToday})
      ON CONFLICT (merchant_id, day) DO UPDATE SET paid = vip_birthday_days.paid + excluded.paid`.execute(db);
    paid += paidToday;
  }
  return paid;
}

async function payChunk(
  trx: TDb,
  scope: { merchantId: number; year: number; currency: string },
  due: TDue[],
): Promise<number> {
  const { rows } = await sql<{ member_id: bigint; amount_minor: bigint }>`
    INSERT INTO vip_birthday_bonuses (member_id, year, merchant_id, level, amount_minor)
    SELECT m, ${scope.year}, ${scope.merchantId}, l, a
    FROM unnest(${due.map((row) => String(row.member_id))}::bigint[], ${due.map((row) => row.level)}::smallint[],
                ${due.map((row) => String(row.amount))}::bigint[]) AS x(m, l, a)
    ON CONFLICT (member_id, year) DO NOTHING
    RETURNING member_id, amount_minor`.execute(trx);
  if (rows.length === 0) return 0;
  const claimed = rows.map((row) => ({ memberId: BigInt(row.member_id), amount: BigInt(row.amount_minor) }));
  const mains = await ensureMemberAccountRows(
    trx,
    { merchantId: scope.merchantId, code: MAIN_WALLET, currency: scope.currency },
    claimed.map((row) => row.memberId),
  );
  const house = await ensureHouseAccount(trx, {
    merchantId: scope.merchantId,
    code: houseAccountCode.bonus,
    currency: scope.currency,
  });
  await postPairsWithin(trx, {
    merchantId: scope.merchantId,
    kind: VIP_BIRTHDAY_KIND,
    postings: claimed.map((row) => {
      const main = mains.get(row.memberId);
      assert(main !== undefined, 'every paid member has a main wallet');
      return {
        idempotencyKey: `vip-birthday:${row.memberId}:${scope.year}`,
        fromAccountId: house,
        toAccountId: main,
        amount: row.amount,
      };
    }),
  });
  // The inbox says so, in the payment's transaction (decision 055).
  for (const row of claimed)
    await sendSystemMessage(trx, {
      merchantId: scope.merchantId,
      memberId: row.memberId,
      kind: 'BIRTHDAY_BONUS',
      params: { amount: formatMoneyAmount(minorToDecimalString(row.amount)) },
    });
  return claimed.length;
}
