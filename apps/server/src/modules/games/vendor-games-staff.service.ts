import type { TBoGame, TBoGameChange, TBoGamePage, TBoGameQuery } from '@tala/contract/backoffice/games';
import { ZBoGameQuery } from '@tala/contract/backoffice/games';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { getBoVendor } from './game-vendors-staff.service.ts';
import {
  countVendorGames,
  listVendorGames,
  lockGame,
  type TGameSettings,
  type TVendorGameRow,
  updateGameSettings,
} from './vendor-games-staff.repository.ts';

function toBoGame(row: TVendorGameRow, lang: TLanguage): TBoGame {
  return {
    id: String(row.id),
    code: row.code,
    name: row.names[lang] ?? row.names.en ?? row.code,
    category: row.category,
    classify: row.game_classify,
    isHot: row.is_hot,
    isNew: row.is_new,
    status: row.status,
    sort: row.sort,
  };
}

/** A page of one vendor's games, with the vendor (NOT_FOUND when it is not the merchant's). */
export async function getVendorGamePage(
  db: TDb,
  merchantId: number,
  vendorId: number,
  input: TBoGameQuery,
  lang: TLanguage,
): Promise<TBoGamePage> {
  const query = ZBoGameQuery.parse(input);
  const vendor = await getBoVendor(db, merchantId, vendorId);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countVendorGames(db, merchantId, vendorId, query.q),
    listVendorGames(db, merchantId, vendorId, query.q, window),
  ]);
  return {
    vendor,
    list: rows.map((row) => toBoGame(row, lang)),
    ...pageFacts(total, query),
  };
}

function sameSettings(a: TGameSettings, b: TGameSettings): boolean {
  return a.status === b.status && a.isHot === b.isHot && a.isNew === b.isNew;
}

/**
 * Lists or hides a game (status DISABLED is "not listed"), puts it in maintenance, or flags it hot or
 * new: locked, changed and audited in one transaction. The site reads games without a cache, so the
 * next catalogue request shows it.
 */
export async function changeGame(
  db: TDb,
  actor: TActor,
  gameId: bigint,
  change: TBoGameChange,
  lang: TLanguage,
): Promise<TBoGame> {
  return db.transaction().execute(async (trx) => {
    const row = await lockGame(trx, actor.merchantId, gameId);
    if (!row) throw new AppError('NOT_FOUND');
    const before: TGameSettings = { status: row.status, isHot: row.is_hot, isNew: row.is_new };
    const after: TGameSettings = {
      status: change.status ?? before.status,
      isHot: change.isHot ?? before.isHot,
      isNew: change.isNew ?? before.isNew,
    };
    if (sameSettings(before, after)) return toBoGame(row, lang);
    await updateGameSettings(trx, actor.merchantId, gameId, after);
    await writeAudit(trx, actor, {
      action: 'games.game',
      targetType: 'game',
      targetId: row.code,
      before,
      after,
    });
    return toBoGame({ ...row, status: after.status, is_hot: after.isHot, is_new: after.isNew }, lang);
  });
}
