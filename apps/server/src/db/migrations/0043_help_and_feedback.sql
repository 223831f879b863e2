-- The help centre and players' feedback (issue 14 §5, decision 056).
--
-- Help: categories hold articles; every text is written once per interface language (decision 020, checked by
-- localized_text_ok of 0012) and a reader without their language gets the merchant's default, then English, then
-- any. `search_i18n` is each language's title and body as plain, case- and accent-folded text, written by the
-- application on save, so a search is a substring match in the language the reader sees (PostgreSQL's text search
-- has no dictionaries for Chinese, Japanese or Thai, which have no spaces between words).
CREATE TABLE help_categories (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  title_i18n  jsonb NOT NULL CHECK (localized_text_ok(title_i18n, 80, true)),
  icon        text NOT NULL CHECK (icon ~ '^[a-z]{1,20}$'),
  sort        int NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 100000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, slug),
  UNIQUE (merchant_id, id)
);

CREATE TABLE help_articles (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  category_id bigint NOT NULL,
  slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  title_i18n  jsonb NOT NULL CHECK (localized_text_ok(title_i18n, 150, true)),
  body_i18n   jsonb NOT NULL DEFAULT '{}' CHECK (localized_text_ok(body_i18n, 50000, false)),
  search_i18n jsonb NOT NULL DEFAULT '{}' CHECK (localized_text_ok(search_i18n, 60000, false)),
  status      text NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED')),
  sort        int NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 100000),
  -- Raised on every edit: the editor refuses to save over a newer revision.
  revision    int NOT NULL DEFAULT 1 CHECK (revision >= 1),
  updated_by  bigint REFERENCES staff(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, slug),
  -- An article's category is one of its own merchant's.
  FOREIGN KEY (merchant_id, category_id) REFERENCES help_categories (merchant_id, id)
);
CREATE INDEX help_articles_category ON help_articles (merchant_id, category_id, sort, id);

-- Feedback and complaints (seed 001 §2, §3, §5): what a member wrote, in which language, how to reach them, an
-- optional screenshot stored outside the web root (its name relative to the uploads directory), and its handling.
CREATE TABLE feedback (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  question_type  text NOT NULL CHECK (question_type IN
                   ('DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER')),
  content        text NOT NULL CHECK (length(content) BETWEEN 1 AND 5000),
  contact_type   text NOT NULL CHECK (contact_type IN
                   ('EMAIL', 'MOBILE', 'TELEGRAM', 'WHATSAPP', 'LINE', 'ZALO', 'WECHAT')),
  contact        text NOT NULL CHECK (length(contact) BETWEEN 1 AND 120),
  screenshot     text CHECK (length(screenshot) <= 200),
  language       text NOT NULL CHECK (language IN ('en', 'tl', 'zh', 'ja', 'th', 'vi', 'id')),
  status         text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'ANSWERED')),
  assigned_to    bigint REFERENCES staff(id),
  assigned_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  answered_at    timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'ANSWERED') = (answered_at IS NOT NULL)),
  CHECK ((assigned_to IS NULL) = (assigned_at IS NULL)),
  UNIQUE (merchant_id, id)
);
-- The member's own list (newest first) and the inbox by status (oldest waiting first).
CREATE INDEX feedback_member ON feedback (merchant_id, member_id, id DESC);
CREATE INDEX feedback_inbox ON feedback (merchant_id, status, id);

CREATE TABLE feedback_replies (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL,
  feedback_id  bigint NOT NULL,
  staff_id     bigint NOT NULL REFERENCES staff(id),
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, feedback_id) REFERENCES feedback (merchant_id, id)
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, id);
