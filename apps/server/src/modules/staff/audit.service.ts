import type { TAuditEntry, TAuditQuery } from '@tala/contract/backoffice/audit';
import { ZAuditQuery } from '@tala/contract/backoffice/audit';
import type { TDb } from '../../db/database.ts';
import { pageFacts } from '../../lib/paging.ts';
import { countAudit, findRecentAudit, insertAudit, listAudit } from './audit.repository.ts';

/** Who acts: every audited change carries the staff member and the IP the request came from. */
export type TActor = { merchantId: number; staffId: bigint; username: string; ip: string };

export type TAuditRecord = {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** JSON with bigints as strings (ids, minor units), so the audit row holds exactly what changed. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));
}

/** Writes one audit row. Call it with the transaction that makes the change, so both commit or neither. */
export async function writeAudit(trx: TDb, actor: TActor, record: TAuditRecord): Promise<void> {
  await insertAudit(trx, {
    merchant_id: actor.merchantId,
    staff_id: actor.staffId,
    staff_name: actor.username,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId.slice(0, 80),
    before: toJson(record.before),
    after: toJson(record.after),
    ip: actor.ip.slice(0, 64),
  });
}

/** The name audit rows carry for changes made by a command on the server (no staff member, no IP). */
export const COMMAND_LINE_ACTOR = 'command-line';

/** Writes one audit row for a change made from the command line (npm run staff:create). */
export async function writeCommandAudit(trx: TDb, merchantId: number, record: TAuditRecord): Promise<void> {
  await insertAudit(trx, {
    merchant_id: merchantId,
    staff_id: null,
    staff_name: COMMAND_LINE_ACTOR,
    action: record.action,
    target_type: record.targetType,
    target_id: record.targetId.slice(0, 80),
    before: toJson(record.before),
    after: toJson(record.after),
    ip: null,
  });
}

/** How long a revealed statement stays readable for the staff member who revealed it. */
export const STATEMENT_REVEAL_MINUTES = 15;

/**
 * Whether this staff member revealed `field` of this player within `minutes`: the audited reveal is the
 * grant itself, so nothing can be read that the audit log does not show.
 */
export async function hasRecentReveal(
  db: TDb,
  viewer: { merchantId: number; staffId: bigint },
  playerId: string,
  field: string,
  minutes: number,
): Promise<boolean> {
  return findRecentAudit(db, {
    merchantId: viewer.merchantId,
    staffId: viewer.staffId,
    action: 'players.reveal',
    targetType: 'player',
    targetId: playerId,
    field,
    minutes,
  });
}

export async function getAuditPage(db: TDb, merchantId: number, input: TAuditQuery) {
  const query = ZAuditQuery.parse(input);
  const [total, rows] = await Promise.all([
    countAudit(db, merchantId, query),
    listAudit(db, merchantId, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const list: TAuditEntry[] = rows.map((row) => ({
    id: String(row.id),
    at: row.created_at.toISOString(),
    staff: row.staff_name,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  }));
  return {
    list,
    ...pageFacts(total, query),
  };
}
