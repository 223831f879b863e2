import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import type { TPromotionWinner } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { listWinners } from '../games/winner-board.service.ts';
import { maskUsername } from '../member/personal-data-mask.ts';
import type { TNoticeReader } from '../notices/notices.service.ts';

/** How far back the list looks, and how many of each kind it reads before merging. */
const WINDOW_DAYS = 30;
const LIMIT = 20;
/** Big game wins shown after the prizes: the winner board's top of the last day (issue 4). */
const BIG_WINS = 10;

/**
 * GET /wps/promo/winners: the latest prize winners of the merchant's promotions — raffle prizes as drawn and red
 * envelopes as grabbed — newest first, then the day's biggest game wins as the winner board ranks them; names
 * masked (decision 053).
 */
export async function promotionWinners(
  db: TDb,
  reader: TNoticeReader,
): Promise<{ list: TPromotionWinner[] }> {
  const since = sql<Date>`now() - make_interval(days => ${WINDOW_DAYS})`;
  const raffles = await db
    .selectFrom('raffle_tickets as r')
    .innerJoin('raffle_draws as d', 'd.promotion_id', 'r.promotion_id')
    .innerJoin('promotion_entries as e', 'e.id', 'r.entry_id')
    .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['m.username', 'p.title', 'p.id as promotion_id', 'e.reward', 'd.drawn_at as at'])
    .where('p.merchant_id', '=', reader.merchantId)
    .where('r.slot', 'is not', null)
    .where('d.drawn_at', '>', since)
    .orderBy('d.drawn_at', 'desc')
    .orderBy('r.slot')
    .limit(LIMIT)
    .execute();
  const envelopes = await db
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['m.username', 'p.title', 'p.id as promotion_id', 'e.reward', 'e.updated_at as at'])
    .where('e.merchant_id', '=', reader.merchantId)
    .where('e.cycle', 'like', 'round-%')
    .where('e.reward', 'is not', null)
    .where('e.updated_at', '>', since)
    .orderBy('e.updated_at', 'desc')
    .limit(LIMIT)
    .execute();
  const rows = [
    ...raffles.map((row) => ({ ...row, kind: 'RAFFLE' as const })),
    ...envelopes.map((row) => ({ ...row, kind: 'RED_ENVELOPE' as const })),
  ]
    .filter((row) => row.at !== null)
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0))
    .slice(0, LIMIT);
  const bigWins = await listWinners(db, reader.merchantId, reader.language, BIG_WINS);
  return {
    list: [
      ...rows.map((row) => ({
        name: maskUsername(row.username),
        kind: row.kind,
        promotionId: String(row.promotion_id),
        title: resolveText(row.title, reader.language, reader.defaultLanguage)?.text ?? '',
        amount: minorToDecimalString(row.reward ?? 0n),
        at: (row.at ?? new Date(0)).toISOString(),
      })),
      ...bigWins.map((win) => ({
        name: win.username,
        kind: 'BIG_WIN' as const,
        promotionId: null,
        title: win.gameName ?? win.vassalage,
        amount: win.win,
        at: win.time,
      })),
    ],
  };
}
