import '../../db/schema-devices.ts';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { MemberDevicesTable } from '../../db/schema-devices.ts';

export type TDeviceRow = Selectable<MemberDevicesTable>;

export async function findDevice(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  deviceHash: Buffer,
): Promise<TDeviceRow | null> {
  const row = await db
    .selectFrom('member_devices')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Records a sign-in on a device: first time inserts, afterwards moves last seen, IP and country.
 * `trust` sets trusted_at if it is not set; it never clears it. Returns the device's id.
 */
export async function upsertDevice(
  db: TDb,
  device: {
    merchantId: number;
    memberId: bigint;
    deviceHash: Buffer;
    name: string;
    userAgent: string | null;
    ip: string;
    country: string | null;
    trust: boolean;
  },
): Promise<bigint> {
  const trustedAt = device.trust ? sql<Date>`now()` : sql<Date | null>`NULL`;
  const row = await db
    .insertInto('member_devices')
    .values({
      merchant_id: device.merchantId,
      member_id: device.memberId,
      device_hash: device.deviceHash,
      name: device.name,
      user_agent: device.userAgent,
      last_ip: device.ip.slice(0, 64),
      last_country: device.country,
      trusted_at: trustedAt,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id', 'device_hash']).doUpdateSet({
        name: device.name,
        user_agent: device.userAgent,
        last_seen_at: sql`now()`,
        last_ip: device.ip.slice(0, 64),
        last_country: device.country,
        trusted_at: sql`COALESCE(member_devices.trusted_at, ${trustedAt})`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type TListedDevice = TDeviceRow & { active_sessions: number };

/** Trusted devices and devices with a live session, newest first (a capped page). */
export async function listMemberDevices(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  limit: number,
): Promise<TListedDevice[]> {
  return db
    .selectFrom('member_devices as d')
    .selectAll('d')
    .select(
      sql<number>`(SELECT count(*)::int FROM sessions s WHERE s.device_id = d.id AND s.revoked_at IS NULL
        AND s.expires_at > now())`.as('active_sessions'),
    )
    .where('d.merchant_id', '=', merchantId)
    .where('d.member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('d.trusted_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('sessions as s')
            .select(sql`1`.as('one'))
            .whereRef('s.device_id', '=', 'd.id')
            .where('s.revoked_at', 'is', null)
            .where('s.expires_at', '>', sql<Date>`now()`),
        ),
      ]),
    )
    .orderBy('d.last_seen_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Removes devices of a member (untrusts them and ends their sessions) in one transaction. Object-level
 * authorization is the WHERE: another member's device id is simply not found.
 */
export async function removeDevices(
  db: TDb,
  scope: { merchantId: number; memberId: bigint; only?: bigint; except?: bigint },
): Promise<{ removed: number; sessionsEnded: number }> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('member_devices')
      .set({ trusted_at: null })
      .where('merchant_id', '=', scope.merchantId)
      .where('member_id', '=', scope.memberId);
    if (scope.only !== undefined) query = query.where('id', '=', scope.only);
    if (scope.except !== undefined) query = query.where('id', '<>', scope.except);
    const ids = (await query.returning('id').execute()).map((row) => row.id);
    if (ids.length === 0) return { removed: 0, sessionsEnded: 0 };
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('merchant_id', '=', scope.merchantId)
      .where('member_id', '=', scope.memberId)
      .where('device_id', 'in', ids)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return { removed: ids.length, sessionsEnded: Number(ended.numUpdatedRows) };
  });
}

export async function deviceIdOfSession(db: TDb, sessionId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom('sessions')
    .select('device_id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.device_id ?? null;
}
