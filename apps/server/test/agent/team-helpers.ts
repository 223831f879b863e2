import { randomUUID } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  post,
} from '../../src/modules/ledger/ledger.service.ts';
import { insertMember } from '../../src/modules/member/member.repository.ts';
import { login } from '../session/session-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';

/**
 * Teams for agent tests: members inserted under an upline (agents by type), who can log in with one password, and
 * money posted on a chosen day as the team-figures feed reads it (a ledger transaction dated `at`).
 */
export function teamBuilder(t: TTestApp, merchantId: number, passwordHash: string, password: string) {
  const names = new Map<bigint, string>();
  async function addMember(uplineId: bigint | null, agentType = 0, prefix = 'tm'): Promise<bigint> {
    const username = `${prefix}_${randomUUID().slice(0, 8)}`;
    const row = await insertMember(t.deps.db, {
      merchant_id: merchantId,
      username,
      password_hash: passwordHash,
      upline_id: uplineId,
      agent_type: agentType,
    } as Parameters<typeof insertMember>[1]);
    names.set(row.id, username);
    return row.id;
  }
  const tokenOf = async (member: bigint) => (await login(t, names.get(member)!, password)).token;

  /**
   * Moves `mainChange` into the member's MAIN (out when negative) as `kind`, from or to the house account
   * `houseCode` (a vendor's game account for play), dated `at` (an instant or SQL) when given.
   */
  async function postDated(
    member: bigint,
    kind: string,
    mainChange: bigint,
    at?: Date | RawBuilder<Date>,
    houseCode: string = houseAccountCode.adjustment,
  ) {
    const account = { merchantId, currency: 'PHP' };
    const main = await ensurePlayerAccount(t.deps.db, { ...account, memberId: member, code: 'MAIN' });
    const house = await ensureHouseAccount(t.deps.db, { ...account, code: houseCode });
    const posted = await post(t.deps.db, {
      merchantId,
      idempotencyKey: `team:${randomUUID()}`,
      kind,
      entries: [
        { accountId: main, amount: mainChange },
        { accountId: house, amount: -mainChange },
      ],
    });
    if (at) {
      await sql`UPDATE ledger_transactions SET created_at = ${at} WHERE id = ${posted.transactionId}`.execute(
        t.deps.db,
      );
    }
    return posted;
  }
  return { names, addMember, tokenOf, postDated };
}
