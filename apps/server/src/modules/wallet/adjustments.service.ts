import { createHash } from 'node:crypto';
import type { TAdjustment, TAdjustmentBody } from '@tala/contract/backoffice/adjustments';
import { ZAdjustmentBody } from '@tala/contract/backoffice/adjustments';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  LedgerError,
  MAIN_WALLET,
  memberWallets,
  postWithin,
} from '../ledger/ledger.service.ts';
import { findMemberById } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { staffDecisionView } from '../staff/staff-decision.ts';
import {
  countAdjustments,
  findAdjustment,
  findAdjustmentByKey,
  insertAdjustmentOnce,
  listAdjustments,
  lockAdjustment,
  markDecided,
  type TAdjustmentFilter,
  type TAdjustmentRow,
} from './adjustments.repository.ts';

export function toAdjustment(row: TAdjustmentRow): TAdjustment {
  return {
    id: String(row.id),
    playerId: String(row.member_id),
    playerUsername: row.player_username,
    wallet: row.wallet_code,
    direction: row.direction,
    amount: minorToDecimalString(row.amount_minor),
    reason: row.reason,
    status: row.status,
    ...staffDecisionView(row),
    transactionId: row.ledger_transaction_id === null ? null : String(row.ledger_transaction_id),
  };
}

type TApplicable = Pick<TAdjustmentRow, 'id' | 'member_id' | 'wallet_code' | 'direction' | 'amount_minor'>;

/**
 * Posts the adjustment through the ledger inside the caller's transaction: the house ADJUSTMENT account
 * pays a credit and receives a debit. The key is the adjustment's id, so it can post at most once.
 */
async function applyToLedger(trx: TDb, merchant: TMerchant, row: TApplicable): Promise<bigint> {
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const house = await ensureHouseAccount(trx, { ...base, code: houseAccountCode.adjustment });
  const wallet = await ensurePlayerAccount(trx, { ...base, memberId: row.member_id, code: row.wallet_code });
  const signed = row.direction === 'credit' ? row.amount_minor : -row.amount_minor;
  try {
    const result = await postWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: `bo-adjustment:${row.id}`,
      kind: 'ADJUSTMENT',
      entries: [
        { accountId: house, amount: -signed },
        { accountId: wallet, amount: signed },
      ],
    });
    return result.transactionId;
  } catch (error) {
    if (error instanceof LedgerError && error.failure === 'INSUFFICIENT_FUNDS')
      throw new AppError('BO_INSUFFICIENT_FUNDS');
    throw error;
  }
}

function requestHashOf(memberId: bigint, body: ReturnType<typeof ZAdjustmentBody.parse>, minor: bigint) {
  return createHash('sha256')
    .update(`${memberId}|${body.wallet}|${body.direction}|${minor}|${body.reason}`)
    .digest('hex');
}

async function checkWallet(db: TDb, merchantId: number, memberId: bigint, wallet: string): Promise<void> {
  if (!(await findMemberById(db, merchantId, memberId))) throw new AppError('NOT_FOUND');
  if (wallet === MAIN_WALLET) return;
  const wallets = await memberWallets(db, merchantId, memberId);
  if (!wallets.some((account) => account.code === wallet))
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'wallet', messageKey: 'validation.enum' }] });
}

/**
 * A manual credit or debit with a reason. At or under the merchant's threshold it is applied at once;
 * above it, it waits for a second staff member. Idempotent by the console's key: a retry returns the
 * first result, the same key with a different request is refused.
 */
export async function requestAdjustment(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  memberId: bigint,
  input: TAdjustmentBody,
): Promise<TAdjustment> {
  const body = ZAdjustmentBody.parse(input);
  const minor = decimalStringToMinor(body.amount);
  const threshold = decimalStringToMinor(merchant.settings.adjustmentApprovalThreshold);
  assert(minor !== null && minor > 0n && threshold !== null, 'amounts validated by the contract');
  await checkWallet(db, merchant.id, memberId, body.wallet);
  const requestHash = requestHashOf(memberId, body, minor);
  const needsApproval = minor > threshold;
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await insertAdjustmentOnce(trx, {
      merchantId: merchant.id,
      memberId,
      walletCode: body.wallet,
      direction: body.direction,
      amountMinor: minor,
      reason: body.reason,
      idempotencyKey: body.idempotencyKey,
      requestHash,
      status: needsApproval ? 'PENDING' : 'APPLIED',
      requestedBy: actor.staffId,
    });
    if (inserted === null) return null;
    const row = {
      id: inserted,
      member_id: memberId,
      wallet_code: body.wallet,
      direction: body.direction,
      amount_minor: minor,
    };
    if (!needsApproval) {
      const transactionId = await applyToLedger(trx, merchant, row);
      await markDecided(trx, inserted, { status: 'APPLIED', decidedBy: null, note: null, transactionId });
    }
    await writeAudit(trx, actor, {
      action: needsApproval ? 'adjustment.request' : 'adjustment.apply',
      targetType: 'player',
      targetId: String(memberId),
      after: {
        adjustmentId: inserted,
        ...body,
        amountMinor: minor,
        status: needsApproval ? 'PENDING' : 'APPLIED',
      },
    });
    return inserted;
  });
  const stored =
    id === null
      ? await findAdjustmentByKey(db, merchant.id, body.idempotencyKey)
      : await findAdjustment(db, merchant.id, id);
  assert(stored, 'adjustment row exists after insert or conflict');
  if (stored.request_hash !== requestHash) throw new AppError('BO_IDEMPOTENCY_CONFLICT');
  return toAdjustment(stored);
}

/**
 * Approve or reject a pending adjustment. The row is locked first, so two approvers racing on it are
 * serialised: the second sees it decided (BO_NOT_PENDING) and nothing is credited twice.
 */
export async function decideAdjustment(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  decision: { approve: boolean; note: string },
): Promise<TAdjustment> {
  await db.transaction().execute(async (trx) => {
    const locked = await lockAdjustment(trx, merchant.id, id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
    if (locked.requested_by === actor.staffId) throw new AppError('BO_SELF_APPROVAL');
    const row = await findAdjustment(trx, merchant.id, id);
    assert(row, 'locked adjustment is readable');
    const transactionId = decision.approve ? await applyToLedger(trx, merchant, row) : null;
    const status = decision.approve ? 'APPLIED' : 'REJECTED';
    await markDecided(trx, id, {
      status,
      decidedBy: actor.staffId,
      note: decision.note || null,
      transactionId,
    });
    await writeAudit(trx, actor, {
      action: decision.approve ? 'adjustment.approve' : 'adjustment.reject',
      targetType: 'adjustment',
      targetId: String(id),
      before: { status: 'PENDING' },
      after: { status, note: decision.note, transactionId },
    });
  });
  const stored = await findAdjustment(db, merchant.id, id);
  assert(stored, 'decided adjustment exists');
  return toAdjustment(stored);
}

export async function getAdjustmentPage(
  db: TDb,
  merchantId: number,
  query: TAdjustmentFilter & { page: number; pageSize: number },
) {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countAdjustments(db, merchantId, query),
    listAdjustments(db, merchantId, query, window),
  ]);
  return {
    list: rows.map(toAdjustment),
    ...pageFacts(total, query),
  };
}
