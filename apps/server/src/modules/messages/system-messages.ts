import '../../db/schema-messages.ts';
import type { TSystemMessageKind } from '@tala/contract/messages/messages';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';

const MAX_PARAMS = 12;
const MAX_PARAM_LENGTH = 200;

/**
 * Stores a system message for one member inside the caller's transaction, so the message exists exactly when its
 * event does (a rolled-back withdrawal sends nothing; the live badge is told at commit by the table's trigger).
 * The text is not stored: the template `server:inbox.<kind>.title|body` is rendered with `params` (plus `brand`
 * and `symbol`, the merchant's name and currency symbol) in the reader's language when read (decision 055).
 * Template parameters (amounts as formatMoneyAmount writes them, without the symbol): WITHDRAWAL_PAID {amount,
 * orderNo}; BONUS_RELEASED {amount, bonusId}; RANK_UP {rankName, rankLevel}; FEEDBACK_ANSWERED {feedbackId};
 * BIRTHDAY_BONUS {amount}; MISSION_BONUS {amount} (a mission's bonus tier issued after waiting, decision 060).
 * A parameter the template does not name is kept but not shown; one it names and is missing shows empty.
 */
export async function sendSystemMessage(
  db: TDb,
  message: {
    merchantId: number;
    memberId: bigint;
    kind: TSystemMessageKind;
    params: Record<string, string | number>;
  },
): Promise<void> {
  const entries = Object.entries(message.params);
  assert(entries.length <= MAX_PARAMS, 'a system message carries a few template parameters');
  const params = Object.fromEntries(
    entries.map(([name, value]) => [
      name.slice(0, 40),
      typeof value === 'string' ? value.slice(0, MAX_PARAM_LENGTH) : value,
    ]),
  );
  await db
    .insertInto('member_messages')
    .values({
      merchant_id: message.merchantId,
      source: 'SYSTEM',
      audience: 'MEMBER',
      audience_key: message.memberId,
      system_kind: message.kind,
      params: JSON.stringify(params),
      status: 'SENT',
      send_at: new Date(),
      sent_at: new Date(),
      audience_size: 1,
    })
    .execute();
}
