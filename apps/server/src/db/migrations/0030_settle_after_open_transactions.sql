-- A period is settled only when no transaction that could still write into it is running (decision 045, "late
-- figures"). A ledger row is dated by its transaction's start (`created_at DEFAULT now()`), so a transaction that
-- started before a period's end and commits after the settlement read the figures would add to a period already
-- paid. Every transaction that started before `oldest_open_transaction_start()` has committed or rolled back.

-- The start of the oldest transaction still open in this database (other than the caller's), or the time now.
-- Transactions of other databases cannot write here; background workers (autovacuum) write no ledger rows.
CREATE FUNCTION oldest_open_transaction_start() RETURNS timestamptz
  LANGUAGE sql VOLATILE
  RETURN (SELECT least(clock_timestamp(), min(a.xact_start)) FROM pg_stat_activity a
          WHERE a.datname = current_database() AND a.backend_type = 'client backend'
            AND a.pid <> pg_backend_pid() AND a.xact_start IS NOT NULL);

-- Every transaction that started before this time is in the feed's stored snapshot (null: the feed has not run).
ALTER TABLE feed_cursors ADD COLUMN complete_before timestamptz;
