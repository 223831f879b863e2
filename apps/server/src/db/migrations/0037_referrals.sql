-- Referrals (issue 13 §1 "Referral", decision 052): every member's own code for `/index?referralCode=<code>`, and
-- each friend who registered through one. A friend is referred once (the primary key); the referrer is paid per
-- friend through a promotion entry of the REFERRAL programme (cycle 'friend-<id>'), so budget, payment and the
-- reward centre's history work as for every other reward.
CREATE TABLE referral_codes (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  merchant_id int NOT NULL REFERENCES merchants(id),
  code        text NOT NULL CHECK (code ~ '^[A-Z2-9]{8}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

CREATE TABLE referrals (
  friend_id     bigint PRIMARY KEY REFERENCES members(id),
  merchant_id   int NOT NULL REFERENCES merchants(id),
  referrer_id   bigint NOT NULL REFERENCES members(id),
  -- The programme running when the friend registered (its rule is the one the referrer shared); null when none ran.
  promotion_id  bigint REFERENCES promotions(id),
  status        text NOT NULL CHECK (status IN ('PENDING', 'REWARDED', 'REFUSED', 'LAPSED')),
  reason        text CHECK (reason IN ('SAME_DEVICE', 'SAME_IP', 'DEMO_ACCOUNT', 'NO_PROGRAMME', 'NOT_QUALIFIED',
                  'FRIEND_LIMIT', 'BUDGET_SPENT')),
  -- Where the friend registered from: farming (friends on one device or network) is refused against these.
  device_hash   bytea,
  ip            text CHECK (length(ip) <= 64),
  qualify_until timestamptz NOT NULL,
  entry_id      bigint UNIQUE REFERENCES promotion_entries(id),
  reward        bigint CHECK (reward > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  CHECK (referrer_id <> friend_id),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'REWARDED') = (entry_id IS NOT NULL AND reward IS NOT NULL)),
  CHECK ((status IN ('REFUSED', 'LAPSED')) = (reason IS NOT NULL))
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);
CREATE INDEX referrals_merchant ON referrals (merchant_id, created_at DESC);
CREATE INDEX referrals_pending ON referrals (qualify_until) WHERE status = 'PENDING';

-- Entries of a referral programme are one per friend; a red envelope's one per round (migration 0038).
ALTER TABLE promotion_entries DROP CONSTRAINT promotion_entries_cycle_check;
ALTER TABLE promotion_entries ADD CONSTRAINT promotion_entries_cycle_check
  CHECK (cycle ~ '^(ONCE|\d{4}-\d{2}-\d{2}|friend-\d{1,19}|round-\d{1,19})$');
