import '../../db/schema-devices.ts';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { SocialTicketsTable, TSocialProviderName } from '../../db/schema-devices.ts';

export type TSocialTicketRow = Selectable<SocialTicketsTable>;

export async function findSocialIdentity(
  db: TDb,
  merchantId: number,
  provider: TSocialProviderName,
  subject: string,
): Promise<{ memberId: bigint } | null> {
  const row = await db
    .selectFrom('social_identities')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ? { memberId: row.member_id } : null;
}

/**
 * The confirmed link. Unique on (provider, subject) and on (member, provider): a second link either way
 * is refused by the database, and a trigger refuses any later change or removal (seed 001 §8).
 */
export async function insertSocialIdentity(
  trx: TDb,
  link: {
    merchantId: number;
    provider: TSocialProviderName;
    subject: string;
    memberId: bigint;
    email: string | null;
  },
): Promise<'linked' | 'member-has-one' | 'identity-taken'> {
  try {
    await trx
      .insertInto('social_identities')
      .values({
        merchant_id: link.merchantId,
        provider: link.provider,
        subject: link.subject,
        member_id: link.memberId,
        email: link.email,
      })
      .execute();
    return 'linked';
  } catch (error) {
    const pg = error as { code?: string; constraint?: string };
    if (pg.code !== '23505') throw error;
    return pg.constraint?.includes('member_id') ? 'member-has-one' : 'identity-taken';
  }
}

export async function mySocialLinks(db: TDb, ref: { merchantId: number; memberId: bigint }) {
  const rows = await db
    .selectFrom('social_identities')
    .select(['provider', 'email', 'confirmed_at'])
    .where('merchant_id', '=', ref.merchantId)
    .where('member_id', '=', ref.memberId)
    .orderBy('provider')
    .limit(2)
    .execute();
  return rows.map((row) => ({
    provider: row.provider,
    email: row.email,
    linkedAt: row.confirmed_at.toISOString(),
  }));
}

export async function insertSocialTicket(
  db: TDb,
  ticket: {
    ticketHash: Buffer;
    merchantId: number;
    provider: TSocialProviderName;
    subject: string;
    email: string | null;
    displayName: string | null;
    bindingHash: Buffer;
    minutes: number;
  },
): Promise<void> {
  await db
    .insertInto('social_tickets')
    .values({
      ticket_hash: ticket.ticketHash,
      merchant_id: ticket.merchantId,
      provider: ticket.provider,
      subject: ticket.subject,
      email: ticket.email,
      display_name: ticket.displayName,
      binding_hash: ticket.bindingHash,
      expires_at: sql`now() + make_interval(mins => ${ticket.minutes})`,
    })
    .execute();
}

/** A live ticket presented by the browser it was issued to; `forUpdate` inside a transaction. */
export async function findLiveTicket(
  db: TDb,
  merchantId: number,
  ticketHash: Buffer,
  bindingHash: Buffer,
  options: { maxAttempts: number; forUpdate?: boolean },
): Promise<TSocialTicketRow | null> {
  let query = db
    .selectFrom('social_tickets')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('ticket_hash', '=', ticketHash)
    .where('binding_hash', '=', bindingHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', options.maxAttempts);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function consumeTicket(db: TDb, ticketHash: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('social_tickets')
    .set({ consumed_at: sql`now()` })
    .where('ticket_hash', '=', ticketHash)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countTicketAttempt(db: TDb, ticketHash: Buffer): Promise<void> {
  await db
    .updateTable('social_tickets')
    .set({ attempts: sql`attempts + 1` })
    .where('ticket_hash', '=', ticketHash)
    .execute();
}
