-- Issue 12 §2.1: agent-only notices (type A), published from the back office and read in the agent centre. The
-- public notice calls accept only the other types, so a player can never ask for them.
ALTER TABLE announcements DROP CONSTRAINT IF EXISTS announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'A'));
