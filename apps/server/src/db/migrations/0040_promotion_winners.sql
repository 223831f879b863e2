-- The promotions page's winners list (issue 13 §2, decision 053): the latest red envelope grabs of a merchant are
-- read newest first through this index (raffle winners come from raffle_tickets, a small table).
CREATE INDEX promotion_entries_envelopes ON promotion_entries (merchant_id, updated_at DESC)
  WHERE cycle LIKE 'round-%' AND reward IS NOT NULL;
