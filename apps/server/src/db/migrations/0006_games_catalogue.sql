-- The game catalogue (docs/decisions/007): games of each vendor, members' favourites and recent games.

-- One title of a vendor. `code` is what the site sends as gameId when launching; `provider_game_id` is
-- the provider's own id for the same game. Names are per language ({"en": …, "zh": …}, English always
-- present); `search_text` is every name and the code in lower case, so one LIKE searches all languages.
CREATE TABLE games (
  id                bigserial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  vendor_id         int NOT NULL REFERENCES game_vendors(id),
  code              text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,64}$'),
  provider_game_id  text NOT NULL CHECK (length(provider_game_id) BETWEEN 1 AND 64),
  names             jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  search_text       text NOT NULL CHECK (length(search_text) <= 1000),
  category          text NOT NULL,
  game_classify     text NOT NULL CHECK (game_classify ~ '^[A-Z_]{2,30}$'),
  min_bet_minor     bigint NOT NULL CHECK (min_bet_minor >= 0),
  line_count        int NOT NULL DEFAULT 0 CHECK (line_count BETWEEN 0 AND 10000),
  is_hot            boolean NOT NULL DEFAULT false,
  is_new            boolean NOT NULL DEFAULT false,
  is_popular        boolean NOT NULL DEFAULT false,
  default_play_type text CHECK (length(default_play_type) <= 40),
  is_game           boolean NOT NULL DEFAULT true,
  status            text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MAINTENANCE', 'DISABLED')),
  sort              int NOT NULL DEFAULT 0,
  art               text NOT NULL CHECK (art ~ '^[a-z0-9-]{1,40}$'),
  allows_trial      boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  UNIQUE (merchant_id, vendor_id, provider_game_id)
);
-- A page is read in (sort, id) order straight from an index and stops after its rows: the whole
-- catalogue, one category, or one vendor's tab.
CREATE INDEX games_order ON games (merchant_id, sort, id);
CREATE INDEX games_category_order ON games (merchant_id, category, sort, id);
CREATE INDEX games_vendor_order ON games (merchant_id, vendor_id, sort, id);
CREATE INDEX games_hot ON games (merchant_id, sort, id) WHERE is_hot;
CREATE INDEX games_popular ON games (merchant_id, sort, id) WHERE is_popular;
-- The list's total (totalPages) counts every match: an index-only scan over the listed games' filter
-- columns instead of reading the rows with their names.
CREATE INDEX games_count ON games (merchant_id, category, vendor_id, game_classify, min_bet_minor, line_count)
  WHERE status <> 'DISABLED';

-- Substring search over names: a trigram index when pg_trgm can be installed (embedded PostgreSQL ships
-- it; a managed server may refuse), a scan otherwise — 10,000 rows answer in milliseconds either way.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX games_search ON games USING gin (search_text gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), game search scans', SQLERRM;
END
$$;

-- A member's favourites; at most FAVOURITE_GAMES_MAX each (enforced when adding).
CREATE TABLE game_favourites (
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, game_id)
);
CREATE INDEX game_favourites_member ON game_favourites (merchant_id, member_id, created_at DESC);

-- The games a member launched, one row per game with the last launch; trimmed to the newest 50.
CREATE TABLE recent_games (
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     bigint NOT NULL REFERENCES games(id),
  played_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, game_id)
);
CREATE INDEX recent_games_member ON recent_games (merchant_id, member_id, played_at DESC);
