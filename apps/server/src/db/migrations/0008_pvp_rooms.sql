-- PVP rooms (docs/decisions/010): a room's stake range and who is in it now.

-- The largest stake a game takes, when its vendor publishes one (null: not known). A room card shows
-- "min – max"; a bet over it is the vendor's to refuse, so this is information, not a limit we enforce.
ALTER TABLE games ADD COLUMN max_bet_minor bigint
  CHECK (max_bet_minor IS NULL OR max_bet_minor >= min_bet_minor);

-- "Players now" reads the last minutes of room entries (wallet sessions opened) and of rounds, per
-- vendor: a range scan per PVP vendor instead of a scan of every session or round of the merchant.
CREATE INDEX wallet_sessions_vendor_recent ON wallet_sessions (merchant_id, vendor_id, created_at);
CREATE INDEX game_rounds_vendor_recent ON game_rounds (merchant_id, vendor_id, opened_at);
