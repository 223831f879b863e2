-- Transfer-mode vendors (docs/decisions/007): the player's money at such a vendor is held by the
-- vendor; here it sits on the house account VENDOR_FLOAT:<vendor>. Each move is a row with our unique
-- reference, settled once the vendor's answer (or its status check) is known.

-- A player created at a provider's transfer API (createPlayer runs once per player and vendor).
CREATE TABLE vendor_players (
  merchant_id  int NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  vendor_id    int NOT NULL REFERENCES game_vendors(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, vendor_id)
);

CREATE TABLE vendor_transfers (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  vendor_id        int NOT NULL REFERENCES game_vendors(id),
  -- IN: MAIN → the vendor; OUT: the vendor → MAIN.
  direction        text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount_minor     bigint NOT NULL CHECK (amount_minor > 0),
  currency         text NOT NULL CHECK (length(currency) = 3),
  -- The member's idempotency key (a double click moves money once) and what it asked.
  client_key       text NOT NULL CHECK (length(client_key) <= 200),
  request_hash     text NOT NULL,
  -- Ours, unique, sent to the vendor: the vendor applies each reference at most once.
  reference        text NOT NULL UNIQUE CHECK (length(reference) <= 64),
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
  failure          text CHECK (length(failure) <= 40),
  attempts         int NOT NULL DEFAULT 0,
  last_attempt_at  timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (merchant_id, client_key)
);
CREATE INDEX vendor_transfers_pending ON vendor_transfers (merchant_id, member_id) WHERE status = 'PENDING';
CREATE INDEX vendor_transfers_member ON vendor_transfers (merchant_id, member_id, created_at DESC);
