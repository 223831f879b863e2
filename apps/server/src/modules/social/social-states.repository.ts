import '../../db/schema-devices.ts';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { SocialLoginStatesTable, TSocialProviderName } from '../../db/schema-devices.ts';

export type TSocialStateRow = Selectable<SocialLoginStatesTable>;

export async function insertSocialState(
  db: TDb,
  state: {
    stateHash: Buffer;
    merchantId: number;
    provider: TSocialProviderName;
    bindingHash: Buffer;
    codeVerifier: string;
    nonce: string;
    redirectUri: string;
    returnTo: string;
    minutes: number;
  },
): Promise<void> {
  await db
    .insertInto('social_login_states')
    .values({
      state_hash: state.stateHash,
      merchant_id: state.merchantId,
      provider: state.provider,
      binding_hash: state.bindingHash,
      code_verifier: state.codeVerifier,
      nonce: state.nonce,
      redirect_uri: state.redirectUri,
      return_to: state.returnTo,
      expires_at: sql`now() + make_interval(mins => ${state.minutes})`,
    })
    .execute();
}

/** Spends the state in the statement that finds it: a replayed callback finds nothing. */
export async function consumeSocialState(
  db: TDb,
  merchantId: number,
  provider: TSocialProviderName,
  stateHash: Buffer,
): Promise<TSocialStateRow | null> {
  const row = await db
    .updateTable('social_login_states')
    .set({ consumed_at: sql`now()` })
    .where('state_hash', '=', stateHash)
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Spent or expired states and tickets are trimmed a few at a time whenever a sign-in starts. */
export async function pruneSocialFlows(db: TDb): Promise<void> {
  await sql`DELETE FROM social_login_states WHERE state_hash IN (
    SELECT state_hash FROM social_login_states WHERE expires_at < now() - interval '1 day' LIMIT 200)`.execute(
    db,
  );
  await sql`DELETE FROM social_tickets WHERE ticket_hash IN (
    SELECT ticket_hash FROM social_tickets WHERE expires_at < now() - interval '1 day' LIMIT 200)`.execute(
    db,
  );
}
