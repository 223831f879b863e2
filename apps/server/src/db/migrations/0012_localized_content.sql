-- Staff-written content in every interface language (decision 020) and popup display rules (decision 028).
--
-- Announcements and banners used to hold one text per row plus a `language` column (NULL = every
-- language). Each now holds one text per language (jsonb, {"en": "...", "vi": "..."}) and the reader gets
-- their language, else the merchant's default, else English, else any. Nothing is lost:
--   * a row's text lands under its language, or under the merchant's default language when it had none;
--   * a row that was written for one language only keeps that audience (translated_only: it shows only to
--     readers whose language has a text), and rows that were translations of one another (same merchant,
--     kind, dates and placement, one per language) become one row holding all their texts;
--   * deposit channel names keep every text whose key is (or is an alias of) an interface language;
--   * side-bar resource labels move from labelNameEn/labelNameCn into `label` {"en", "zh"}.

-- The seven interface languages, from a stored code or an alias the Language header accepts; else NULL.
CREATE FUNCTION pg_temp.content_language(code text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(btrim(code))
    WHEN 'en' THEN 'en' WHEN 'en-us' THEN 'en' WHEN 'en-gb' THEN 'en'
    WHEN 'tl' THEN 'tl' WHEN 'ty' THEN 'tl' WHEN 'fil' THEN 'tl'
    WHEN 'zh' THEN 'zh' WHEN 'cn' THEN 'zh' WHEN 'zh-cn' THEN 'zh' WHEN 'zh-hans' THEN 'zh'
    WHEN 'ja' THEN 'ja' WHEN 'jp' THEN 'ja'
    WHEN 'th' THEN 'th'
    WHEN 'vi' THEN 'vi' WHEN 'vn' THEN 'vi'
    WHEN 'id' THEN 'id' WHEN 'in' THEN 'id'
    ELSE NULL END
$$;

-- A localized text: an object whose keys are interface languages and whose values are strings of 1 to
-- max_len characters. The application checks the same (contract i18n/localized-text.ts); this keeps a
-- row written by any other path honest.
CREATE FUNCTION localized_text_ok(texts jsonb, max_len int, required boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN texts IS NULL OR jsonb_typeof(texts) <> 'object' THEN false
    WHEN required AND texts = '{}'::jsonb THEN false
    ELSE NOT EXISTS (
      SELECT 1 FROM jsonb_each(texts) AS entry(lang, value)
      WHERE entry.lang NOT IN ('en', 'tl', 'zh', 'ja', 'th', 'vi', 'id')
         OR jsonb_typeof(entry.value) <> 'string'
         OR length(entry.value #>> '{}') NOT BETWEEN 1 AND max_len)
    END
$$;

-- Announcements -------------------------------------------------------------------------------------
ALTER TABLE announcements
  ADD COLUMN title_i18n      jsonb,
  ADD COLUMN content_i18n    jsonb,
  ADD COLUMN translated_only boolean NOT NULL DEFAULT false,
  -- Popup frequency: once per player (per device for visitors), or once per browser session.
  ADD COLUMN display_rule    text NOT NULL DEFAULT 'once' CHECK (display_rule IN ('once', 'every_visit')),
  -- Raised when a text changes, so a popup already seen shows again after an edit.
  ADD COLUMN revision        int NOT NULL DEFAULT 1 CHECK (revision >= 1),
  ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now();

UPDATE announcements SET language = pg_temp.content_language(language);

UPDATE announcements a
SET title_i18n = jsonb_build_object(
      lang, coalesce(nullif(btrim(a.title), ''), '#' || a.id::text)),
    content_i18n = CASE WHEN a.content_html = '' THEN '{}'::jsonb
                        ELSE jsonb_build_object(lang, a.content_html) END,
    translated_only = a.language IS NOT NULL
FROM (
  SELECT x.id, coalesce(x.language, pg_temp.content_language(m.default_language), 'en') AS lang
  FROM announcements x JOIN merchants m ON m.id = x.merchant_id
) l
WHERE l.id = a.id;

CREATE TEMP TABLE announcement_merge ON COMMIT DROP AS
SELECT min(id) AS keep_id,
       array_agg(id) AS ids,
       jsonb_object_agg(language, title_i18n -> language) AS titles,
       coalesce(jsonb_object_agg(language, content_i18n -> language)
                FILTER (WHERE content_i18n ? language), '{}'::jsonb) AS contents
FROM announcements
WHERE language IS NOT NULL
GROUP BY merchant_id, type, popup, sort, published_at, expires_at
HAVING count(*) > 1 AND count(DISTINCT language) = count(*);

UPDATE announcements a SET title_i18n = m.titles, content_i18n = m.contents
FROM announcement_merge m WHERE a.id = m.keep_id;
DELETE FROM announcements a USING announcement_merge m WHERE a.id = ANY (m.ids) AND a.id <> m.keep_id;

ALTER TABLE announcements
  DROP COLUMN language,
  DROP COLUMN title,
  DROP COLUMN content_html,
  ALTER COLUMN title_i18n SET NOT NULL,
  ALTER COLUMN content_i18n SET NOT NULL,
  ALTER COLUMN content_i18n SET DEFAULT '{}'::jsonb,
  ADD CONSTRAINT announcements_title_i18n CHECK (localized_text_ok(title_i18n, 200, true)),
  ADD CONSTRAINT announcements_content_i18n CHECK (localized_text_ok(content_i18n, 20000, false));

-- Which popup notices a member has seen, and at which revision: once means once per player, on every
-- device and across logins.
CREATE TABLE announcement_seen (
  merchant_id     int NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  announcement_id bigint NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  revision        int NOT NULL CHECK (revision >= 1),
  seen_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, announcement_id)
);
CREATE INDEX announcement_seen_announcement ON announcement_seen (announcement_id);

-- Banners ---------------------------------------------------------------------------------------------
ALTER TABLE banners
  ADD COLUMN title_i18n      jsonb,
  ADD COLUMN subtitle_i18n   jsonb,
  -- The call-to-action button's text; empty means the site's own translated "Claim now".
  ADD COLUMN cta_i18n        jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN translated_only boolean NOT NULL DEFAULT false;

UPDATE banners SET language = pg_temp.content_language(language);

UPDATE banners b
SET title_i18n = jsonb_build_object(lang, coalesce(nullif(btrim(b.title), ''), '#' || b.id::text)),
    subtitle_i18n = CASE WHEN btrim(b.subtitle) = '' THEN '{}'::jsonb
                         ELSE jsonb_build_object(lang, b.subtitle) END,
    translated_only = b.language IS NOT NULL
FROM (
  SELECT x.id, coalesce(x.language, pg_temp.content_language(m.default_language), 'en') AS lang
  FROM banners x JOIN merchants m ON m.id = x.merchant_id
) l
WHERE l.id = b.id;

CREATE TEMP TABLE banner_merge ON COMMIT DROP AS
SELECT min(id) AS keep_id,
       array_agg(id) AS ids,
       jsonb_object_agg(language, title_i18n -> language) AS titles,
       coalesce(jsonb_object_agg(language, subtitle_i18n -> language)
                FILTER (WHERE subtitle_i18n ? language), '{}'::jsonb) AS subtitles
FROM banners
WHERE language IS NOT NULL
GROUP BY merchant_id, group_code, artwork, link_url, sort
HAVING count(*) > 1 AND count(DISTINCT language) = count(*);

UPDATE banners b SET title_i18n = m.titles, subtitle_i18n = m.subtitles
FROM banner_merge m WHERE b.id = m.keep_id;
DELETE FROM banners b USING banner_merge m WHERE b.id = ANY (m.ids) AND b.id <> m.keep_id;

ALTER TABLE banners
  DROP COLUMN language,
  DROP COLUMN title,
  DROP COLUMN subtitle,
  ALTER COLUMN title_i18n SET NOT NULL,
  ALTER COLUMN subtitle_i18n SET NOT NULL,
  ALTER COLUMN subtitle_i18n SET DEFAULT '{}'::jsonb,
  ADD CONSTRAINT banners_title_i18n CHECK (localized_text_ok(title_i18n, 120, true)),
  ADD CONSTRAINT banners_subtitle_i18n CHECK (localized_text_ok(subtitle_i18n, 240, false)),
  ADD CONSTRAINT banners_cta_i18n CHECK (localized_text_ok(cta_i18n, 40, false));

-- Deposit channel names -------------------------------------------------------------------------------
-- Keys become interface languages (an exact code wins over an alias of the same language); a channel
-- left without any name is named by its code. Names were limited to 80 characters before, as now.
UPDATE deposit_channels d
SET names = coalesce((
  SELECT jsonb_object_agg(k.lang, k.value)
  FROM (
    SELECT DISTINCT ON (lang) lang, value
    FROM (
      SELECT pg_temp.content_language(entry.key) AS lang,
             to_jsonb(btrim(entry.value #>> '{}')) AS value,
             entry.key = pg_temp.content_language(entry.key) AS exact
      FROM jsonb_each(d.names) AS entry
      WHERE jsonb_typeof(entry.value) = 'string' AND btrim(entry.value #>> '{}') <> ''
    ) c
    WHERE lang IS NOT NULL
    ORDER BY lang, exact DESC
  ) k
), jsonb_build_object('en', d.code));

ALTER TABLE deposit_channels ADD CONSTRAINT deposit_channels_names CHECK (localized_text_ok(names, 80, true));

-- Side-bar resource labels (merchant settings document) ------------------------------------------------
UPDATE merchant_settings s
SET settings = jsonb_set(s.settings, '{resources}', (
  SELECT coalesce(jsonb_agg(
    (r.value - 'labelNameEn' - 'labelNameCn') || jsonb_build_object('label', jsonb_strip_nulls(jsonb_build_object(
      'en', nullif(btrim(r.value ->> 'labelNameEn'), ''),
      'zh', nullif(btrim(r.value ->> 'labelNameCn'), ''))))
    ORDER BY r.ord), '[]'::jsonb)
  FROM jsonb_array_elements(s.settings -> 'resources') WITH ORDINALITY AS r(value, ord)
  WHERE jsonb_typeof(r.value) = 'object'
)),
updated_at = now()
WHERE jsonb_typeof(s.settings -> 'resources') = 'array';
