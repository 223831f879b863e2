import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import type { TRankRow } from './vip-ladder.repository.ts';
import { type TRankChange, writeRankChange } from './vip-members.repository.ts';

/** The rank's name in the member's own language (else the merchant's default): what a RANK_UP message names. */
async function nameForMember(trx: TDb, change: TRankChange, rank: TRankRow | undefined): Promise<string> {
  const { rows } = await sql<{ language: string; default_language: string }>`
    SELECT m.language, x.default_language FROM members m JOIN merchants x ON x.id = m.merchant_id
    WHERE m.id = ${change.memberId}`.execute(trx);
  const row = rows[0];
  const language = parseLanguage(row?.language) ?? DEFAULT_LANGUAGE;
  const fallback = parseLanguage(row?.default_language) ?? DEFAULT_LANGUAGE;
  return pickText(rank?.names, language, fallback) || String(change.to);
}

/**
 * A change of rank inside the caller's transaction (the member's member_vip row already locked): the new level, its
 * history row and — going up, whoever raised it — the RANK_UP system message, so the message exists exactly when
 * the rank does (decision 055).
 */
export async function changeRank(trx: TDb, change: TRankChange, ladder: readonly TRankRow[]): Promise<void> {
  await writeRankChange(trx, change);
  if (change.to <= change.from) return;
  const rank = ladder.find((row) => row.level === change.to);
  await sendSystemMessage(trx, {
    merchantId: change.merchantId,
    memberId: change.memberId,
    kind: 'RANK_UP',
    params: { rankName: await nameForMember(trx, change, rank), rankLevel: change.to },
  });
}
