-- Issue 10 §4 (decision 025): upload quotas per member and day, and bank accounts bound by the code
-- of a bank from the merchant's bank list.

-- What each member uploaded (deposit receipts, payout proofs) on each of the merchant's days: counted
-- and checked against the quota in one statement, so parallel uploads cannot pass it together.
CREATE TABLE upload_quota_days (
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  day         date NOT NULL,
  files       int NOT NULL CHECK (files >= 0),
  bytes       bigint NOT NULL CHECK (bytes >= 0),
  PRIMARY KEY (merchant_id, member_id, day)
);

-- The bank's code in the merchant's list; null for accounts bound before the list existed whose name
-- matches no bank of it (bank_name keeps the name shown then).
ALTER TABLE bank_accounts ADD COLUMN bank_code text CHECK (bank_code ~ '^[A-Z0-9_]{2,20}$');
CREATE UNIQUE INDEX bank_accounts_live_code ON bank_accounts (merchant_id, member_id, bank_code, account_number)
  WHERE removed_at IS NULL AND bank_code IS NOT NULL;

-- The settings document's free bank names become the bank list: code from the name, the merchant's
-- currency. Only codes the list accepts are kept, once each (the document is validated on read).
WITH named AS (
  SELECT s.merchant_id, m.currency, n.bank_name AS name,
         left(trim(both '_' from upper(regexp_replace(n.bank_name, '[^A-Za-z0-9]+', '_', 'g'))), 20) AS code,
         n.ordinality
  FROM merchant_settings s
  JOIN merchants m ON m.id = s.merchant_id
  CROSS JOIN LATERAL jsonb_array_elements_text(s.settings -> 'bankNames') WITH ORDINALITY AS n(bank_name, ordinality)
  WHERE jsonb_typeof(s.settings -> 'bankNames') = 'array'
), unique_codes AS (
  SELECT DISTINCT ON (merchant_id, code) merchant_id, currency, left(name, 60) AS name, code, ordinality
  FROM named
  WHERE code ~ '^[A-Z0-9_]{2,20}$'
  ORDER BY merchant_id, code, ordinality
), lists AS (
  SELECT merchant_id,
         jsonb_agg(jsonb_build_object('code', code, 'name', name, 'currency', currency, 'country', null)
                   ORDER BY ordinality) AS banks
  FROM unique_codes
  GROUP BY merchant_id
)
UPDATE merchant_settings s
SET settings = (s.settings - 'bankNames')
  || jsonb_build_object('banks', coalesce((SELECT l.banks FROM lists l WHERE l.merchant_id = s.merchant_id), '[]'::jsonb))
WHERE s.settings ? 'bankNames';

-- Accounts bound with one of those names get its code.
UPDATE bank_accounts b
SET bank_code = bank ->> 'code'
FROM merchant_settings s
CROSS JOIN LATERAL jsonb_array_elements(s.settings -> 'banks') AS bank
WHERE s.merchant_id = b.merchant_id
  AND bank ->> 'name' = b.bank_name
  AND b.bank_code IS NULL;
