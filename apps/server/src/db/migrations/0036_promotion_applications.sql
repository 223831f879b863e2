-- Application promotions (issue 13 §1, seed 001 §3, §5; decision 049): the player's comment (at most 140
-- characters) and up to three png/jpg images (stored outside the web root, by name here) on the entry; staff review
-- the ones APPLYING.
ALTER TABLE promotion_entries
  ADD COLUMN comment text CHECK (length(comment) <= 140),
  ADD COLUMN images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 3),
  ADD COLUMN decided_by bigint REFERENCES staff(id),
  ADD COLUMN decided_at timestamptz;
CREATE INDEX promotion_entries_review ON promotion_entries (merchant_id, id) WHERE state = 'APPLYING';
