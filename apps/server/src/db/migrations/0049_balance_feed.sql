-- Live balances are read from the ledger, not pushed by it (issue 15, decision 063). Every posting used to NOTIFY
-- the members it touched from a statement trigger; NOTIFY takes a cluster-wide lock at commit, so every money
-- commit queued behind every other, and the trigger cost each posting a query. Each app instance with open
-- streams now looks for members on transactions committed since its last look, by ledger_transactions.feed_xid
-- (migration 0027, indexed): the same events, a quarter of a second later at most, nothing on the money path.
DROP TRIGGER ledger_entries_notify ON ledger_entries;
DROP FUNCTION ledger_entries_notify();
