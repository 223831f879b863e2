-- Fair commitments (decision 032): what is committed before the player or the bettor chooses, kept so that
-- nobody — the service, an operator with SQL — can change a committed seed afterwards.

-- 1. Seed pairs: the NEXT server seed is committed beside the active pair, and its hash shown, before the
--    player picks the client seed of the next pair. Rotating makes it the active seed with the player's
--    new client seed and commits a fresh next one. Null only on pairs made before this migration, until
--    the service commits one (first read).
ALTER TABLE house.seed_pairs
  ADD COLUMN next_server_seed text CHECK (next_server_seed ~ '^[0-9a-f]{64}$'),
  ADD COLUMN next_server_seed_hash text CHECK (next_server_seed_hash ~ '^[0-9a-f]{64}$'),
  -- The pair this one's server seed was committed by (its next seed), null for a player's first pair.
  ADD COLUMN previous_pair_id bigint REFERENCES house.seed_pairs (id),
  ADD CONSTRAINT seed_pairs_hash_is_sha256 CHECK (
    server_seed_hash = encode(sha256(convert_to(server_seed, 'UTF8')), 'hex')),
  ADD CONSTRAINT seed_pairs_next_hash_is_sha256 CHECK (
    (next_server_seed IS NULL AND next_server_seed_hash IS NULL)
    OR next_server_seed_hash = encode(sha256(convert_to(next_server_seed, 'UTF8')), 'hex'));
-- Rounds keep the pair they played under (seed_pair_id): an index finds a round's seeds once revealed.
CREATE INDEX rounds_seed_pair ON house.rounds (seed_pair_id) WHERE seed_pair_id IS NOT NULL;

-- 2. Seed chains of the event games (fair/seed-chain.ts): one chain per game covers `length` matches from
--    `first_seq`; match `seq` uses seeds[seq − first_seq]. Only the last seed (`tip_seed`) is stored: every
--    other one is the tip hashed again, so revealing a match's seed reveals nothing ahead of it. The
--    anchor is published (board, rules and verify pages) from the chain's creation, long before its
--    matches; the next chain is made and published while the current one still has a margin left.
CREATE TABLE house.seed_chains (
  id          bigserial PRIMARY KEY,
  game_id     text NOT NULL CHECK (length(game_id) <= 64),
  chain_no    int NOT NULL CHECK (chain_no >= 1),
  first_seq   bigint NOT NULL,
  length      int NOT NULL CHECK (length BETWEEN 1 AND 1000000),
  anchor      text NOT NULL CHECK (anchor ~ '^[0-9a-f]{64}$'),
  tip_seed    text NOT NULL CHECK (tip_seed ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, chain_no),
  UNIQUE (game_id, first_seq)
);

-- 3. Event matches: the chain element that is the match's seed, and the outside entropy fixed at kick-off
--    (drawEntropy over the client seeds of the bets placed before it) that is the RESULT stream's client
--    seed. The odds come from the seed alone (client seed = match id). Matches made before this migration
--    have no chain and no entropy: they settle and verify by the one-stream scheme they were priced with.
ALTER TABLE house.event_matches
  ADD COLUMN chain_id bigint REFERENCES house.seed_chains (id),
  ADD COLUMN chain_position int CHECK (chain_position >= 0),
  ADD COLUMN entropy text CHECK (entropy ~ '^[0-9a-f]{64}$'),
  -- How many distinct client seeds went into the entropy (the list: event_bets, see below).
  ADD COLUMN entropy_contributions int CHECK (entropy_contributions >= 0),
  ADD CONSTRAINT event_matches_hash_is_sha256 CHECK (
    server_seed_hash = encode(sha256(convert_to(server_seed, 'UTF8')), 'hex')),
  ADD CONSTRAINT event_matches_chain_complete CHECK ((chain_id IS NULL) = (chain_position IS NULL));

-- The bettor's client seed: a contribution to the match's entropy when the bet was placed before kick-off.
ALTER TABLE house.event_bets
  ADD COLUMN client_seed text CHECK (length(client_seed) BETWEEN 1 AND 64);
CREATE INDEX event_bets_entropy ON house.event_bets (match_id, round_id) WHERE client_seed IS NOT NULL;

-- 4. Committed means fixed: an UPDATE that changes a committed seed, its hash, a client seed that went into
--    a draw, or what decides a contribution, is refused by the database itself (and a DELETE of a
--    commitment too). Filling a value that was not committed yet (a legacy pair's next seed, a match's
--    entropy at settlement, revealed_at) is allowed once.
CREATE FUNCTION house.refuse_commitment_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'house: % of a committed seed is refused (%.%)', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;

CREATE TRIGGER seed_pairs_committed BEFORE UPDATE ON house.seed_pairs FOR EACH ROW
  WHEN (OLD.server_seed IS DISTINCT FROM NEW.server_seed
    OR OLD.server_seed_hash IS DISTINCT FROM NEW.server_seed_hash
    OR OLD.client_seed IS DISTINCT FROM NEW.client_seed
    OR OLD.merchant_code IS DISTINCT FROM NEW.merchant_code
    OR OLD.player_id IS DISTINCT FROM NEW.player_id
    OR OLD.previous_pair_id IS DISTINCT FROM NEW.previous_pair_id
    OR (OLD.next_server_seed IS NOT NULL AND OLD.next_server_seed IS DISTINCT FROM NEW.next_server_seed)
    OR (OLD.next_server_seed_hash IS NOT NULL
        AND OLD.next_server_seed_hash IS DISTINCT FROM NEW.next_server_seed_hash)
    OR (OLD.revealed_at IS NOT NULL AND OLD.revealed_at IS DISTINCT FROM NEW.revealed_at)
    OR NEW.next_nonce < OLD.next_nonce)
  EXECUTE FUNCTION house.refuse_commitment_change();
CREATE TRIGGER seed_pairs_no_delete BEFORE DELETE ON house.seed_pairs FOR EACH ROW
  EXECUTE FUNCTION house.refuse_commitment_change();

CREATE TRIGGER seed_chains_committed BEFORE UPDATE OR DELETE ON house.seed_chains FOR EACH ROW
  EXECUTE FUNCTION house.refuse_commitment_change();

CREATE TRIGGER event_matches_committed BEFORE UPDATE ON house.event_matches FOR EACH ROW
  WHEN (OLD.server_seed IS DISTINCT FROM NEW.server_seed
    OR OLD.server_seed_hash IS DISTINCT FROM NEW.server_seed_hash
    OR OLD.match_ref IS DISTINCT FROM NEW.match_ref
    OR OLD.markets IS DISTINCT FROM NEW.markets
    OR OLD.chain_id IS DISTINCT FROM NEW.chain_id
    OR OLD.chain_position IS DISTINCT FROM NEW.chain_position
    OR (OLD.entropy IS NOT NULL AND OLD.entropy IS DISTINCT FROM NEW.entropy)
    -- Which bets count as before kick-off is fixed with the entropy.
    OR (OLD.entropy IS NOT NULL AND OLD.kickoff_at IS DISTINCT FROM NEW.kickoff_at)
    OR (OLD.entropy_contributions IS NOT NULL
        AND OLD.entropy_contributions IS DISTINCT FROM NEW.entropy_contributions))
  EXECUTE FUNCTION house.refuse_commitment_change();
CREATE TRIGGER event_matches_no_delete BEFORE DELETE ON house.event_matches FOR EACH ROW
  EXECUTE FUNCTION house.refuse_commitment_change();

CREATE TRIGGER event_bets_committed BEFORE UPDATE ON house.event_bets FOR EACH ROW
  WHEN (OLD.client_seed IS DISTINCT FROM NEW.client_seed
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.match_id IS DISTINCT FROM NEW.match_id)
  EXECUTE FUNCTION house.refuse_commitment_change();
