-- Wallet issue: sharded house accounts, balance events, event tickets.

-- House accounts are split into shard rows so postings from many players do not queue on one row
-- lock (docs/decisions/005-ledger-house-accounts.md). A house account's balance is the sum of its
-- shards; player accounts always have shard 0.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_range CHECK (shard BETWEEN 0 AND 63);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_house CHECK (is_house OR shard = 0);
DROP INDEX ledger_accounts_house;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_id, code, shard) WHERE member_id IS NULL;

-- Statement history reads a member's entries newest first within a date range.
CREATE INDEX ledger_transactions_created ON ledger_transactions (merchant_id, created_at);

-- Every posting publishes a balance event for each player it touched, inside the posting's own
-- transaction: NOTIFY is delivered only on commit, so listeners never see a rolled-back balance,
-- and no code path that writes entries can forget to publish.
CREATE FUNCTION ledger_entries_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ledger_balance', json_build_object('merchantId', a.merchant_id, 'memberId', a.member_id::text)::text)
  FROM (SELECT DISTINCT acc.merchant_id, acc.member_id
        FROM new_entries n JOIN ledger_accounts acc ON acc.id = n.account_id
        WHERE acc.member_id IS NOT NULL) a;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_notify AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_notify();

-- EventSource cannot send an Authorization header: a session buys a short-lived single-use ticket
-- (stored hashed) that the stream URL carries instead of the session token.
CREATE TABLE wallet_event_tickets (
  ticket_hash text PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_event_tickets_expires ON wallet_event_tickets (expires_at);
