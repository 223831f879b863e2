-- Issue 12 §2.2 and §7, decision 044: the team figures an agent reads (overview, later the contracts' inputs)
-- are kept per member and day and summed per upline and day as the ledger moves, so a month of a 100,000-member
-- team is a few dozen rows, not millions of rounds. A feed reads each new ledger transaction and each new member
-- exactly once, by transaction-id snapshots (below), and adds them in; nothing on the money path changes but a
-- column default and its index.

-- The transaction that wrote the row. Rows from before this migration hold 3 (the first normal transaction id),
-- which the feed's first snapshot does not yet see, so its first run takes in the whole history once.
ALTER TABLE ledger_transactions ADD COLUMN feed_xid xid8 NOT NULL DEFAULT '3';
ALTER TABLE ledger_transactions ALTER COLUMN feed_xid SET DEFAULT pg_current_xact_id();
CREATE INDEX ledger_transactions_feed ON ledger_transactions (feed_xid);
ALTER TABLE members ADD COLUMN feed_xid xid8 NOT NULL DEFAULT '3';
ALTER TABLE members ALTER COLUMN feed_xid SET DEFAULT pg_current_xact_id();
CREATE INDEX members_feed ON members (feed_xid);

-- How far a feed has read: the snapshot of its last run. A row is new to the feed when its transaction is visible
-- in the snapshot of this run and was not in the last one — every committed row once, whatever order transactions
-- commit in (an id or time cursor would skip a transaction that commits after a later one was read).
CREATE TABLE feed_cursors (
  name text PRIMARY KEY,
  seen pg_snapshot NOT NULL
);
INSERT INTO feed_cursors (name, seen) VALUES ('team-figures', '3:3:');

-- One member's day (the merchant's calendar): registered that day, placed a bet, stakes net of rollbacks, game
-- wins, deposits, withdrawals net of what came back. Money in minor units.
CREATE TABLE member_days (
  member_id   bigint NOT NULL REFERENCES members(id),
  day         date NOT NULL,
  joined      boolean NOT NULL DEFAULT false,
  active      boolean NOT NULL DEFAULT false,
  stake       bigint NOT NULL DEFAULT 0,
  win         bigint NOT NULL DEFAULT 0,
  deposits    bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

-- The same summed over everyone under an upline when the feed took it in (joined and active count members).
CREATE TABLE team_days (
  upline_id   bigint NOT NULL REFERENCES members(id),
  day         date NOT NULL,
  joined      int NOT NULL DEFAULT 0,
  active      int NOT NULL DEFAULT 0,
  stake       bigint NOT NULL DEFAULT 0,
  win         bigint NOT NULL DEFAULT 0,
  deposits    bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (upline_id, day)
);

-- Members active in a week (W, from its Monday) or a month (M, from its first day): a member counts once however
-- many days it played. member_periods marks the member's first active day of the period, so the count is added once.
CREATE TABLE member_periods (
  member_id bigint NOT NULL REFERENCES members(id),
  period    char(1) NOT NULL CHECK (period IN ('W', 'M')),
  starts    date NOT NULL,
  PRIMARY KEY (member_id, period, starts)
);
CREATE TABLE team_periods (
  upline_id bigint NOT NULL REFERENCES members(id),
  period    char(1) NOT NULL CHECK (period IN ('W', 'M')),
  starts    date NOT NULL,
  active    int NOT NULL DEFAULT 0,
  PRIMARY KEY (upline_id, period, starts)
);

-- MAIN balances as the feed has taken them in: the member's own, and its team's (everyone under it).
CREATE TABLE team_balances (
  member_id    bigint PRIMARY KEY REFERENCES members(id),
  own_balance  bigint NOT NULL DEFAULT 0,
  team_balance bigint NOT NULL DEFAULT 0
);

-- The feed and a move take this lock, so the money a moved branch carries is exactly what the feed has added.
CREATE FUNCTION team_figures_lock_key() RETURNS bigint
  LANGUAGE sql IMMUTABLE RETURN hashtextextended('team-figures', 0);

-- A moved branch takes its balance (as fed) from the old chain to the new; its past days stay with the teams it
-- was in then (decision 044). Runs before the chain rows are rewritten (trigger names sort before
-- members_chain_move), so the old chain is still there.
CREATE FUNCTION members_move_team_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_branch bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(team_figures_lock_key());
  SELECT coalesce(sum(b.own_balance), 0) INTO v_branch
  FROM team_balances b
  WHERE b.member_id = NEW.id OR b.member_id IN (SELECT u.member_id FROM member_uplines u WHERE u.upline_id = NEW.id);
  IF v_branch = 0 THEN RETURN NULL; END IF;
  UPDATE team_balances b SET team_balance = b.team_balance - v_branch
  FROM member_uplines u WHERE u.member_id = NEW.id AND b.member_id = u.upline_id;
  INSERT INTO team_balances (member_id, team_balance)
  SELECT c.upline_id, v_branch
  FROM (SELECT NEW.upline_id AS upline_id WHERE NEW.upline_id IS NOT NULL
        UNION ALL SELECT u.upline_id FROM member_uplines u WHERE u.member_id = NEW.upline_id) c
  ON CONFLICT (member_id) DO UPDATE SET team_balance = team_balances.team_balance + EXCLUDED.team_balance;
  RETURN NULL;
END $$;
CREATE TRIGGER members_a_move_team_balance AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_move_team_balance();
