-- One key for every secret at rest (decision 031): staff TOTP secrets, pending enrolment secrets, player
-- authenticator secrets and social sign-in client secrets are all sealed by lib/secret-box.ts under
-- DATA_ENCRYPTION_KEY, as `sb2.<keyId>.<iv>.<ciphertext>.<tag>`: the key id lives in the value, so the
-- separate key-id columns go.
--
-- SQL cannot re-encrypt (it has no key). It only makes every value of before say what it is, and the
-- server's next start re-seals them (lib/secret-keys.ts, upgradeSealedSecrets) in one transaction:
--   `stk1.<keyId>.<ciphertext>`  a staff secret under STAFF_TOTP_KEY (the key id came from totp_key_id);
--   `plain.<secret>`             a staff secret from before 0010, never encrypted (totp_key_id NULL);
--   `sb1.<iv>.<ct>.<tag>`        player authenticator and social client secrets: already self-describing.

UPDATE staff
SET totp_secret = CASE
  WHEN totp_key_id IS NULL THEN 'plain.' || totp_secret
  ELSE 'stk1.' || totp_key_id || '.' || totp_secret
END
WHERE totp_secret IS NOT NULL;

UPDATE staff_enrolments
SET totp_secret = 'stk1.' || totp_key_id || '.' || totp_secret
WHERE totp_secret IS NOT NULL;

-- The CHECK pairing totp_secret with totp_key_id on staff_enrolments goes with the column.
ALTER TABLE staff DROP COLUMN totp_key_id;
ALTER TABLE staff_enrolments DROP COLUMN totp_key_id;

ALTER TABLE staff ADD CONSTRAINT staff_totp_secret_length CHECK (length(totp_secret) <= 400);
ALTER TABLE staff_enrolments ADD CONSTRAINT staff_enrolments_totp_secret_length
  CHECK (length(totp_secret) <= 400);

-- The start check opens one value per key id in use; on the one sealed table that grows with the
-- players, this index makes finding the key ids in use a few probes instead of a scan (and the upgrade's
-- search for values of before, too).
CREATE INDEX member_authenticators_sealed_key ON member_authenticators
  ((split_part(secret_enc, '.', 1)), (split_part(secret_enc, '.', 2)));
