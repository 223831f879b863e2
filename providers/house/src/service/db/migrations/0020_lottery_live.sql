-- Live lottery results (decision 036): every change of an issue that pages show at once — drawn, settled,
-- cancelled — is announced on channel `house_lottery` by a trigger, inside the transaction that made it.
-- NOTIFY is delivered only on commit, so a listener never hears of a draw that was rolled back, and no code
-- path that draws, settles or cancels an issue can forget to announce it. Each house process listens on one
-- connection and fans the news out to its server-sent-event streams (lottery-live-hub.ts).
-- The payload names the issue only (a few dozen bytes, far under NOTIFY's 8,000-byte limit); the listener
-- reads the row it announces.
CREATE FUNCTION house.lottery_issue_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  IF OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL THEN
    kind := 'cancelled';
  ELSIF OLD.drawn_at IS NULL AND NEW.drawn_at IS NOT NULL THEN
    kind := 'drawn';
  ELSE
    kind := 'settled';
  END IF;
  PERFORM pg_notify('house_lottery',
    json_build_object('gameId', NEW.game_id, 'issueNo', NEW.issue_no, 'kind', kind)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER lottery_issues_notify AFTER UPDATE OF drawn_at, settled_at, cancelled_at ON house.lottery_issues
  FOR EACH ROW WHEN ((OLD.drawn_at IS NULL AND NEW.drawn_at IS NOT NULL)
    OR (OLD.settled_at IS NULL AND NEW.settled_at IS NOT NULL)
    OR (OLD.cancelled_at IS NULL AND NEW.cancelled_at IS NOT NULL))
  EXECUTE FUNCTION house.lottery_issue_notify();
