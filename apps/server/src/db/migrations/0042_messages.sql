-- Member messages (issue 14 §4, decision 055): the inbox of the member centre's "platform information" (messageV2).
--
-- One row per message, never one row per recipient: a message to everyone or to an agent's whole team is one row
-- whose audience (audience, audience_key) is matched against the reader when they read. What a reader did with a
-- message (read, deleted) is a row of member_message_states, written only when they act. A system message
-- (withdrawal paid, bonus released, …) is a message to one member, written in the transaction of its event.
CREATE TABLE member_messages (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  source        text NOT NULL CHECK (source IN ('STAFF', 'SYSTEM')),
  -- Who receives it. audience_key names the segment: 0 for EVERYONE, the member's id for MEMBER, the agent's id
  -- for AGENT_TEAM (every member under that agent, at any depth, by member_uplines). A new segment (a VIP rank)
  -- is one more value here and one resolver in modules/messages/message-audiences.ts.
  audience      text NOT NULL CHECK (audience IN ('EVERYONE', 'AGENT_TEAM', 'MEMBER')),
  audience_key  bigint NOT NULL CHECK (audience_key >= 0),
  -- A system message is rendered at read time from the i18n template of its kind, with these parameters, so it
  -- follows the reader's language; a staff message carries its own text per language (title plain, body
  -- sanitised HTML).
  system_kind   text CHECK (system_kind IN ('WITHDRAWAL_PAID', 'BONUS_RELEASED', 'RANK_UP', 'FEEDBACK_ANSWERED')),
  params        jsonb NOT NULL DEFAULT '{}',
  title         jsonb NOT NULL DEFAULT '{}',
  body_html     jsonb NOT NULL DEFAULT '{}',
  -- The body as plain text per language, cut for the inbox list (which never reads whole bodies).
  preview       jsonb NOT NULL DEFAULT '{}',
  status        text NOT NULL CHECK (status IN ('SCHEDULED', 'SENT', 'CANCELLED')),
  send_at       timestamptz NOT NULL,
  sent_at       timestamptz,
  -- Members the audience held when the message was sent (scheduled: when it was delivered).
  audience_size int CHECK (audience_size >= 0),
  created_by    bigint REFERENCES staff(id),
  cancelled_by  bigint REFERENCES staff(id),
  cancelled_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'SYSTEM') = (system_kind IS NOT NULL)),
  CHECK (source = 'STAFF' OR audience = 'MEMBER'),
  CHECK ((audience = 'EVERYONE') = (audience_key = 0)),
  CHECK ((status = 'SENT') = (sent_at IS NOT NULL)),
  CHECK ((status = 'CANCELLED') = (cancelled_at IS NOT NULL)),
  CHECK (length(params::text) <= 2000 AND length(title::text) <= 4000 AND length(body_html::text) <= 150000
         AND length(preview::text) <= 4000)
);
-- A reader's inbox: one index range per audience they belong to (everyone, themselves, each agent above them),
-- newest first; only delivered messages are in it.
CREATE INDEX member_messages_inbox ON member_messages (merchant_id, audience, audience_key, sent_at DESC, id DESC)
  WHERE status = 'SENT';
-- The delivery ticker's queue: scheduled messages by due time.
CREATE INDEX member_messages_due ON member_messages (send_at) WHERE status = 'SCHEDULED';
-- The back office's list of staff messages, newest first.
CREATE INDEX member_messages_staff ON member_messages (merchant_id, id DESC) WHERE source = 'STAFF';

-- A reader's own state of a message: written when they open (read_at) or delete it (deleted_at, a soft delete that
-- hides it from them only). No row means unread and not deleted.
CREATE TABLE member_message_states (
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  message_id  bigint NOT NULL REFERENCES member_messages(id),
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);
-- How many read a message (the back office's read count): an index-only range per message.
CREATE INDEX member_message_states_read ON member_message_states (message_id) WHERE read_at IS NOT NULL;

-- Live unread counts (the header badge): a message delivered, or a state changed, tells every API instance over
-- NOTIFY, which pushes the new count to the readers it has a stream for. Sent from triggers, so no code path that
-- delivers or reads a message can forget it; NOTIFY is sent at commit, so a rolled-back event sends nothing.
CREATE FUNCTION member_messages_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_messages', json_build_object(
    'merchantId', d.merchant_id, 'audience', d.audience, 'key', d.audience_key::text)::text)
  FROM (SELECT DISTINCT n.merchant_id, n.audience, n.audience_key FROM new_rows n WHERE n.status = 'SENT') d;
  RETURN NULL;
END $$;
CREATE TRIGGER member_messages_notify_insert AFTER INSERT ON member_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_messages_notify();
CREATE TRIGGER member_messages_notify_update AFTER UPDATE ON member_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_messages_notify();

-- A reader's other tabs and devices follow their reads and deletes.
CREATE FUNCTION member_message_states_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_messages', json_build_object(
    'merchantId', d.merchant_id, 'audience', 'MEMBER', 'key', d.member_id::text)::text)
  FROM (SELECT DISTINCT n.merchant_id, n.member_id FROM new_rows n) d;
  RETURN NULL;
END $$;
CREATE TRIGGER member_message_states_notify_insert AFTER INSERT ON member_message_states
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_message_states_notify();
CREATE TRIGGER member_message_states_notify_update AFTER UPDATE ON member_message_states
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_message_states_notify();
