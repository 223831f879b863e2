import type { TPlayerProfile, TPlayerSummary, TPlayerWallets } from '@tala/contract/backoffice/players';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { MAIN_WALLET, memberWallets } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import {
  countPlayers,
  countStatement,
  findPlayer,
  listStatement,
  searchPlayers,
} from './players-staff.repository.ts';

type TSummaryRow = Awaited<ReturnType<typeof searchPlayers>>[number];

function toSummary(row: TSummaryRow): TPlayerSummary {
  return {
    id: String(row.id),
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile_num ? `+${row.dialing_code ?? ''} ${row.mobile_num}` : null,
    email: row.email,
    status: row.status,
    agentType: row.agent_type,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

function pageOf<T>(list: T[], total: number, page: number, pageSize: number) {
  return { list, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export async function searchPlayerPage(
  db: TDb,
  merchantId: number,
  query: { q: string; page: number; pageSize: number },
) {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countPlayers(db, merchantId, query.q),
    searchPlayers(db, merchantId, query.q, window),
  ]);
  return pageOf(rows.map(toSummary), total, query.page, query.pageSize);
}

export async function getPlayerProfile(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<TPlayerProfile> {
  const row = await findPlayer(db, merchantId, memberId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...toSummary(row),
    payeeName: row.payee_name,
    language: row.language,
    registerMethod: row.register_method,
    registerIp: row.register_ip,
    uplineUsername: row.upline_username,
    affiliateCode: row.affiliate_code,
  };
}

/** Balances through the ledger's own reader; the main wallet is listed even before its first posting. */
export async function getPlayerWallets(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
): Promise<TPlayerWallets> {
  await getPlayerProfile(db, merchant.id, memberId);
  const accounts = await memberWallets(db, merchant.id, memberId);
  const wallets = accounts.map((account) => ({ code: account.code, balance: account.balance }));
  if (!wallets.some((wallet) => wallet.code === MAIN_WALLET))
    wallets.unshift({ code: MAIN_WALLET, balance: 0n });
  const total = wallets.reduce((sum, wallet) => sum + wallet.balance, 0n);
  return {
    currency: merchant.currency,
    total: minorToDecimalString(total),
    wallets: wallets.map((wallet) => ({ code: wallet.code, balance: minorToDecimalString(wallet.balance) })),
  };
}

export async function getPlayerStatement(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  query: { wallet?: string | undefined; page: number; pageSize: number },
) {
  await getPlayerProfile(db, merchantId, memberId);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countStatement(db, merchantId, memberId, query.wallet),
    listStatement(db, merchantId, memberId, query.wallet, window),
  ]);
  const list = rows.map((row) => ({
    id: String(row.id),
    at: row.created_at.toISOString(),
    wallet: row.code,
    kind: row.kind,
    reference: row.idempotency_key,
    amount: minorToDecimalString(row.amount),
    balanceAfter: minorToDecimalString(row.balance_after),
  }));
  return pageOf(list, total, query.page, query.pageSize);
}
