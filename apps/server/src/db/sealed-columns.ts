import { sql } from 'kysely';
import type { TDb } from './database.ts';

/**
 * Every column that holds a secret sealed by lib/secret-box.ts (decision 031), with the row identity its
 * values are bound to. The key rotation, the upgrade of formats from before and the start check go
 * through this list, so a new sealed column must be added here (test/system/secrets-at-rest.test.ts
 * fails for a column named like a secret that is missing).
 */
export const sealedContext = {
  staffTotp: (staffId: bigint) => `staff:${staffId}`,
  enrolmentTotp: (enrolmentId: bigint) => `enrolment:${enrolmentId}`,
  memberTotp: (merchantId: number, memberId: bigint) => `member-totp:${merchantId}:${memberId}`,
  socialClientSecret: (merchantId: number, provider: string) =>
    `social-client-secret:${merchantId}:${provider}`,
};

type TRow = Record<string, unknown>;

export type TSealedColumn = {
  /** What the values are, for messages ("player authenticator secret"). */
  what: string;
  table: 'staff' | 'staff_enrolments' | 'member_authenticators' | 'social_providers';
  column: 'totp_secret' | 'secret_enc' | 'client_secret_enc';
  /** The primary key: the row a value belongs to. */
  keys: readonly string[];
  context: (row: TRow) => string;
};

export const SEALED_COLUMNS: readonly TSealedColumn[] = [
  {
    what: 'staff authenticator secret',
    table: 'staff',
    column: 'totp_secret',
    keys: ['id'],
    context: (row) => sealedContext.staffTotp(row.id as bigint),
  },
  {
    what: 'pending staff enrolment secret',
    table: 'staff_enrolments',
    column: 'totp_secret',
    keys: ['id'],
    context: (row) => sealedContext.enrolmentTotp(row.id as bigint),
  },
  {
    what: 'player authenticator secret',
    table: 'member_authenticators',
    column: 'secret_enc',
    keys: ['merchant_id', 'member_id'],
    context: (row) => sealedContext.memberTotp(row.merchant_id as number, row.member_id as bigint),
  },
  {
    what: 'social sign-in client secret',
    table: 'social_providers',
    column: 'client_secret_enc',
    keys: ['merchant_id', 'provider'],
    context: (row) => sealedContext.socialClientSecret(row.merchant_id as number, row.provider as string),
  },
];

/** A sealed value with its row's primary key. */
export type TSealedRow = { row: TRow; value: string };

const keyList = (c: TSealedColumn) => sql.join(c.keys.map((key) => sql.ref(key)));
/** The format (`sb2`, or one of before) and key id of a value: the two first dot-separated parts. */
const formatOf = (c: TSealedColumn) => sql<string>`split_part(${sql.ref(c.column)}, '.', 1)`;
const keyIdOf = (c: TSealedColumn) => sql<string>`split_part(${sql.ref(c.column)}, '.', 2)`;

function toSealedRows(rows: TRow[]): TSealedRow[] {
  return rows.map(({ sealed_value, ...row }) => ({ row, value: sealed_value as string }));
}

/**
 * The values in one of `formats`, or (`notUnderKey`) every value not sealed with that key of the current
 * format, locked until the transaction ends (instances starting together re-seal each value once).
 */
export async function lockSealedRows(
  trx: TDb,
  c: TSealedColumn,
  select: { formats: readonly string[] } | { notUnderKey: string },
): Promise<TSealedRow[]> {
  const where =
    'formats' in select
      ? sql`${formatOf(c)} IN (${sql.join([...select.formats])})`
      : sql`NOT (${formatOf(c)} = 'sb2' AND ${keyIdOf(c)} = ${select.notUnderKey})`;
  const result = await sql<TRow>`
    SELECT ${keyList(c)}, ${sql.ref(c.column)} AS sealed_value FROM ${sql.table(c.table)}
    WHERE ${sql.ref(c.column)} IS NOT NULL AND ${where}
    ORDER BY ${keyList(c)} FOR UPDATE`.execute(trx);
  return toSealedRows(result.rows);
}

export async function replaceSealedValue(trx: TDb, c: TSealedColumn, row: TRow, value: string) {
  const match = sql.join(
    c.keys.map((key) => sql`${sql.ref(key)} = ${row[key]}`),
    sql` AND `,
  );
  await sql`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.column)} = ${value} WHERE ${match}`.execute(trx);
}

/**
 * One value per (format, key id) in use: a walk over the distinct pairs (each step one index probe on
 * member_authenticators, whose index is on exactly these expressions), so it costs the number of keys in
 * use, not the number of rows. At most `limit` samples.
 */
export async function sampleSealedValues(db: TDb, c: TSealedColumn, limit = 20): Promise<TSealedRow[]> {
  const table = sql.table(c.table);
  const value = sql.ref(c.column);
  const pair = sql`${formatOf(c)}, ${keyIdOf(c)}`;
  const result = await sql<TRow>`
    WITH RECURSIVE tags (format, key_id) AS (
      (SELECT ${pair} FROM ${table} WHERE ${value} IS NOT NULL ORDER BY 1, 2 LIMIT 1)
      UNION ALL
      SELECT next.format, next.key_id FROM tags, LATERAL (
        SELECT ${pair} FROM ${table}
        WHERE ${value} IS NOT NULL AND (${pair}) > (tags.format, tags.key_id)
        ORDER BY 1, 2 LIMIT 1
      ) AS next (format, key_id)
    )
    SELECT sample.* FROM (SELECT * FROM tags LIMIT ${limit}) AS tag, LATERAL (
      SELECT ${keyList(c)}, ${value} AS sealed_value FROM ${table}
      WHERE ${formatOf(c)} = tag.format AND ${keyIdOf(c)} = tag.key_id LIMIT 1
    ) AS sample`.execute(db);
  return toSealedRows(result.rows);
}
