import '../../db/schema-promotions.ts';
import type { TReferralReason, TReferralStatus } from '@tala/contract/promotions/referrals';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** The member's own code, or undefined before they first opened "invite friends". */
export function findCodeOf(db: TDb, memberId: bigint) {
  return db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
}

/** Gives the member this code unless they have one; false when another member of the merchant holds it. */
export async function insertCode(db: TDb, row: { merchantId: number; memberId: bigint; code: string }) {
  const inserted = await db
    .insertInto('referral_codes')
    .values({ member_id: row.memberId, merchant_id: row.merchantId, code: row.code })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The member a code belongs to, with what attribution judges (demo or real). */
export function findReferrerByCode(db: TDb, merchantId: number, code: string) {
  return db
    .selectFrom('referral_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.id', 'm.agent_type', 'm.register_ip'])
    .where('c.merchant_id', '=', merchantId)
    .where('c.code', '=', code)
    .executeTakeFirst();
}

/** The REFERRAL programme live at `at`, the earliest started when staff run two. */
export function findLiveProgramme(db: TDb, merchantId: number, at: Date) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'REFERRAL')
    .where('status', '=', 'LIVE')
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Attributions of one referrer wait for each other, so two friends on one network cannot both pass the check. */
export async function lockReferrer(trx: TDb, referrerId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended('referrer', ${referrerId}::bigint))`.execute(trx);
}

/**
 * Why a friend registering from this device and address is farming rather than a friend: the referrer's own device
 * or address (any they signed in from), or another friend of theirs on the same device or address.
 */
export async function farmingReason(
  trx: TDb,
  referrer: { id: bigint; registerIp: string | null },
  from: { deviceHash: Buffer; ip: string },
): Promise<TReferralReason | null> {
  const row = await sql<{ same_device: boolean; same_ip: boolean }>`
    SELECT
      EXISTS (SELECT 1 FROM member_devices d WHERE d.member_id = ${referrer.id} AND d.device_hash = ${from.deviceHash})
        OR EXISTS (SELECT 1 FROM referrals r WHERE r.referrer_id = ${referrer.id} AND r.device_hash = ${from.deviceHash})
        AS same_device,
      ${referrer.registerIp ?? ''} = ${from.ip}
        OR EXISTS (SELECT 1 FROM member_devices d WHERE d.member_id = ${referrer.id} AND d.last_ip = ${from.ip})
        OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = ${referrer.id} AND s.ip = ${from.ip})
        OR EXISTS (SELECT 1 FROM referrals r WHERE r.referrer_id = ${referrer.id} AND r.ip = ${from.ip})
        AS same_ip`.execute(trx);
  const found = row.rows[0];
  if (found?.same_device) return 'SAME_DEVICE';
  if (found?.same_ip) return 'SAME_IP';
  return null;
}

export type TNewReferral = {
  friendId: bigint;
  merchantId: number;
  referrerId: bigint;
  promotionId: bigint | null;
  status: TReferralStatus;
  reason: TReferralReason | null;
  deviceHash: Buffer;
  ip: string;
  qualifyUntil: Date;
};

export async function insertReferral(trx: TDb, referral: TNewReferral): Promise<void> {
  const decided = referral.status !== 'PENDING';
  await trx
    .insertInto('referrals')
    .values({
      friend_id: referral.friendId,
      merchant_id: referral.merchantId,
      referrer_id: referral.referrerId,
      promotion_id: referral.promotionId,
      status: referral.status,
      reason: referral.reason,
      device_hash: referral.deviceHash,
      ip: referral.ip.slice(0, 64),
      qualify_until: referral.qualifyUntil,
      decided_at: decided ? sql<Date>`now()` : null,
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .execute();
}

/**
 * Pending referrals the job has something to decide about: the friend has a credited deposit, or their time to
 * qualify is over. The others wait without being measured.
 */
export function findDecidable(db: TDb, limit: number) {
  return db
    .selectFrom('referrals as r')
    .select('r.friend_id')
    .where('r.status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb('r.qualify_until', '<=', sql<Date>`now()`),
        eb.exists(
          eb
            .selectFrom('deposits as d')
            .select('d.id')
            .whereRef('d.merchant_id', '=', 'r.merchant_id')
            .whereRef('d.member_id', '=', 'r.friend_id')
            .where('d.status', '=', 'PAID'),
        ),
      ]),
    )
    .orderBy('r.qualify_until')
    .limit(limit)
    .execute();
}

/** A pending referral, locked; undefined when another instance holds it or decided it. */
export function lockPending(trx: TDb, friendId: bigint) {
  return trx
    .selectFrom('referrals as r')
    .innerJoin('members as f', 'f.id', 'r.friend_id')
    .selectAll('r')
    .select('f.username as friend_name')
    .where('r.friend_id', '=', friendId)
    .where('r.status', '=', 'PENDING')
    .forUpdate('r')
    .skipLocked()
    .executeTakeFirst();
}

/** The friend's first credited deposit (amount, minor units) made by `until`, or null. */
export async function firstDepositOf(
  trx: TDb,
  friend: { merchantId: number; memberId: bigint },
  until: Date,
): Promise<bigint | null> {
  const row = await trx
    .selectFrom('deposits')
    .select('amount')
    .where('merchant_id', '=', friend.merchantId)
    .where('member_id', '=', friend.memberId)
    .where('status', '=', 'PAID')
    .where('paid_at', '<', until)
    .orderBy('paid_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? BigInt(row.amount) : null;
}

/** How many friends the programme already paid this referrer for. */
export async function rewardedCount(trx: TDb, referrerId: bigint, promotionId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referrer_id', '=', referrerId)
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'REWARDED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function decideReferral(
  trx: TDb,
  friendId: bigint,
  outcome:
    | { status: 'REWARDED'; entryId: bigint; reward: bigint }
    | { status: 'LAPSED' | 'REFUSED'; reason: TReferralReason },
) {
  return trx
    .updateTable('referrals')
    .set({
      status: outcome.status,
      reason: outcome.status === 'REWARDED' ? null : outcome.reason,
      entry_id: outcome.status === 'REWARDED' ? outcome.entryId : null,
      reward: outcome.status === 'REWARDED' ? outcome.reward : null,
      decided_at: sql<Date>`now()`,
    })
    .where('friend_id', '=', friendId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** A referrer's friends, newest first, with whether each has deposited. */
export function pageFriends(db: TDb, referrerId: bigint, page: { limit: number; offset: number }) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('members as f', 'f.id', 'r.friend_id')
    .select(['f.username', 'r.created_at', 'r.status', 'r.reason', 'r.qualify_until', 'r.reward'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('deposits as d')
            .select('d.id')
            .whereRef('d.merchant_id', '=', 'r.merchant_id')
            .whereRef('d.member_id', '=', 'r.friend_id')
            .where('d.status', '=', 'PAID'),
        )
        .as('has_deposited'),
    )
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.friend_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A referrer's friends counted by status, and what they were paid (minor units). */
export async function referrerTotals(db: TDb, referrerId: bigint) {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      sql<string>`count(*) FILTER (WHERE status = 'PENDING')`.as('pending'),
      sql<string>`count(*) FILTER (WHERE status = 'REWARDED')`.as('rewarded'),
      sql<string>`coalesce(sum(reward), 0)`.as('earned'),
    ])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return {
    invited: Number(row.invited),
    pending: Number(row.pending),
    rewarded: Number(row.rewarded),
    earned: BigInt(row.earned),
  };
}
