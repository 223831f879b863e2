-- Two more system messages (decision 055's kinds): a VIP birthday bonus paid, and a mission's bonus tier issued by
-- the missions job after it waited for the player's other bonus to end (decision 060).
ALTER TABLE member_messages DROP CONSTRAINT member_messages_system_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_system_kind_check CHECK (system_kind IN (
  'WITHDRAWAL_PAID', 'BONUS_RELEASED', 'RANK_UP', 'FEEDBACK_ANSWERED', 'BIRTHDAY_BONUS', 'MISSION_BONUS'));
