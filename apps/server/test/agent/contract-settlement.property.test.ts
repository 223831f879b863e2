import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { settleDueContracts } from '../../src/modules/agent/contract-settlement.ts';
import { insertContract } from '../../src/modules/agent/contracts.repository.ts';
import { acceptWithin, assignTopContract } from '../../src/modules/agent/contracts.service.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { houseBalance } from '../../src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { findMerchantByCode, type TMerchant } from '../../src/modules/merchants/merchant.repository.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';
import { teamBuilder } from './team-helpers.ts';

/**
 * Decision 045's differential settlement over random trees, contracts and bets (issue 12 §6): the house pays exactly
 * what the top agents' contracts give, every agent keeps a share that is never negative and never above its own rate
 * of its team's volume, and a second run pays nothing.
 */
let t: TTestApp;
let merchant: TMerchant;
let team: ReturnType<typeof teamBuilder>;
let staffId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t, 'TALA');
  merchant = (await findMerchantByCode(t.deps.db, 'TALA'))!;
  team = teamBuilder(t, merchantId, await hashPassword('Team1234!'), 'Team1234!');
  const staff = await t.deps.db
    .selectFrom('staff')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  staffId = staff.id;
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

/** A seeded generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const wage = (rateBp: number): TContractTermsBody => ({
  kind: 'DAILY_WAGE',
  tiers: [{ minDailyBet: '0.00', minActive: 0, rateBp, amount: null }],
});

type TNode = { id: bigint; agent: boolean; upline: TNode | null; rateBp: number | null };

describe('differential settlement, property', () => {
  for (const seed of [7, 42, 2026]) {
    it(`when a random tree (seed ${seed}) plays a day, then the house pays the tops and each agent keeps its difference`, {
      timeout: 120_000,
    }, async () => {
      const rand = random(seed);
      const nodes: TNode[] = [];
      for (let i = 0; i < 3; i++)
        nodes.push({ id: await team.addMember(null, 1, 'pp'), agent: true, upline: null, rateBp: null });
      for (let i = 0; i < 40; i++) {
        const agents = nodes.filter((n) => n.agent);
        const upline = agents[Math.floor(rand() * agents.length)]!;
        const agent = rand() < 0.35;
        nodes.push({ id: await team.addMember(upline.id, agent ? 1 : 0, 'pp'), agent, upline, rateBp: null });
      }
      // Contracts top-down: a top agent's from the house, a sub-agent's from its upline (when it holds one), each rate
      // at most the upline's.
      for (const node of nodes.filter((n) => n.agent)) {
        const ceiling = node.upline === null ? 300 : node.upline.rateBp;
        if (ceiling === null || rand() < 0.2) continue;
        node.rateBp = Math.floor(rand() * (ceiling + 1));
        if (node.upline === null) {
          await assignTopContract(t.deps.db, merchant, staffId, {
            memberId: node.id,
            terms: wage(node.rateBp),
            confirmCascade: false,
          });
        } else {
          const upline = node.upline;
          await t.deps.db.transaction().execute(async (trx) => {
            const offer = { member_id: node.id, kind: 'DAILY_WAGE', terms: wage(node.rateBp!) };
            const id = await insertContract(trx, {
              ...offer,
              merchant_id: merchant.id,
              upline_id: upline.id,
              staff_id: null,
            });
            await acceptWithin(trx, merchant, { ...offer, id }, { confirmCascade: false, endedBy: null });
          });
        }
      }
      const ids = nodes.map((n) => n.id);
      await sql`UPDATE agent_contracts SET effective_from = effective_from - interval '1 day'
        WHERE member_id = ANY(${ids}::bigint[]) AND status = 'ACCEPTED'`.execute(t.deps.db);
      // Yesterday's play: every member may bet (agents play too).
      const { rows } = await sql<{
        at: Date;
      }>`SELECT contract_period_start('DAILY', now() - interval '1 day', ${merchant.settings.timeZone}) + interval '2 hours' AS at`.execute(
        t.deps.db,
      );
      const volume = new Map<bigint, bigint>();
      for (const node of nodes) {
        if (rand() < 0.4) continue;
        const stake = BigInt(Math.floor(rand() * 500_000) + 1);
        await fund(t, node.id, stake);
        await team.postDated(node.id, 'GAME_BET', -stake, rows[0]!.at);
        for (let n: TNode | null = node; n; n = n.upline) volume.set(n.id, (volume.get(n.id) ?? 0n) + stake);
      }
      await feedTeamFigures(t.deps.db);
      const houseBefore = await houseBalance(t.deps.db, merchant.id, 'AGENT_COMMISSION');

      await settleDueContracts(t.deps.db, merchant);

      const lines = await t.deps.db
        .selectFrom('agent_settlements')
        .select(['member_id', 'upline_id', 'amount', 'state', 'valid_bet'])
        .where('member_id', 'in', ids)
        .execute();
      expect(lines.filter((l) => l.state === 'HELD')).toEqual([]);
      const contracted = nodes.filter((n) => n.rateBp !== null);
      expect(lines).toHaveLength(contracted.length);
      for (const node of contracted) {
        const line = lines.find((l) => l.member_id === node.id)!;
        const v = volume.get(node.id) ?? 0n;
        expect(line.valid_bet, `member ${node.id}`).toBe(v);
        expect(line.amount, `member ${node.id}`).toBe((v * BigInt(node.rateBp!)) / 10_000n);
        const paidDown = lines.filter((l) => l.upline_id === node.id).reduce((sum, l) => sum + l.amount, 0n);
        expect(line.amount - paidDown, `member ${node.id} keeps`).toBeGreaterThanOrEqual(0n);
      }
      const tops = lines.filter((l) => l.upline_id === null).reduce((sum, l) => sum + l.amount, 0n);
      expect(await houseBalance(t.deps.db, merchant.id, 'AGENT_COMMISSION')).toBe(houseBefore - tops);
      expect((await settleDueContracts(t.deps.db, merchant)).lines).toBe(0);
    });
  }
});
