import type { TStaffRole } from '@tala/contract/backoffice/staff';
import type { TDb } from '../database.ts';

/**
 * The demo's first staff member of `role` as the staff services take who acts (audit rows name them): the seed
 * writes promotions, rewards, messages and answers through those services, as staff would.
 */
export async function demoStaffActor(db: TDb, merchantId: number, role: TStaffRole) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('role', '=', role)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { merchantId, staffId: staff.id, username: staff.username, ip: '127.0.0.1', role };
}
