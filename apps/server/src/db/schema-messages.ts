import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TMessageAudience, TMessageStatus, TSystemMessageKind } from '@tala/contract/messages/messages';
import type { ColumnType, Generated } from 'kysely';

/** Table types of 0042_messages.sql (decision 055), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as a string, read as the parsed value. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface MemberMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  source: 'STAFF' | 'SYSTEM';
  audience: TMessageAudience;
  /** 0 for EVERYONE, the member's id for MEMBER, the agent's id for AGENT_TEAM. */
  audience_key: bigint;
  system_kind: TSystemMessageKind | null;
  params: Json<Record<string, string | number>>;
  title: Json<TLocalizedText>;
  body_html: Json<TLocalizedText>;
  preview: Json<TLocalizedText>;
  status: TMessageStatus;
  send_at: Timestamp;
  sent_at: NullableTimestamp;
  audience_size: number | null;
  created_by: bigint | null;
  cancelled_by: bigint | null;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MemberMessageStatesTable {
  merchant_id: number;
  member_id: bigint;
  message_id: bigint;
  read_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    member_messages: MemberMessagesTable;
    member_message_states: MemberMessageStatesTable;
  }
}
