import type { TStaffAnnouncementType } from '@tala/contract/constants';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { ColumnType, Generated } from 'kysely';

/** Kysely table types; each mirrors a table in migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb {"en": "...", "vi": "..."} (0012): read as an object, written as its JSON text. */
type LocalizedColumn = ColumnType<TLocalizedText, string, string>;
type DefaultedLocalizedColumn = ColumnType<TLocalizedText, string | undefined, string>;

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  currency_symbol: Generated<string>;
  default_language: Generated<string>;
  min_age: Generated<number>;
  created_at: Timestamp;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_id: number;
  speed: Generated<number>;
}

export interface MerchantSettingsTable {
  merchant_id: number;
  settings: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface RegisterRulesTable {
  merchant_id: number;
  field: string;
  visible: boolean;
  required: boolean;
  pattern_id: number;
  min_length: number;
  max_length: number;
}

export interface WhitelabelModulesTable {
  merchant_id: number;
  mod_id: string;
  parent_id: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface MembersTable {
  id: Generated<bigint>;
  merchant_id: number;
  username: string;
  password_hash: string;
  temp_password_hash: string | null;
  temp_password_expires: NullableTimestamp;
  must_change_password: Generated<boolean>;
  password_changed_at: Timestamp;
  nickname: Generated<string>;
  agent_type: Generated<number>;
  upline_id: bigint | null;
  affiliate_code: string | null;
  referral_code: string | null;
  recommender_id: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line_id: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  payment_password_hash: string | null;
  avatar: Generated<string>;
  avatar_type: Generated<'STATIC' | 'CUSTOM'>;
  language: Generated<string>;
  status: Generated<'ACTIVE' | 'DISABLED'>;
  register_method: Generated<string>;
  register_ip: string | null;
  register_url: string | null;
  domain: string | null;
  first_login_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: Buffer;
  login_type: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** 0014_devices_social.sql: the member device the session was opened on. */
  device_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

export interface SmsCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  purpose: 'login' | 'register' | 'forgot';
  dialing_code: string;
  mobile_num: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CaptchaChallengesTable {
  id: string;
  merchant_id: number;
  answer_hash: Buffer;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface HumanChecksUsedTable {
  signature: string;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
  locked_until: NullableTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<bigint>;
  merchant_id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

export interface GameVendorsTable {
  id: Generated<number>;
  merchant_id: number;
  account_type_id: number;
  vassalage: string;
  display_name: string;
  category: string;
  icon: string;
  is_hot: Generated<boolean>;
  wallet_mode: Generated<'SEAMLESS' | 'TRANSFER'>;
  status: Generated<'ACTIVE' | 'MAINTENANCE' | 'DISABLED'>;
  allows_trial: Generated<boolean>;
  sort: Generated<number>;
  /** 0005_vendor_wallet.sql: the provider serving this vendor's games. */
  provider_code: Generated<string | null>;
}

export interface AnnouncementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: TStaffAnnouncementType;
  title_i18n: LocalizedColumn;
  content_i18n: DefaultedLocalizedColumn;
  /** Shown only to readers whose language has a text (no fallback). */
  translated_only: Generated<boolean>;
  popup: Generated<boolean>;
  display_rule: Generated<'once' | 'every_visit'>;
  revision: Generated<number>;
  sort: Generated<number>;
  published_at: Timestamp;
  expires_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface AnnouncementSeenTable {
  merchant_id: number;
  member_id: bigint;
  announcement_id: bigint;
  revision: number;
  seen_at: Timestamp;
}

export interface BannersTable {
  id: Generated<bigint>;
  merchant_id: number;
  group_code: 'home' | 'w_login' | 'w_register';
  title_i18n: LocalizedColumn;
  subtitle_i18n: DefaultedLocalizedColumn;
  cta_i18n: DefaultedLocalizedColumn;
  translated_only: Generated<boolean>;
  artwork: string;
  link_url: string | null;
  sort: Generated<number>;
}

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint | null;
  code: string;
  currency: string;
  balance: Generated<bigint>;
  is_house: boolean;
  /** House accounts are split into shard rows (0002_wallet.sql); always 0 for a player account. */
  shard: Generated<number>;
}

export interface LedgerTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  idempotency_key: string;
  kind: string;
  request_hash: string;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  transaction_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
}

/** Every (upline, member) pair of a chain (migration 0026): depth 1 is the direct upline. Kept by triggers. */
export interface MemberUplinesTable {
  upline_id: bigint;
  member_id: bigint;
  depth: number;
}

/** What an agent transferred to its team on a day of the merchant's calendar (migration 0026). */
export interface AgentTransferDaysTable {
  member_id: bigint;
  day: string;
  paid_minor: bigint;
}

export interface TDatabase {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  merchant_settings: MerchantSettingsTable;
  register_rules: RegisterRulesTable;
  whitelabel_modules: WhitelabelModulesTable;
  app_secrets: AppSecretsTable;
  members: MembersTable;
  member_uplines: MemberUplinesTable;
  agent_transfer_days: AgentTransferDaysTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  captcha_challenges: CaptchaChallengesTable;
  human_checks_used: HumanChecksUsedTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  game_vendors: GameVendorsTable;
  announcements: AnnouncementsTable;
  announcement_seen: AnnouncementSeenTable;
  banners: BannersTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
}
