-- Issue 12 §1, decision 043: every member's upline chain stored as rows, so a whole team (all levels under an
-- agent) is one index range, and "is this member in my team" one index probe — never a recursive walk per
-- request. The rows follow members.upline_id by trigger, so no code path that registers or moves a member
-- can forget them.

-- One row for each (upline, member) pair on a chain: depth 1 is the direct upline, 2 its upline, and so on.
CREATE TABLE member_uplines (
  upline_id bigint NOT NULL REFERENCES members(id),
  member_id bigint NOT NULL REFERENCES members(id),
  depth     smallint NOT NULL CHECK (depth BETWEEN 1 AND 30),
  PRIMARY KEY (upline_id, member_id)
);
-- A member's chain, nearest first; the level index reads one level of a team (depth 1: the direct downline).
CREATE UNIQUE INDEX member_uplines_chain ON member_uplines (member_id, depth);
CREATE INDEX member_uplines_level ON member_uplines (upline_id, depth, member_id);

-- The deepest chain a merchant's tree may have (decision 043; the depth CHECK above says the same): a
-- registration or a move that would go deeper is refused, so one registration writes at most this many rows.
CREATE FUNCTION member_uplines_max_depth() RETURNS int LANGUAGE sql IMMUTABLE RETURN 30;

-- Registrations hold a merchant's tree shared, a move exclusively: a member registered under an agent while
-- that agent's branch moves is either moved with it or registered under the moved chain, never half.
CREATE FUNCTION member_uplines_lock_key(p_merchant int) RETURNS bigint
  LANGUAGE sql IMMUTABLE RETURN hashtextextended('member-uplines:' || p_merchant::text, 0);

-- Before a member gets or changes its upline: the upline is of the same merchant, not the member itself nor
-- one of its team (a cycle), and the chain stays within the depth limit. SQLSTATE P0001, message the reason.
CREATE FUNCTION members_upline_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_upline_merchant int;
  v_upline_depth int;
  v_team_depth int := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(member_uplines_lock_key(NEW.merchant_id));
  ELSE
    PERFORM pg_advisory_xact_lock(member_uplines_lock_key(NEW.merchant_id));
  END IF;
  IF NEW.upline_id IS NULL THEN RETURN NEW; END IF;
  SELECT m.merchant_id INTO v_upline_merchant FROM members m WHERE m.id = NEW.upline_id;
  IF v_upline_merchant IS DISTINCT FROM NEW.merchant_id THEN RAISE EXCEPTION 'UPLINE_NOT_FOUND'; END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.upline_id = NEW.id OR EXISTS (
      SELECT 1 FROM member_uplines u WHERE u.upline_id = NEW.id AND u.member_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'UPLINE_IN_TEAM';
    END IF;
    SELECT coalesce(max(u.depth), 0) INTO v_team_depth FROM member_uplines u WHERE u.upline_id = NEW.id;
  END IF;
  SELECT coalesce(max(u.depth), 0) + 1 INTO v_upline_depth FROM member_uplines u WHERE u.member_id = NEW.upline_id;
  IF v_upline_depth + v_team_depth > member_uplines_max_depth() THEN RAISE EXCEPTION 'TEAM_TOO_DEEP'; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_upline_check_insert BEFORE INSERT ON members
  FOR EACH ROW WHEN (NEW.upline_id IS NOT NULL) EXECUTE FUNCTION members_upline_check();
CREATE TRIGGER members_upline_check_move BEFORE UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_upline_check();

-- A new member under an upline: the upline's chain, one level further, plus the upline itself.
CREATE FUNCTION members_chain_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_uplines (upline_id, member_id, depth)
  SELECT NEW.upline_id, NEW.id, 1
  UNION ALL
  SELECT u.upline_id, NEW.id, u.depth + 1 FROM member_uplines u WHERE u.member_id = NEW.upline_id;
  RETURN NULL;
END $$;
CREATE TRIGGER members_chain_insert AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.upline_id IS NOT NULL) EXECUTE FUNCTION members_chain_insert();

-- A member moved (with its whole team) to another upline, or to none: the branch's links to the old chain
-- go, links to the new chain come, every depth counted from the member's new place.
CREATE FUNCTION members_chain_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_uplines d
  USING (SELECT NEW.id AS member_id UNION ALL
         SELECT u.member_id FROM member_uplines u WHERE u.upline_id = NEW.id) AS branch,
        (SELECT u.upline_id FROM member_uplines u WHERE u.member_id = NEW.id) AS old_chain
  WHERE d.member_id = branch.member_id AND d.upline_id = old_chain.upline_id;
  INSERT INTO member_uplines (upline_id, member_id, depth)
  SELECT chain.upline_id, branch.member_id, branch.depth + chain.depth
  FROM (SELECT NEW.id AS member_id, 0 AS depth UNION ALL
        SELECT u.member_id, u.depth FROM member_uplines u WHERE u.upline_id = NEW.id) AS branch,
       (SELECT NEW.upline_id AS upline_id, 1 AS depth WHERE NEW.upline_id IS NOT NULL UNION ALL
        SELECT u.upline_id, u.depth + 1 FROM member_uplines u WHERE u.member_id = NEW.upline_id) AS chain;
  RETURN NULL;
END $$;
CREATE TRIGGER members_chain_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION members_chain_move();

-- The chains of the members that exist.
INSERT INTO member_uplines (upline_id, member_id, depth)
WITH RECURSIVE chain (member_id, upline_id, depth) AS (
  SELECT m.id, m.upline_id, 1 FROM members m WHERE m.upline_id IS NOT NULL
  UNION ALL
  SELECT c.member_id, m.upline_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.upline_id
  WHERE m.upline_id IS NOT NULL AND c.depth < member_uplines_max_depth())
SELECT c.upline_id, c.member_id, c.depth FROM chain c;

-- Issue 12 §1: what each agent transferred to its team on a day (the merchant's day), so the merchant's daily
-- cap is checked against one row, updated in the transfer's own transaction.
CREATE TABLE agent_transfer_days (
  member_id  bigint NOT NULL REFERENCES members(id),
  day        date NOT NULL,
  paid_minor bigint NOT NULL CHECK (paid_minor >= 0),
  PRIMARY KEY (member_id, day)
);
