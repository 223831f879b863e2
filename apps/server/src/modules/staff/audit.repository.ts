import type { ZAuditQuery } from '@tala/contract/backoffice/audit';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { TDatabase } from '../../db/schema.ts';
import type { AuditLogTable } from '../../db/schema-backoffice.ts';

type TFilter = z.output<typeof ZAuditQuery>;

export async function insertAudit(db: TDb, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

function matching(merchantId: number, filter: TFilter) {
  return (eb: ExpressionBuilder<TDatabase, 'audit_log'>) =>
    eb.and([
      eb('merchant_id', '=', merchantId),
      ...(filter.staff ? [eb('staff_name', '=', filter.staff.toLowerCase())] : []),
      ...(filter.action ? [eb('action', 'like', `${filter.action.replace(/[%_\\]/g, '\\$&')}%`)] : []),
      ...(filter.targetType ? [eb('target_type', '=', filter.targetType)] : []),
      ...(filter.targetId ? [eb('target_id', '=', filter.targetId)] : []),
      ...(filter.from ? [eb('created_at', '>=', new Date(filter.from))] : []),
      ...(filter.to ? [eb('created_at', '<', new Date(filter.to))] : []),
    ]);
}

export async function countAudit(db: TDb, merchantId: number, filter: TFilter): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where(matching(merchantId, filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first; id breaks ties so paging is stable. */
export async function listAudit(
  db: TDb,
  merchantId: number,
  filter: TFilter,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'staff_name', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'])
    .where(matching(merchantId, filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** An audit row of this staff member, action, target and `after.field` within the last `minutes`. */
export async function findRecentAudit(
  db: TDb,
  match: {
    merchantId: number;
    staffId: bigint;
    action: string;
    targetType: string;
    targetId: string;
    field: string;
    minutes: number;
  },
): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('merchant_id', '=', match.merchantId)
    .where('staff_id', '=', match.staffId)
    .where('action', '=', match.action)
    .where('target_type', '=', match.targetType)
    .where('target_id', '=', match.targetId)
    .where(sql<string>`after->>'field'`, '=', match.field)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${match.minutes})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
