-- Sign-in from a new device and social sign-in (issue 10 §8, decision 022): the member's devices
-- (a random cookie id, only its SHA-256 stored), login challenges for an untrusted device, the
-- player's authenticator (TOTP secret encrypted at rest), and OIDC/OAuth providers per merchant with
-- the social identities linked to members.

CREATE TABLE member_devices (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  device_hash   bytea NOT NULL,
  name          text NOT NULL CHECK (length(name) <= 80),
  user_agent    text CHECK (length(user_agent) <= 300),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_ip       text CHECK (length(last_ip) <= 64),
  last_country  text CHECK (length(last_country) <= 2),
  -- Set when the member proved a second factor on this device (or the merchant's check was off);
  -- cleared when the member removes the device.
  trusted_at    timestamptz,
  UNIQUE (merchant_id, member_id, device_hash)
);
CREATE INDEX member_devices_member ON member_devices (merchant_id, member_id, last_seen_at DESC);

-- The device a session was opened on, so removing a device ends its sessions.
ALTER TABLE sessions ADD COLUMN device_id bigint REFERENCES member_devices(id);
CREATE INDEX sessions_device ON sessions (device_id) WHERE revoked_at IS NULL;

CREATE TABLE login_challenges (
  id                bigserial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  member_id         bigint NOT NULL REFERENCES members(id),
  token_hash        bytea NOT NULL UNIQUE,
  device_hash       bytea NOT NULL,
  login_type        text NOT NULL CHECK (login_type IN ('username', 'sms')),
  used_temp_password boolean NOT NULL DEFAULT false,
  -- The one out-of-band code in flight (mobile or e-mail), stored as an HMAC.
  code_method       text CHECK (code_method IN ('mobile', 'email')),
  code_hash         bytea,
  code_expires_at   timestamptz,
  codes_sent        smallint NOT NULL DEFAULT 0,
  attempts          smallint NOT NULL DEFAULT 0,
  expires_at        timestamptz NOT NULL,
  consumed_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_member ON login_challenges (merchant_id, member_id, created_at DESC);

CREATE TABLE member_authenticators (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  -- lib/secret-box.ts: AES-256-GCM, bound to merchant and member.
  secret_enc   text NOT NULL CHECK (length(secret_enc) <= 400),
  confirmed_at timestamptz,
  last_step    bigint,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id)
);

CREATE TABLE social_providers (
  merchant_id            int NOT NULL REFERENCES merchants(id),
  provider               text NOT NULL CHECK (provider IN ('google', 'facebook')),
  enabled                boolean NOT NULL DEFAULT false,
  -- oidc: endpoints from the issuer's discovery document, identity from the signed ID token;
  -- oauth2: endpoints configured, identity from the user-info endpoint (Facebook Login).
  kind                   text NOT NULL CHECK (kind IN ('oidc', 'oauth2')),
  issuer                 text CHECK (length(issuer) <= 255),
  authorization_endpoint text CHECK (length(authorization_endpoint) <= 255),
  token_endpoint         text CHECK (length(token_endpoint) <= 255),
  userinfo_endpoint      text CHECK (length(userinfo_endpoint) <= 255),
  client_id              text NOT NULL CHECK (length(client_id) <= 255),
  client_secret_enc      text NOT NULL CHECK (length(client_secret_enc) <= 1000),
  scopes                 text NOT NULL CHECK (length(scopes) <= 255),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider)
);

-- One sign-in attempt between the redirect to the provider and its answer: single use, 10 minutes,
-- tied to the browser that started it (binding cookie) and carrying the PKCE verifier and nonce.
CREATE TABLE social_login_states (
  state_hash    bytea PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  provider      text NOT NULL,
  binding_hash  bytea NOT NULL,
  code_verifier text NOT NULL CHECK (length(code_verifier) <= 128),
  nonce         text NOT NULL CHECK (length(nonce) <= 128),
  redirect_uri  text NOT NULL CHECK (length(redirect_uri) <= 300),
  return_to     text NOT NULL CHECK (length(return_to) <= 200),
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz
);

-- What the provider said about the person, kept until the site exchanges the ticket (10 minutes):
-- a sign-in for a linked identity, or the start of linking / creating an account.
CREATE TABLE social_tickets (
  ticket_hash   bytea PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  provider      text NOT NULL,
  subject       text NOT NULL CHECK (length(subject) <= 255),
  email         text CHECK (length(email) <= 255),
  display_name  text CHECK (length(display_name) <= 120),
  binding_hash  bytea NOT NULL,
  attempts      smallint NOT NULL DEFAULT 0,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz
);

-- A confirmed link: never changed or removed (seed 001 §8).
CREATE TABLE social_identities (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  provider     text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject      text NOT NULL CHECK (length(subject) <= 255),
  member_id    bigint NOT NULL REFERENCES members(id),
  email        text CHECK (length(email) <= 255),
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, provider, subject),
  UNIQUE (merchant_id, member_id, provider)
);

CREATE FUNCTION social_identities_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a confirmed social link cannot be changed or removed';
END $$;
CREATE TRIGGER social_identities_no_change BEFORE UPDATE OR DELETE ON social_identities
  FOR EACH ROW EXECUTE FUNCTION social_identities_immutable();
