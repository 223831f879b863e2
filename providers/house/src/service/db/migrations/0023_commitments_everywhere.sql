-- Decision 059: the database refuses a change to anything a provably fair result was committed to, for
-- every house game. 0003 covered the seed pairs, event chains, matches and bets and 0004 the lottery's
-- UPDATEs; this closes what was left: which seeds a round was played with, deleting a lottery commitment,
-- and the client seeds a lottery draw's entropy is made of.

-- 1. A round names its seed pair and nonce when it is stored (in the transaction that played it): moving it
--    to another pair or nonce would make its proof point at seeds that did not play it. Each (pair, nonce)
--    plays one round only (takeNonce hands each out once; the index makes a second one impossible).
CREATE TRIGGER rounds_seed_binding_fixed BEFORE UPDATE OF seed_pair_id, nonce ON house.rounds FOR EACH ROW
  WHEN (OLD.seed_pair_id IS DISTINCT FROM NEW.seed_pair_id OR OLD.nonce IS DISTINCT FROM NEW.nonce)
  EXECUTE FUNCTION house.refuse_commitment_change();
-- Nor is such a round deleted: the record of a nonce's use is part of its pair's proof.
CREATE TRIGGER rounds_seeded_no_delete BEFORE DELETE ON house.rounds FOR EACH ROW
  WHEN (OLD.seed_pair_id IS NOT NULL)
  EXECUTE FUNCTION house.refuse_commitment_change();
CREATE UNIQUE INDEX rounds_seed_pair_nonce ON house.rounds (seed_pair_id, nonce) WHERE seed_pair_id IS NOT NULL;
DROP INDEX house.rounds_seed_pair;

-- 2. A lottery chain (its anchor is public) and an issue (its seed hash is public, its draw is proved by it)
--    are never deleted; a cancelled issue keeps its row.
CREATE TRIGGER lottery_chains_no_delete BEFORE DELETE ON house.lottery_chains FOR EACH ROW
  EXECUTE FUNCTION house.refuse_commitment_change();
CREATE TRIGGER lottery_issues_no_delete BEFORE DELETE ON house.lottery_issues FOR EACH ROW
  EXECUTE FUNCTION house.refuse_commitment_change();

-- 3. A lottery draw's entropy is drawEntropy("<game client seed>:<issue>", the slips' client seeds): neither
--    the game's public client seed nor a slip's own may change once stored.
CREATE TRIGGER lottery_games_client_seed_fixed BEFORE UPDATE OF client_seed ON house.lottery_games FOR EACH ROW
  WHEN (OLD.client_seed IS DISTINCT FROM NEW.client_seed)
  EXECUTE FUNCTION house.refuse_commitment_change();
CREATE TRIGGER lottery_slips_client_seed_fixed BEFORE UPDATE OF client_seed ON house.lottery_slips FOR EACH ROW
  WHEN (OLD.client_seed IS DISTINCT FROM NEW.client_seed)
  EXECUTE FUNCTION house.refuse_commitment_change();
