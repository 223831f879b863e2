import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import type {
  TAgentSettings,
  TBoContract,
  TBoContractsQuery,
  TBoSettlement,
  TBoSettlementsQuery,
} from '@tala/contract/backoffice/agents';
import { minorToDecimalString as money } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { ZMerchantSettings } from '../merchants/merchant-settings.ts';
import { readSettingsDocument } from '../merchants/settings-staff.repository.ts';
import { changeSettingsSection } from '../merchants/settings-staff.service.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { boContractPage, boSettlementPage, lockSettlementLine } from './agents-staff.repository.ts';
import { releaseHeldLine } from './contract-settlement.ts';
import { contractView, settlementLineView } from './contract-view.ts';
import { findContract, lockContract } from './contracts.repository.ts';
import { assignTopContract, endNowByStaff } from './contracts.service.ts';

/** The back office's side of agents (issue 12 §4, decision 045): limits, contracts, held settlements. Audited. */

const agentSettingsOf = (settings: ReturnType<typeof ZMerchantSettings.parse>): TAgentSettings => ({
  agentTransfer: settings.agentTransfer,
  agentContracts: settings.agentContracts,
  agentSettlementHold: settings.agentSettlementHold,
});

/** Read from the table, not the cache, so the console shows what it just saved. */
export async function getAgentSettings(db: TDb, merchantId: number): Promise<TAgentSettings> {
  return agentSettingsOf(ZMerchantSettings.parse(await readSettingsDocument(db, merchantId)));
}

export async function saveAgentSettings(db: TDb, merchant: TMerchant, actor: TActor, body: TAgentSettings) {
  const { minAmount, maxAmount, dailyMaxAmount } = body.agentTransfer;
  const [min, max, daily] = [minAmount, maxAmount, dailyMaxAmount].map((amount) => Number(amount));
  if (!(min !== undefined && max !== undefined && daily !== undefined && min <= max && max <= daily)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'agentTransfer.maxAmount', messageKey: 'validation.range' }],
    });
  }
  const saved = await changeSettingsSection(db, merchant, actor, {
    action: 'agents.settings',
    read: agentSettingsOf,
    apply: (settings) => ({ ...settings, ...body }),
  });
  return agentSettingsOf(saved);
}

export async function listBoContracts(db: TDb, merchantId: number, query: TBoContractsQuery) {
  const { rows, total } = await boContractPage(db, merchantId, query);
  const now = new Date();
  return {
    list: rows.map((row): TBoContract => ({ ...contractView(row, now), staff: row.staff_name })),
    ...pageFacts(total, query),
  };
}

/** Staff give a top agent (by username) a house-paid contract; the audit row commits with it. */
export async function assignContractByStaff(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  body: { username: string; terms: TContractTermsBody; confirmCascade?: boolean | undefined },
) {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', body.username.toLowerCase()))
    .executeTakeFirst();
  if (!member) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  return assignTopContract(
    db,
    merchant,
    actor.staffId,
    { memberId: member.id, terms: body.terms, confirmCascade: body.confirmCascade === true },
    (trx, contractId) =>
      writeAudit(trx, actor, {
        action: 'agents.contract.assign',
        targetType: 'agent_contract',
        targetId: String(contractId),
        after: { member: body.username, terms: body.terms },
      }),
  );
}

/**
 * Staff end a contract at once: an offer is withdrawn; an accepted contract ends at the start of its running period
 * (that period is not paid), and what its holder gave on below ends with it.
 */
export async function terminateByStaff(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  reason: string,
) {
  await db.transaction().execute(async (trx) => {
    const contract = await lockContract(trx, merchant.id, id);
    if (!contract) throw new AppError('CONTRACT_NOT_FOUND');
    const now = new Date();
    const live =
      contract.status === 'OFFERED' ||
      (contract.status === 'ACCEPTED' &&
        (contract.effective_until === null || contract.effective_until > now));
    if (!live) throw new AppError('CONTRACT_STATE_CHANGED');
    const { endsAt, cascaded } = await endNowByStaff(trx, merchant, contract);
    await writeAudit(trx, actor, {
      action: 'agents.contract.terminate',
      targetType: 'agent_contract',
      targetId: String(id),
      before: { status: contract.status, effectiveUntil: contract.effective_until },
      after: { reason, endsAt, cascaded },
    });
  });
  const row = await findContract(db, merchant.id, id);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  return contractView(row, new Date());
}

export async function listBoSettlements(db: TDb, merchantId: number, query: TBoSettlementsQuery) {
  const { rows, total, held } = await boSettlementPage(db, merchantId, query);
  return {
    list: rows.map((row): TBoSettlement => ({ ...settlementLineView(row), holdReason: row.hold_reason })),
    ...pageFacts(total, query),
    heldAmount: money(held),
  };
}

/** Staff release a held line: paid now with its own key if the payer has the money now, else refused. */
export async function releaseSettlement(db: TDb, merchant: TMerchant, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const line = await lockSettlementLine(trx, merchant.id, id);
    if (!line) throw new AppError('NOT_FOUND');
    if (line.state !== 'HELD') throw new AppError('CONTRACT_STATE_CHANGED');
    if (!(await releaseHeldLine(db, trx, merchant, line))) throw new AppError('CONTRACT_PAYER_SHORT');
    await writeAudit(trx, actor, {
      action: 'agents.settlement.release',
      targetType: 'agent_settlement',
      targetId: String(id),
      before: { state: 'HELD', holdReason: line.hold_reason },
      after: { state: 'PAID', amount: line.amount },
    });
  });
}
