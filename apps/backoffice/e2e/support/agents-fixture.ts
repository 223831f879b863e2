import { randomBytes } from 'node:crypto';
import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { sql } from 'kysely';
import '../../../server/src/db/schema-agent.ts';
import { actOnContract, offerContract } from '../../../server/src/modules/agent/contracts.service.ts';
import { findPendingMoveOf } from '../../../server/src/modules/agent/member-moves.repository.ts';
import {
  approveMove,
  cancelMove,
  requestMove,
} from '../../../server/src/modules/agent/member-moves.service.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
  post,
} from '../../../server/src/modules/ledger/ledger.service.ts';
import { findMemberByUsername, insertMember } from '../../../server/src/modules/member/member.repository.ts';
import { findMerchantByCode } from '../../../server/src/modules/merchants/merchant.repository.ts';
import { withDatabase } from '../../../web/e2e/support/database.ts';

/**
 * Agents for the back office's agents spec, made through the server's own services on the e2e server's database,
 * so the demo agents other specs rely on keep their contracts. The console has no way to make a member an agent
 * (operators do it when they open the account, as the seed does): a fresh top agent and a sub-agent under it are
 * inserted here as the server's agent tests insert theirs (the upline chain follows by trigger, migration 0026).
 */
const MERCHANT = 'TALA';

export type TAgentPair = { top: { id: bigint; username: string }; sub: { id: bigint; username: string } };

export async function openTopAgentWithSub(): Promise<TAgentPair> {
  const suffix = randomBytes(3).toString('hex');
  return withDatabase(async (db) => {
    const merchant = await findMerchantByCode(db, MERCHANT);
    if (!merchant) throw new Error(`no ${MERCHANT} merchant`);
    // Agents of the demo's type with their own invitation codes; they never sign in (no usable password).
    const agent = (username: string, uplineId: bigint | null) =>
      insertMember(db, {
        merchant_id: merchant.id,
        username,
        password_hash: 'e2e-no-sign-in',
        upline_id: uplineId,
        agent_type: 1,
        affiliate_code: username.toUpperCase().replace(/_/g, ''),
        register_method: 'SEED',
      });
    const top = await agent(`e2e_top_${suffix}`, null);
    const sub = await agent(`e2e_sub_${suffix}`, top.id);
    return {
      top: { id: top.id, username: top.username },
      sub: { id: sub.id, username: sub.username },
    };
  });
}

/** The top agent offers its sub-agent terms and the sub-agent accepts, as both would in the agent centre. */
export async function offerAndAccept(pair: TAgentPair, terms: TContractTermsBody): Promise<string> {
  return withDatabase(async (db) => {
    const merchant = await findMerchantByCode(db, MERCHANT);
    if (!merchant) throw new Error(`no ${MERCHANT} merchant`);
    const offer = await offerContract(db, merchant, pair.top.id, { memberId: String(pair.sub.id), terms });
    await actOnContract(db, merchant, pair.sub.id, {
      id: BigInt(offer.id),
      action: 'accept',
      confirmCascade: false,
    });
    return offer.id;
  });
}

/**
 * A settlement line held because its payer lacked the money, as the settlement run leaves one: yesterday's period
 * of the contract, HELD with the run's reason and no posting. The run cannot be made to hold a line on demand (the
 * team would need a day of play and a payer short of money at the hour it runs), so the row is written directly;
 * it is safe for the ledger (nothing moved) and for the run, which settles from the latest line onwards and so
 * never looks at yesterday again.
 */
export async function addHeldLine(contractId: string, amountMinor: bigint, daysAgo = 1): Promise<string> {
  return withDatabase(async (db) => {
    const row = await sql<{ id: string }>`
      INSERT INTO agent_settlements (merchant_id, contract_id, kind, member_id, upline_id, period_start, period_end,
        valid_bet, win, active, tier, rate_bp, amount, state, hold_reason)
      SELECT c.merchant_id, c.id, c.kind, c.member_id, c.upline_id, p.start,
        contract_period_end('DAILY', p.start, s.settings->>'timeZone'),
        ${amountMinor * 100n}, ${amountMinor * 40n}, 3, 0, 100, ${amountMinor}, 'HELD', 'PAYER_BALANCE'
      FROM agent_contracts c
      JOIN merchant_settings s ON s.merchant_id = c.merchant_id
      CROSS JOIN LATERAL (SELECT contract_period_start('DAILY', now() - make_interval(days => ${daysAgo}), s.settings->>'timeZone')
        AS start) p
      WHERE c.id = ${BigInt(contractId)}
      RETURNING id::text`.execute(db);
    const id = row.rows[0]?.id;
    if (!id) throw new Error(`no contract ${contractId}`);
    return id;
  });
}

/** Money into a member's main wallet (an operator's credit), so a payer short of money has it again. */
export async function creditMain(memberId: bigint, amountMinor: bigint): Promise<void> {
  await withDatabase(async (db) => {
    const merchant = await findMerchantByCode(db, MERCHANT);
    if (!merchant) throw new Error(`no ${MERCHANT} merchant`);
    const account = { merchantId: merchant.id, currency: merchant.currency };
    const main = await ensurePlayerAccount(db, { ...account, memberId, code: MAIN_WALLET });
    const house = await ensureHouseAccount(db, { ...account, code: houseAccountCode.adjustment });
    await post(db, {
      merchantId: merchant.id,
      idempotencyKey: `e2e:agents:credit:${randomBytes(8).toString('hex')}`,
      kind: 'ADJUSTMENT',
      entries: [
        { accountId: main, amount: amountMinor },
        { accountId: house, amount: -amountMinor },
      ],
    });
  });
}

/**
 * A member's team as the tree counts it: direct downline and all levels. Other specs on the same server register
 * members under the demo agents, so a spec reads the counts it expects instead of assuming the seed's.
 */
export async function teamCounts(username: string): Promise<{ direct: number; team: number }> {
  return withDatabase(async (db) => {
    const row = await sql<{ direct: number; team: number }>`
      SELECT count(*) FILTER (WHERE u.depth = 1)::int AS direct, count(*)::int AS team
      FROM member_uplines u JOIN members m ON m.id = u.upline_id
      JOIN merchants r ON r.id = m.merchant_id
      WHERE r.code = ${MERCHANT} AND m.username = ${username}`.execute(db);
    const counts = row.rows[0];
    if (!counts) throw new Error(`no member ${username}`);
    return counts;
  });
}

/** A contract's stored state, to check what the console did. */
export async function contractRow(id: string) {
  return withDatabase((db) =>
    db
      .selectFrom('agent_contracts')
      .select(['status', 'end_reason', 'effective_until'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Puts a demo member back under the upline the seed gave it, through the same two-person path the console takes
 * (a request by one admin, the approval by another, both audited): other specs rely on the demo tree. A request
 * of this member still waiting is withdrawn by whoever asked first.
 */
export async function restoreUpline(
  member: string,
  upline: string,
  admins: { requester: string; approver: string },
): Promise<void> {
  await withDatabase(async (db) => {
    const merchant = await findMerchantByCode(db, MERCHANT);
    if (!merchant) throw new Error(`no ${MERCHANT} merchant`);
    /** A staff member acting as the console's actor, found by id or by username. */
    const actorOf = async (who: { id: bigint } | { username: string }) => {
      const staffOfMerchant = db
        .selectFrom('staff')
        .select(['id', 'username'])
        .where('merchant_id', '=', merchant.id);
      const staff = await ('id' in who
        ? staffOfMerchant.where('id', '=', who.id)
        : staffOfMerchant.where('username', '=', who.username)
      ).executeTakeFirstOrThrow();
      return { merchantId: merchant.id, staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
    };
    const row = await findMemberByUsername(db, merchant.id, member);
    if (!row) throw new Error(`no member ${member}`);
    const waiting = await findPendingMoveOf(db, merchant.id, row.id);
    if (waiting) await cancelMove(db, merchant, await actorOf({ id: waiting.requested_by }), waiting.id);
    const now = await findMemberByUsername(db, merchant.id, upline);
    if (!now || row.upline_id === now.id) return;
    const reason = 'Back where the demo seed put it';
    const move = await requestMove(db, merchant, await actorOf({ username: admins.requester }), {
      username: member,
      uplineUsername: upline,
      reason,
    });
    await approveMove(db, merchant, await actorOf({ username: admins.approver }), BigInt(move.id), reason);
  });
}
