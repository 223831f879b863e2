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
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { approveDeposit, rejectDeposit } from './deposit-staff.service.ts';
import { depositView } from './deposit-view.ts';
import { readStoredUpload, type TImageUpload } from './uploads.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  resolveWithdrawalReceipt,
} from './withdrawal-staff.service.ts';
import { withdrawalView } from './withdrawal-view.ts';

/**
 * The back office's payments queue. The staff actions live in payments/*-staff.service.ts (row lock,
 * check, move money, one transaction); the audit row is written through their `onChanged` hook inside
 * that transaction. A repeat that changed nothing writes no audit row.
 */
type TDepositQuery = z.infer<typeof ZBoDepositListQuery>;
type TWithdrawalQuery = z.infer<typeof ZBoWithdrawalListQuery>;

function pageOf<T>(list: T[], total: number, query: { page: number; pageSize: number }) {
  return {
    list,
    ...pageFacts(total, query),
  };
}

/** A LIKE pattern matching usernames that start with `text`; the wildcards in it are literal. */
function usernamePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function getDepositQueue(db: TDb, merchantId: number, query: TDepositQuery) {
  let base = db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .where('d.merchant_id', '=', merchantId);
  if (query.status) base = base.where('d.status', '=', query.status);
  if (query.player) base = base.where('m.username', 'ilike', usernamePrefix(query.player));
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
  if (query.player) base = base.where('m.username', 'ilike', usernamePrefix(query.player));
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
    payoutAccountNumber: row.account_number,
    playerId: String(row.member_id),
    playerUsername: row.player_username,
  }));
  return pageOf(list, Number(count.n), query);
}

export type TDepositDecision = { approve: true } | { approve: false; reason: string };

/** The audit row of a staff action, written inside the action's own transaction (see `onChanged`). */
function auditWithin(actor: TActor, action: string, targetType: string, detail: Record<string, unknown>) {
  return async (
    trx: TDb,
    change: { before: { id: string; status: string }; after: { status: string; amount: string } },
  ) =>
    writeAudit(trx, actor, {
      action,
      targetType,
      targetId: change.before.id,
      before: { status: change.before.status },
      after: { status: change.after.status, amount: change.after.amount, ...detail },
    });
}

export async function decideDeposit(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  decision: TDepositDecision,
) {
  const base = { merchantId: merchant.id, depositId: id, staffId: actor.staffId };
  if (decision.approve) {
    return approveDeposit(db, { ...base, onChanged: auditWithin(actor, 'deposit.approve', 'deposit', {}) });
  }
  const detail = { reason: decision.reason };
  return rejectDeposit(db, {
    ...base,
    reason: decision.reason,
    onChanged: auditWithin(actor, 'deposit.reject', 'deposit', detail),
  });
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
  const base = { merchantId: merchant.id, withdrawalId: id, staffId: actor.staffId };
  const audit = (detail: Record<string, unknown>) =>
    auditWithin(actor, `withdrawal.${decision.kind}`, 'withdrawal', detail);
  switch (decision.kind) {
    case 'approve':
      return approveWithdrawal(db, { ...base, onChanged: audit({}) });
    case 'reject':
      return rejectWithdrawal(db, {
        ...base,
        reason: decision.reason,
        onChanged: audit({ reason: decision.reason }),
      });
    case 'paid': {
      const paidAmountMinor = decimalStringToMinor(decision.amount);
      if (paidAmountMinor === null) throw new AppError('VALIDATION_FAILED');
      return markWithdrawalPaid(db, {
        ...base,
        paidAmountMinor,
        autoReceiptMinutes: merchant.settings.withdrawAutoReceiptMinutes,
        onChanged: (trx, change) =>
          audit({ paidAmount: change.after.paidAmount, payoutKind: change.after.payoutKind })(trx, change),
      });
    }
    case 'resolve':
      return resolveWithdrawalReceipt(db, {
        ...base,
        outcome: decision.outcome,
        reason: decision.reason,
        onChanged: audit({ reason: decision.reason }),
      });
  }
}

/** The player's deposit receipt or withdrawal "not received" proof, for the reviewer to look at. */
export async function getPaymentImage(
  db: TDb,
  dataDir: string,
  input: { merchantId: number; kind: 'deposit' | 'withdrawal'; id: bigint },
): Promise<TImageUpload> {
  const row =
    input.kind === 'deposit'
      ? await db
          .selectFrom('deposits')
          .select('receipt_file as file')
          .where('merchant_id', '=', input.merchantId)
          .where('id', '=', input.id)
          .executeTakeFirst()
      : await db
          .selectFrom('withdrawals')
          .select('proof_file as file')
          .where('merchant_id', '=', input.merchantId)
          .where('id', '=', input.id)
          .executeTakeFirst();
  if (!row?.file) throw new AppError('NOT_FOUND');
  return readStoredUpload(dataDir, row.file);
}
