-- Red envelopes and raffles (issue 13 §1, decision 053).

-- A red envelope round: its pot split into random amounts when the round is first asked for, taken in order by
-- one conditional update (`grabbed` counts the envelopes gone; amounts[grabbed] is the one just taken). A member
-- grabs once a round: their entry's cycle is 'round-<start in epoch seconds>'.
CREATE TABLE envelope_rounds (
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  amounts      bigint[] NOT NULL CHECK (cardinality(amounts) BETWEEN 1 AND 10000),
  grabbed      int NOT NULL DEFAULT 0 CHECK (grabbed >= 0 AND grabbed <= cardinality(amounts)),
  PRIMARY KEY (promotion_id, starts_at),
  CHECK (ends_at > starts_at)
);

-- A raffle's draw: the server seed is made (and its SHA-256 shown) before anyone can know the tickets; it is
-- revealed with the result. `drawn_at` is set once, in the transaction that writes the tickets and the winners.
CREATE TABLE raffle_draws (
  promotion_id bigint PRIMARY KEY REFERENCES promotions(id),
  seed         text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash    text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  total_tickets int CHECK (total_tickets >= 0),
  entrants     int CHECK (entrants >= 0),
  drawn_at     timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((drawn_at IS NULL) = (total_tickets IS NULL))
);
CREATE INDEX raffle_draws_due ON raffle_draws (promotion_id) WHERE drawn_at IS NULL;

-- Each entrant's numbered tickets at the draw (first .. first + tickets - 1), and the prize slot it won.
CREATE TABLE raffle_tickets (
  entry_id      bigint PRIMARY KEY REFERENCES promotion_entries(id),
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  first_ticket  int NOT NULL CHECK (first_ticket >= 1),
  tickets       int NOT NULL CHECK (tickets >= 1),
  slot          int CHECK (slot >= 0),
  attempt       int CHECK (attempt >= 0),
  winning_ticket int,
  CHECK ((slot IS NULL) = (winning_ticket IS NULL) AND (slot IS NULL) = (attempt IS NULL))
);
CREATE UNIQUE INDEX raffle_tickets_range ON raffle_tickets (promotion_id, first_ticket);
CREATE UNIQUE INDEX raffle_tickets_slot ON raffle_tickets (promotion_id, slot) WHERE slot IS NOT NULL;
