-- Decision 042: a batch of lottery slips stored by one call instead of six round trips (BEGIN, the issue
-- locks, the read of open issues and used slip ids, the insert, the liability, COMMIT). The steps and
-- their order are those of lottery-slip-store.ts before; each statement of a volatile function takes a
-- fresh snapshot, so the read after the locks sees a draw that held them as committed.

-- The advisory lock key of an issue (decision 037): slips hold it shared, the draw and a cancel exclusively.
CREATE FUNCTION house.lottery_issue_lock_key(issue_id bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN hashtextextended('house:lottery-issue:' || issue_id::text, 0);

-- Stores the slips of a batch, each slip's fields at its position in the p_slip_* arrays (1-based `ord`);
-- its issues (the first one first), its bets and its potential payouts per number name the slip by that
-- position. Returns a row a slip: the refusal of a slip refused on its own (ISSUE_CLOSED: its first issue
-- not open, or another not bettable; DUPLICATE_SLIP: its id used before or earlier in the batch), else its
-- round (PLACING) and its bet ids in insertion order. A number over its cap refuses the whole batch:
-- NUMBER_CLOSED is raised (SQLSTATE P0001, DETAIL the first ten numbers, HINT the game) and nothing stays.
CREATE FUNCTION house.store_lottery_slips(
  p_slip_merchant_codes text[], p_slip_player_ids text[], p_slip_ids text[], p_slip_round_refs text[],
  p_slip_session_ids bigint[], p_slip_game_ids text[], p_slip_currencies text[], p_slip_stakes bigint[],
  p_slip_outcomes jsonb[], p_slip_client_seeds text[], p_slip_multipliers int[], p_slip_stop_on_wins boolean[],
  p_slip_liability_caps bigint[],
  p_issue_slips int[], p_issue_ids bigint[],
  p_bet_slips int[], p_bet_issue_ids bigint[], p_bet_odds_ids bigint[], p_bet_play_types text[],
  p_bet_selections jsonb[], p_bet_line_counts int[], p_bet_stakes_per_line bigint[], p_bet_stakes bigint[],
  p_exposure_slips int[], p_exposure_keys text[], p_exposure_amounts bigint[],
  p_lease interval
) RETURNS TABLE (slip_ord int, refused text, stored_round house.rounds, stored_bet_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_refused text[];
  v_game text;
  v_cap bigint;
  v_closed text[];
BEGIN
  -- 1. Every issue named held shared, in id order (one order for every batch).
  PERFORM pg_advisory_xact_lock_shared(house.lottery_issue_lock_key(l.id))
  FROM (SELECT DISTINCT u.id FROM unnest(p_issue_ids) AS u(id) ORDER BY u.id) AS l;

  -- 2. Each slip's refusal, read after the locks (this statement's snapshot sees a draw that held them).
  WITH live AS (
    SELECT i.id, i.closes_at > now() AND i.opens_at <= now() AS is_open
    FROM house.lottery_issues i
    WHERE i.id = ANY(p_issue_ids) AND i.drawn_at IS NULL AND i.cancelled_at IS NULL),
  slip_issue AS (
    SELECT t.*, row_number() OVER (PARTITION BY t.ord ORDER BY t.nth) AS position
    FROM unnest(p_issue_slips, p_issue_ids) WITH ORDINALITY AS t(ord, issue_id, nth)),
  slip AS (
    SELECT t.*, row_number() OVER (PARTITION BY t.merchant_code, t.player_id, t.slip_id ORDER BY t.ord) AS nth
    FROM unnest(p_slip_merchant_codes, p_slip_player_ids, p_slip_ids)
      WITH ORDINALITY AS t(merchant_code, player_id, slip_id, ord))
  SELECT array_agg(
    CASE
      WHEN EXISTS (SELECT 1 FROM slip_issue si LEFT JOIN live ON live.id = si.issue_id
                   WHERE si.ord = s.ord AND (live.id IS NULL OR (si.position = 1 AND NOT live.is_open)))
        THEN 'ISSUE_CLOSED'
      WHEN s.nth > 1 OR EXISTS (SELECT 1 FROM house.lottery_slips x WHERE x.merchant_code = s.merchant_code
                                AND x.player_id = s.player_id AND x.slip_id = s.slip_id)
        THEN 'DUPLICATE_SLIP'
    END ORDER BY s.ord)
  INTO v_refused FROM slip s;

  RETURN QUERY SELECT t.ord::int, t.refusal, NULL::house.rounds, NULL::bigint[]
    FROM unnest(v_refused) WITH ORDINALITY AS t(refusal, ord) WHERE t.refusal IS NOT NULL;

  -- 3. The rounds (PLACING), slip rows and bets of the rest: each slip's bets in the order given, so its
  --    bet ids, sorted, follow its selections issue by issue.
  RETURN QUERY
  WITH slip AS (
    SELECT * FROM unnest(p_slip_round_refs, p_slip_merchant_codes, p_slip_player_ids, p_slip_session_ids,
      p_slip_game_ids, p_slip_currencies, p_slip_stakes, p_slip_outcomes, p_slip_ids, p_slip_client_seeds,
      p_slip_multipliers, p_slip_stop_on_wins)
      WITH ORDINALITY AS t(round_ref, merchant_code, player_id, session_id, game_id, currency, stake_cents,
        outcome, slip_id, client_seed, multiplier, stop_on_win, ord)
    WHERE v_refused[t.ord] IS NULL),
  r AS (
    INSERT INTO house.rounds (round_ref, merchant_code, player_id, session_id, game_id, kind, currency,
      stake_cents, state, outcome, lease_until)
    SELECT slip.round_ref, slip.merchant_code, slip.player_id, slip.session_id, slip.game_id, 'lottery',
      slip.currency, slip.stake_cents, 'PLACING', slip.outcome, now() + p_lease
    FROM slip ORDER BY slip.ord
    RETURNING *),
  s AS (
    INSERT INTO house.lottery_slips (round_id, game_id, merchant_code, player_id, slip_id, client_seed,
      multiplier, stop_on_win, issue_count)
    SELECT r.id, slip.game_id, slip.merchant_code, slip.player_id, slip.slip_id, slip.client_seed,
      slip.multiplier, slip.stop_on_win, (SELECT count(*) FROM unnest(p_issue_slips) AS i(ord) WHERE i.ord = slip.ord)
    FROM slip JOIN r ON r.round_ref = slip.round_ref ORDER BY slip.ord),
  b AS (
    INSERT INTO house.lottery_bets (round_id, issue_id, odds_id, merchant_code, player_id, play_type,
      selection, line_count, stake_per_line_cents, stake_cents)
    SELECT r.id, t.issue_id, t.odds_id, r.merchant_code, r.player_id, t.play_type, t.selection,
      t.line_count, t.stake_per_line, t.stake
    FROM unnest(p_bet_slips, p_bet_issue_ids, p_bet_odds_ids, p_bet_play_types, p_bet_selections,
      p_bet_line_counts, p_bet_stakes_per_line, p_bet_stakes)
      WITH ORDINALITY AS t(slip, issue_id, odds_id, play_type, selection, line_count, stake_per_line, stake, ord)
    JOIN slip ON slip.ord = t.slip JOIN r ON r.round_ref = slip.round_ref
    ORDER BY t.ord
    RETURNING id, round_id)
  SELECT slip.ord::int, NULL::text, ROW(r.*)::house.rounds,
    ARRAY(SELECT b.id FROM b WHERE b.round_id = r.id ORDER BY b.id)
  FROM r JOIN slip ON slip.round_ref = r.round_ref;

  -- 4. Last before the commit (these rows are what concurrent batches queue for): each number's potential
  --    payout summed over the stored slips and their issues, added once, in (issue, number) order, within
  --    the cap of the odds the slips were priced at — a game's lowest, should its odds have changed
  --    between two slips.
  FOR v_game, v_cap IN
    SELECT g.game_id, min(g.cap)
    FROM unnest(p_slip_game_ids, p_slip_liability_caps) WITH ORDINALITY AS g(game_id, cap, ord)
    WHERE v_refused[g.ord] IS NULL GROUP BY g.game_id ORDER BY g.game_id
  LOOP
    WITH sums AS (
      SELECT i.issue_id, e.key, sum(e.amount) AS amount
      FROM unnest(p_exposure_slips, p_exposure_keys, p_exposure_amounts) AS e(ord, key, amount)
      JOIN unnest(p_issue_slips, p_issue_ids) AS i(ord, issue_id) ON i.ord = e.ord
      WHERE v_refused[e.ord] IS NULL AND p_slip_game_ids[e.ord] = v_game
      GROUP BY i.issue_id, e.key),
    added AS (
      INSERT INTO house.lottery_exposure AS x (issue_id, key, payout_cents)
      SELECT sums.issue_id, sums.key, sums.amount FROM sums WHERE sums.amount <= v_cap
      ORDER BY sums.issue_id, sums.key
      ON CONFLICT (issue_id, key) DO UPDATE SET payout_cents = x.payout_cents + excluded.payout_cents
        WHERE x.payout_cents + excluded.payout_cents <= v_cap
      RETURNING x.issue_id, x.key)
    SELECT array_agg(DISTINCT sums.key ORDER BY sums.key) INTO v_closed
    FROM sums WHERE NOT EXISTS (SELECT 1 FROM added WHERE added.issue_id = sums.issue_id AND added.key = sums.key);
    IF v_closed IS NOT NULL THEN
      RAISE EXCEPTION 'NUMBER_CLOSED' USING ERRCODE = 'P0001', DETAIL = array_to_string(v_closed[1:10], ', '),
        HINT = v_game;
    END IF;
  END LOOP;
END $$;
