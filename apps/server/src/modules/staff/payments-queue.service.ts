import type {
  TBoDeposit,
  TBoWithdrawal,
  ZBoDepositListQuery,
  ZBoWithdrawalListQuery,
} from '@tala/contract/backoffice/payments';
import { decimalStringToMinor } from '@tala/contract/money';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { approveDeposit, rejectDeposit } from '../payments/deposit-staff.service.ts';
import { depositView } from '../payments/deposit-view.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  resolveWithdrawalReceipt,
} from '../payments/withdrawal-staff.service.ts';
import { withdrawalView } from '../payments/withdrawal-view.ts';
import { type TActor, writeAudit } from './audit.service.ts';

/**
 * The back office's payments queue. The staff actions live in payments/*-staff.service.ts, which open
 * their own transaction (row lock, check, move money); they take no outer transaction, so the audit row
 * is written right after a call that changed something (`changed: true`), not inside it. A repeat that
 * changed nothing writes no audit row.
 */
type TDepositQuery = z.infer<typeof ZBoDepositListQuery>;
type TWithdrawalQuery = z.infer<typeof ZBoWithdrawalListQuery>;

function pageOf<T>(list: T[], total: number, query: { page: number; pageSize: number }) {
  return {
    list,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getDepositQueue(db: TDb, merchantId: number, query: TDepositQuery) {
  let base = db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .where('d.merchant_id', '=', merchantId);
  if (query.status) base = base.where('d.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('d')
      .select('m.username as player_username')
      .orderBy('d.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list: TBoDeposit[] = rows.map((row) => ({
    ...depositView(row),
    playerId: String(row.member_id),
    playerUsername: row.player_username,
  }));
  return pageOf(list, Number(count.n), query);
}

export async function getWithdrawalQueue(db: TDb, merchantId: number, query: TWithdrawalQuery) {
  let base = db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .where('w.merchant_id', '=', merchantId);
  if (query.status) base = base.where('w.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll('w')
      .select('m.username as player_username')
      .orderBy('w.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list: TBoWithdrawal[] = rows.map((row) => ({
    ...withdrawalView(row),
    playerId: String(row.member_id),
    playerUsername: row.player_username,
  }));
  return pageOf(list, Number(count.n), query);
}

async function statusOf(db: TDb, table: 'deposits' | 'withdrawals', merchantId: number, id: bigint) {
  const row = await db
    .selectFrom(table)
    .select('status')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row.status;
}

export type TDepositDecision = { approve: true } | { approve: false; reason: string };

export async function decideDeposit(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  decision: TDepositDecision,
) {
  const before = await statusOf(db, 'deposits', merchant.id, id);
  const action = { merchantId: merchant.id, depositId: id, staffId: actor.staffId };
  const result = decision.approve
    ? await approveDeposit(db, action)
    : await rejectDeposit(db, { ...action, reason: decision.reason });
  if (result.changed) {
    await writeAudit(db, actor, {
      action: decision.approve ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit',
      targetId: String(id),
      before: { status: before },
      after: {
        status: result.deposit.status,
        amount: result.deposit.amount,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
  }
  return result;
}

export type TWithdrawalDecision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'paid'; amount: string }
  | { kind: 'resolve'; outcome: 'FORCED_RECEIVED' | 'REFUNDED'; reason: string };

export async function decideWithdrawal(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  decision: TWithdrawalDecision,
) {
  const before = await statusOf(db, 'withdrawals', merchant.id, id);
  const action = { merchantId: merchant.id, withdrawalId: id, staffId: actor.staffId };
  let result: Awaited<ReturnType<typeof approveWithdrawal>>;
  let detail: Record<string, unknown> = {};
  switch (decision.kind) {
    case 'approve':
      result = await approveWithdrawal(db, action);
      break;
    case 'reject':
      result = await rejectWithdrawal(db, { ...action, reason: decision.reason });
      detail = { reason: decision.reason };
      break;
    case 'paid': {
      const paidAmountMinor = decimalStringToMinor(decision.amount);
      if (paidAmountMinor === null) throw new AppError('VALIDATION_FAILED');
      result = await markWithdrawalPaid(db, {
        ...action,
        paidAmountMinor,
        autoReceiptMinutes: merchant.settings.withdrawAutoReceiptMinutes,
      });
      detail = { paidAmount: result.withdrawal.paidAmount, payoutKind: result.withdrawal.payoutKind };
      break;
    }
    case 'resolve':
      result = await resolveWithdrawalReceipt(db, {
        ...action,
        outcome: decision.outcome,
        reason: decision.reason,
      });
      detail = { reason: decision.reason };
      break;
  }
  if (result.changed) {
    await writeAudit(db, actor, {
      action: `withdrawal.${decision.kind}`,
      targetType: 'withdrawal',
      targetId: String(id),
      before: { status: before },
      after: { status: result.withdrawal.status, amount: result.withdrawal.amount, ...detail },
    });
  }
  return result;
}
