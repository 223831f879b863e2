import '../../db/schema-messages.ts';
import '../../db/schema-vip.ts';
import { canOpenAgentCentre, DEMO_AGENT_TYPE } from '@tala/contract/constants';
import type { TMessageAudience } from '@tala/contract/messages/messages';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who a message reaches (decision 055). A message names its audience as (audience, audience_key) and is never
 * copied per recipient; each audience has one resolver that answers the three questions the inbox, the composer
 * and the live badge ask. A new segment is one more enum value and one resolver (the VIP rank's: decision 057).
 */
export type TReader = { merchantId: number; memberId: bigint; joinedAt: Date; agentType: number };

/** What the composer names: a player's or an agent's username, or a VIP rank level. */
export type TAudienceTarget = { username: string | null; rankLevel?: number | null | undefined };

/** One audience a reader belongs to; `since` hides segment messages sent before the reader joined the merchant. */
export type TAudienceKey = { audience: TMessageAudience; key: bigint; since: Date | null };

type TResolver = {
  /** The keys of this audience the reader belongs to now. */
  keysOf: (db: TDb, reader: TReader) => Promise<TAudienceKey[]>;
  /** The key for a composer's target (a username for MEMBER and AGENT_TEAM, a level for VIP_RANK), or an AppError. */
  keyFor: (db: TDb, merchantId: number, target: TAudienceTarget) => Promise<bigint>;
  /** How many members the audience holds, counted as readers see it (joined before `at`, no demo accounts). */
  sizeOf: (db: TDb, merchantId: number, key: bigint, at: Date) => Promise<number>;
  /** Of `memberIds` (connected to the live stream), those in the audience: whose badge must be refreshed. */
  membersAmong: (db: TDb, merchantId: number, key: bigint, memberIds: bigint[]) => Promise<bigint[]>;
};

/** Free-play accounts are throwaway: segment messages are not for them (one-player messages still reach them). */
const isSegmentReader = (reader: TReader) => reader.agentType !== DEMO_AGENT_TYPE;

async function memberByUsername(db: TDb, merchantId: number, username: string | null) {
  const row = username
    ? await db
        .selectFrom('members')
        .select(['id', 'agent_type'])
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('BO_MSG_PLAYER_NOT_FOUND');
  return row;
}

async function countOf(query: Promise<{ n: string | number | bigint } | undefined>): Promise<number> {
  return Number((await query)?.n ?? 0);
}

const everyone: TResolver = {
  keysOf: async (_db, reader) =>
    isSegmentReader(reader) ? [{ audience: 'EVERYONE', key: 0n, since: reader.joinedAt }] : [],
  keyFor: async () => 0n,
  sizeOf: (db, merchantId, _key, at) =>
    countOf(
      db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('agent_type', '<>', DEMO_AGENT_TYPE)
        .where('created_at', '<=', at)
        .executeTakeFirst(),
    ),
  membersAmong: async (_db, _merchantId, _key, memberIds) => memberIds,
};

const agentTeam: TResolver = {
  keysOf: async (db, reader) => {
    if (!isSegmentReader(reader)) return [];
    const rows = await db
      .selectFrom('member_uplines')
      .select('upline_id')
      .where('member_id', '=', reader.memberId)
      .execute();
    return rows.map((row) => ({ audience: 'AGENT_TEAM', key: row.upline_id, since: reader.joinedAt }));
  },
  keyFor: async (db, merchantId, target) => {
    const agent = await memberByUsername(db, merchantId, target.username);
    if (!canOpenAgentCentre(agent.agent_type)) throw new AppError('BO_MSG_NOT_AGENT');
    return agent.id;
  },
  sizeOf: (db, merchantId, key, at) =>
    countOf(
      db
        .selectFrom('member_uplines as u')
        .innerJoin('members as m', 'm.id', 'u.member_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('u.upline_id', '=', key)
        .where('m.merchant_id', '=', merchantId)
        .where('m.agent_type', '<>', DEMO_AGENT_TYPE)
        .where('m.created_at', '<=', at)
        .executeTakeFirst(),
    ),
  membersAmong: async (db, _merchantId, key, memberIds) => {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('member_uplines')
      .select('member_id')
      .where('upline_id', '=', key)
      .where('member_id', 'in', memberIds)
      .execute();
    return rows.map((row) => row.member_id);
  },
};

const oneMember: TResolver = {
  keysOf: async (_db, reader) => [{ audience: 'MEMBER', key: reader.memberId, since: null }],
  keyFor: async (db, merchantId, target) => (await memberByUsername(db, merchantId, target.username)).id,
  sizeOf: async () => 1,
  membersAmong: async (_db, _merchantId, key, memberIds) => memberIds.filter((id) => id === key),
};

/**
 * A VIP rank and every rank above it (decision 057): key = the lowest level. A reader at level L belongs to keys 1..L
 * (at most 20 index ranges of the inbox); as a rank changes, so does what the member reads, like a team after a move.
 */
const vipRank: TResolver = {
  keysOf: async (db, reader) => {
    if (!isSegmentReader(reader)) return [];
    const row = await db
      .selectFrom('member_vip')
      .select('level')
      .where('member_id', '=', reader.memberId)
      .where('merchant_id', '=', reader.merchantId)
      .executeTakeFirst();
    const level = row?.level ?? 0;
    return Array.from({ length: level }, (_, index) => ({
      audience: 'VIP_RANK' as const,
      key: BigInt(index + 1),
      since: reader.joinedAt,
    }));
  },
  keyFor: async (db, merchantId, target) => {
    const rank = target.rankLevel
      ? await db
          .selectFrom('vip_ranks')
          .select('level')
          .where('merchant_id', '=', merchantId)
          .where('level', '=', target.rankLevel)
          .executeTakeFirst()
      : undefined;
    if (!rank) throw new AppError('BO_MSG_RANK_UNKNOWN');
    return BigInt(rank.level);
  },
  sizeOf: (db, merchantId, key, at) =>
    countOf(
      db
        .selectFrom('member_vip as v')
        .innerJoin('members as m', 'm.id', 'v.member_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('v.merchant_id', '=', merchantId)
        .where('v.level', '>=', Number(key))
        .where('m.agent_type', '<>', DEMO_AGENT_TYPE)
        .where('m.created_at', '<=', at)
        .executeTakeFirst(),
    ),
  membersAmong: async (db, merchantId, key, memberIds) => {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('member_vip')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .where('level', '>=', Number(key))
      .where('member_id', 'in', memberIds)
      .execute();
    return rows.map((row) => row.member_id);
  },
};

export const AUDIENCES: Record<TMessageAudience, TResolver> = {
  EVERYONE: everyone,
  AGENT_TEAM: agentTeam,
  MEMBER: oneMember,
  VIP_RANK: vipRank,
};

/** Every audience the reader belongs to: the inbox is the messages of these keys. */
export async function readerAudienceKeys(db: TDb, reader: TReader): Promise<TAudienceKey[]> {
  const lists = await Promise.all(Object.values(AUDIENCES).map((resolver) => resolver.keysOf(db, reader)));
  return lists.flat();
}
