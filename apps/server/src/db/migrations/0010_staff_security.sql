-- Staff security (decision 016): every staff member proves a second factor; new staff start from a
-- single-use enrolment link instead of a password someone else chose; TOTP secrets are encrypted at rest.

-- A staff member created by `npm run staff:create` or an admin's invitation has no usable password until
-- they complete their enrolment link.
ALTER TABLE staff ALTER COLUMN password_hash DROP NOT NULL;

-- Id of the key (STAFF_TOTP_KEY) the secret is encrypted with; NULL marks a plain secret written before
-- this migration, which the server encrypts on its next start (it holds the key; SQL does not).
ALTER TABLE staff ADD COLUMN totp_key_id text CHECK (length(totp_key_id) <= 16);

-- Enrolment links: only the SHA-256 of the token is stored; valid 24 hours, used once. The authenticator
-- secret shown on the enrolment page is kept here (encrypted) until the staff member proves a code from it,
-- so reopening the link shows the same QR code, and the secret in use is replaced only on completion.
CREATE TABLE staff_enrolments (
  id              bigserial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  staff_id        bigint NOT NULL REFERENCES staff(id),
  token_hash      bytea NOT NULL UNIQUE,
  -- NULL: issued from the command line.
  issued_by       bigint REFERENCES staff(id),
  totp_secret     text,
  totp_key_id     text CHECK (length(totp_key_id) <= 16),
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  revoked_at      timestamptz,
  CHECK ((totp_secret IS NULL) = (totp_key_id IS NULL))
);
CREATE INDEX staff_enrolments_staff ON staff_enrolments (merchant_id, staff_id, id DESC);

-- Reveals of a player's personal data by a masked role are checked against the audit log (the grant is
-- the audited row itself): who revealed which field of which player, and when.
CREATE INDEX audit_log_reveals ON audit_log (merchant_id, staff_id, created_at DESC)
  WHERE action = 'players.reveal';
