import type { ColumnType, Generated } from 'kysely';

/** Tables of 0014_devices_social.sql (decision 022), added to TDatabase without editing schema.ts. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TVerificationCodeMethod = 'mobile' | 'email';
export type TSocialProviderName = 'google' | 'facebook';

export interface MemberDevicesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  device_hash: Buffer;
  name: string;
  user_agent: string | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  last_ip: string | null;
  last_country: string | null;
  trusted_at: NullableTimestamp;
}

export interface LoginChallengesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  token_hash: Buffer;
  device_hash: Buffer;
  login_type: 'username' | 'sms';
  used_temp_password: Generated<boolean>;
  code_method: TVerificationCodeMethod | null;
  code_hash: Buffer | null;
  code_expires_at: NullableTimestamp;
  codes_sent: Generated<number>;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MemberAuthenticatorsTable {
  merchant_id: number;
  member_id: bigint;
  /** Sealed by lib/secret-box.ts (decision 031; db/sealed-columns.ts). */
  secret_enc: string;
  confirmed_at: NullableTimestamp;
  last_step: bigint | null;
  created_at: Timestamp;
}

export interface SocialProvidersTable {
  merchant_id: number;
  provider: TSocialProviderName;
  enabled: boolean;
  kind: 'oidc' | 'oauth2';
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  userinfo_endpoint: string | null;
  client_id: string;
  /** Sealed by lib/secret-box.ts (decision 031; db/sealed-columns.ts). */
  client_secret_enc: string;
  scopes: string;
  updated_at: Timestamp;
}

export interface SocialLoginStatesTable {
  state_hash: Buffer;
  merchant_id: number;
  provider: TSocialProviderName;
  binding_hash: Buffer;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SocialTicketsTable {
  ticket_hash: Buffer;
  merchant_id: number;
  provider: TSocialProviderName;
  subject: string;
  email: string | null;
  display_name: string | null;
  binding_hash: Buffer;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SocialIdentitiesTable {
  id: Generated<bigint>;
  merchant_id: number;
  provider: TSocialProviderName;
  subject: string;
  member_id: bigint;
  email: string | null;
  confirmed_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    member_devices: MemberDevicesTable;
    login_challenges: LoginChallengesTable;
    member_authenticators: MemberAuthenticatorsTable;
    social_providers: SocialProvidersTable;
    social_login_states: SocialLoginStatesTable;
    social_tickets: SocialTicketsTable;
    social_identities: SocialIdentitiesTable;
  }
}
