import type {
  TPlayerProfile,
  TPlayerSummary,
  TPlayerWallets,
  TRevealableField,
} from '@tala/contract/backoffice/players';
import type { TStaffRole } from '@tala/contract/backoffice/staff';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { MAIN_WALLET, memberWallets } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { hasRecentReveal, STATEMENT_REVEAL_MINUTES } from '../staff/audit.service.ts';
import { seesMaskedPersonalData } from '../staff/permissions.ts';
import { maskEmail, maskIp, maskMobile, maskName } from './personal-data-mask.ts';
import {
  countPlayers,
  countStatement,
  findPlayer,
  listStatement,
  searchPlayers,
} from './players-staff.repository.ts';

type TSummaryRow = Awaited<ReturnType<typeof searchPlayers>>[number];
type TProfileRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/** Who is looking: a role that sees personal data masked gets masks (decision 016). */
export type TViewer = { merchantId: number; staffId: bigint; role: TStaffRole };

function fullMobile(row: TSummaryRow): string | null {
  return row.mobile_num ? `+${row.dialing_code ?? ''} ${row.mobile_num}` : null;
}

function toSummary(row: TSummaryRow, masked: boolean): TPlayerSummary {
  return {
    id: String(row.id),
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile_num ? (masked ? maskMobile(row.dialing_code, row.mobile_num) : fullMobile(row)) : null,
    email: row.email ? (masked ? maskEmail(row.email) : row.email) : null,
    status: row.status,
    agentType: row.agent_type,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    masked,
  };
}

/** The full value of one revealable field (null when the player has none). */
export function personalValue(
  row: TProfileRow,
  field: Exclude<TRevealableField, 'statement'>,
): string | null {
  if (field === 'mobile') return fullMobile(row);
  if (field === 'email') return row.email;
  if (field === 'payeeName') return row.payee_name;
  return row.register_ip;
}

function pageOf<T>(list: T[], total: number, page: number, pageSize: number) {
  return { list, ...pageFacts(total, { page, pageSize }) };
}

export async function searchPlayerPage(
  db: TDb,
  viewer: TViewer,
  query: { q: string; page: number; pageSize: number },
) {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countPlayers(db, viewer.merchantId, query.q),
    searchPlayers(db, viewer.merchantId, query.q, window),
  ]);
  const masked = seesMaskedPersonalData(viewer.role);
  return pageOf(
    rows.map((row) => toSummary(row, masked)),
    total,
    query.page,
    query.pageSize,
  );
}

export async function findPlayerOrFail(db: TDb, merchantId: number, memberId: bigint): Promise<TProfileRow> {
  const row = await findPlayer(db, merchantId, memberId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getPlayerProfile(db: TDb, viewer: TViewer, memberId: bigint): Promise<TPlayerProfile> {
  const row = await findPlayerOrFail(db, viewer.merchantId, memberId);
  const masked = seesMaskedPersonalData(viewer.role);
  return {
    ...toSummary(row, masked),
    payeeName: row.payee_name && masked ? maskName(row.payee_name) : row.payee_name,
    language: row.language,
    registerMethod: row.register_method,
    registerIp: row.register_ip && masked ? maskIp(row.register_ip) : row.register_ip,
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
  await findPlayerOrFail(db, merchant.id, memberId);
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

/** A masked role reads a statement only within minutes of revealing it with a reason (audited). */
export async function getPlayerStatement(
  db: TDb,
  viewer: TViewer,
  memberId: bigint,
  query: { wallet?: string | undefined; page: number; pageSize: number },
) {
  const merchantId = viewer.merchantId;
  await findPlayerOrFail(db, merchantId, memberId);
  if (
    seesMaskedPersonalData(viewer.role) &&
    !(await hasRecentReveal(db, viewer, String(memberId), 'statement', STATEMENT_REVEAL_MINUTES))
  )
    throw new AppError('BO_REVEAL_REQUIRED');
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
