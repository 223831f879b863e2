import '../../db/schema-vendor-wallet.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

export type TLaunchTokenInput = {
  tokenHash: Buffer;
  merchantId: number;
  memberId: bigint;
  sessionId: bigint;
  vendorId: number;
  gameCode: string;
  providerGameId: string;
  language: string;
  ttlSeconds: number;
};

export async function insertLaunchToken(db: TDb, input: TLaunchTokenInput): Promise<void> {
  await db
    .insertInto('game_launch_tokens')
    .values({
      token_hash: input.tokenHash,
      merchant_id: input.merchantId,
      member_id: input.memberId,
      session_id: input.sessionId,
      vendor_id: input.vendorId,
      game_code: input.gameCode,
      provider_game_id: input.providerGameId,
      language: input.language,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.ttlSeconds})`,
    })
    .execute();
}

export type TUsedLaunchToken = {
  memberId: bigint;
  sessionId: bigint;
  vendorId: number;
  vassalage: string;
  vendorName: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  gameCode: string;
  providerGameId: string;
  language: string;
};

/**
 * Marks the token used and returns it, or says why it cannot be used. One UPDATE decides, so two
 * concurrent authenticate calls with one token cannot both win.
 */
export async function useLaunchToken(
  db: TDb,
  key: { merchantId: number; providerCode: string },
  tokenHash: Buffer,
): Promise<TUsedLaunchToken | 'UNKNOWN' | 'EXPIRED'> {
  const used = await db
    .updateTable('game_launch_tokens')
    .set({ used_at: sql`now()` })
    .from('game_vendors')
    .whereRef('game_vendors.id', '=', 'game_launch_tokens.vendor_id')
    .where('game_launch_tokens.token_hash', '=', tokenHash)
    .where('game_launch_tokens.merchant_id', '=', key.merchantId)
    .where('game_vendors.provider_code', '=', key.providerCode)
    .where('game_launch_tokens.used_at', 'is', null)
    .where('game_launch_tokens.expires_at', '>', sql<Date>`now()`)
    .returning([
      'game_launch_tokens.member_id',
      'game_launch_tokens.session_id',
      'game_launch_tokens.vendor_id',
      'game_vendors.vassalage',
      'game_vendors.display_name',
      'game_vendors.wallet_mode',
      'game_launch_tokens.game_code',
      'game_launch_tokens.provider_game_id',
      'game_launch_tokens.language',
    ])
    .executeTakeFirst();
  if (used) {
    return {
      memberId: used.member_id,
      sessionId: used.session_id,
      vendorId: used.vendor_id,
      vassalage: used.vassalage,
      vendorName: used.display_name,
      walletMode: used.wallet_mode,
      gameCode: used.game_code,
      providerGameId: used.provider_game_id,
      language: used.language,
    };
  }
  const known = await db
    .selectFrom('game_launch_tokens')
    .innerJoin('game_vendors', 'game_vendors.id', 'game_launch_tokens.vendor_id')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('game_launch_tokens.merchant_id', '=', key.merchantId)
    .where('game_vendors.provider_code', '=', key.providerCode)
    .executeTakeFirst();
  return known ? 'EXPIRED' : 'UNKNOWN';
}

export async function insertWalletSession(
  db: TDb,
  input: {
    tokenHash: Buffer;
    merchantId: number;
    memberId: bigint;
    sessionId: bigint;
    providerCode: string;
    vendorId: number;
    gameCode: string;
    ttlSeconds: number;
  },
): Promise<Date> {
  const row = await db
    .insertInto('wallet_sessions')
    .values({
      token_hash: input.tokenHash,
      merchant_id: input.merchantId,
      member_id: input.memberId,
      session_id: input.sessionId,
      provider_code: input.providerCode,
      vendor_id: input.vendorId,
      game_code: input.gameCode,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.ttlSeconds})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

export type TLiveWalletSession = {
  vendorId: number;
  vassalage: string;
  vendorStatus: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  walletMode: 'SEAMLESS' | 'TRANSFER';
  /**
   * The game the bet is on: the vendor's game the bet names (its provider game id), so a bet placed on
   * another game of the same page (the lottery's tabs) is recorded under that game; else the launched one.
   */
  gameCode: string;
  /** A rollback naming this bet arrived first (applied, or left as a marker): the bet is refused. */
  hasRollback: boolean;
};

/**
 * The wallet session a bet names, if it may still bet: not expired, issued to this player by this
 * provider, and its site session not revoked (logout and password change end betting at once). Read
 * with it, in the same statement, whether a rollback of the bet `betRef` came first.
 */
const bettingSession = prepared(
  (
    db: TDb,
    p: {
      merchantId: number;
      providerCode: string;
      memberId: bigint;
      tokenHash: Buffer;
      betRef: string;
      providerGameId: string;
    },
  ) =>
    db
      .selectFrom('wallet_sessions')
      .innerJoin('sessions', 'sessions.id', 'wallet_sessions.session_id')
      .innerJoin('game_vendors', 'game_vendors.id', 'wallet_sessions.vendor_id')
      .leftJoin('games as named', (join) =>
        join
          .on('named.merchant_id', '=', p.merchantId)
          .onRef('named.vendor_id', '=', 'wallet_sessions.vendor_id')
          .on('named.provider_game_id', '=', p.providerGameId),
      )
      .select([
        'wallet_sessions.vendor_id',
        'game_vendors.vassalage',
        'game_vendors.status',
        'game_vendors.wallet_mode',
      ])
      .select(sql<string>`coalesce(named.code, wallet_sessions.game_code)`.as('game_code'))
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('seamless_transactions')
              .select('seamless_transactions.id')
              .where('seamless_transactions.merchant_id', '=', p.merchantId)
              .where('seamless_transactions.provider_code', '=', p.providerCode)
              .where('seamless_transactions.reference_ref', '=', p.betRef)
              .where('seamless_transactions.kind', '=', 'ROLLBACK')
              .where('seamless_transactions.status', '=', 'APPLIED'),
          )
          .$castTo<boolean>()
          .as('has_rollback'),
      )
      .where('wallet_sessions.token_hash', '=', p.tokenHash)
      .where('wallet_sessions.merchant_id', '=', p.merchantId)
      .where('wallet_sessions.provider_code', '=', p.providerCode)
      .where('wallet_sessions.member_id', '=', p.memberId)
      .where('wallet_sessions.expires_at', '>', sql<Date>`now()`)
      .where('sessions.revoked_at', 'is', null),
);

export async function findBettingSession(
  db: TDb,
  key: { merchantId: number; providerCode: string; memberId: bigint },
  bet: { tokenHash: Buffer; betRef: string; providerGameId: string },
): Promise<TLiveWalletSession | null> {
  const row = await bettingSession.first(db, { ...key, ...bet });
  return row ? liveSessionOf(row) : null;
}

/** A betting session as read from the database (one bet's, or each of a `betBatch`'s). */
export type TBettingSessionRow = {
  vendor_id: number;
  vassalage: string;
  status: TLiveWalletSession['vendorStatus'];
  wallet_mode: TLiveWalletSession['walletMode'];
  game_code: string;
  has_rollback: boolean;
};

export function liveSessionOf(row: TBettingSessionRow): TLiveWalletSession {
  return {
    vendorId: row.vendor_id,
    vassalage: row.vassalage,
    vendorStatus: row.status,
    walletMode: row.wallet_mode,
    gameCode: row.game_code,
    hasRollback: row.has_rollback,
  };
}

/** The vendor of a provider by its account type name (bonus wins name the vendor, not a session). */
export async function findProviderVendor(
  db: TDb,
  key: { merchantId: number; providerCode: string },
  vassalage: string,
): Promise<{ id: number; vassalage: string } | null> {
  const row = await db
    .selectFrom('game_vendors')
    .select(['id', 'vassalage'])
    .where('merchant_id', '=', key.merchantId)
    .where('provider_code', '=', key.providerCode)
    .where('vassalage', '=', vassalage)
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}
