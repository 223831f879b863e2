import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../../server/src/db/database.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  postWithin,
} from '../../../server/src/modules/ledger/ledger.service.ts';
import { demoMerchantId, withDatabase } from './database.ts';

/** The ledger kinds settlement postings carry (apps/server/src/modules/agent/contract-settlement.ts). */
const POSTING_KIND = {
  DAILY_WAGE: 'AGENT_WAGE',
  HOURLY_SALARY: 'AGENT_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME',
} as const;
type TKind = keyof typeof POSTING_KIND;

/** A past period of a contract: `ago` periods back from the running one; what the team did; how it settled. */
type TPastLine = {
  kind: TKind;
  ago: number;
  validBetMinor: number;
  winMinor: number;
  active: number;
  tier: number | null;
  rateBp: number | null;
  state: 'PAID' | 'HELD' | 'NOTHING';
};

/** The unit of each kind's period, on the merchant's clock. */
const UNIT = { DAILY_WAGE: 'day', HOURLY_SALARY: 'hour', REALTIME_SALARY: 'minute' } as const;
const STEP = { DAILY_WAGE: 1, HOURLY_SALARY: 1, REALTIME_SALARY: 5 } as const;

const line = (
  kind: TKind,
  ago: number,
  validBetMinor: number,
  tier: number | null,
  rateBp: number | null,
  state: TPastLine['state'] = 'PAID',
): TPastLine => ({
  kind,
  ago,
  validBetMinor,
  winMinor: Math.round(validBetMinor * 0.82),
  active: 2 + (ago % 4),
  tier,
  rateBp,
  state,
});

/** demo_agent's history from the house (the demo's wage pays 1.00 / 1.50 / 2.00 %, hourly 0.30 / 0.50 %, real-time 0.60 % on a loss). */
const AGENT_LINES: TPastLine[] = [
  line('DAILY_WAGE', 1, 1_254_000, 1, 150),
  line('DAILY_WAGE', 2, 486_050, 0, 100),
  line('DAILY_WAGE', 3, 2_130_000, 1, 150),
  line('DAILY_WAGE', 4, 62_000, null, null, 'NOTHING'),
  line('DAILY_WAGE', 5, 5_420_000, 2, 200),
  line('DAILY_WAGE', 6, 935_500, 0, 100),
  line('HOURLY_SALARY', 1, 180_000, 0, 30),
  line('HOURLY_SALARY', 2, 725_000, 1, 50),
  line('REALTIME_SALARY', 1, 42_000, null, 60),
  line('REALTIME_SALARY', 2, 18_500, null, 60),
];

/** demo_subagent's history from demo_agent (its wage pays 0.80 / 1.20 / 1.60 %); one held. */
const SUB_LINES: TPastLine[] = [
  line('DAILY_WAGE', 1, 604_000, 0, 80),
  line('DAILY_WAGE', 2, 1_120_000, 1, 120, 'HELD'),
  line('DAILY_WAGE', 3, 350_000, 0, 80),
];

/**
 * Settlement history for the demo agents, as the settlement jobs leave it (migration 0029): a line per past
 * period of their contracts, a PAID line's money on the ledger (house → demo_agent, demo_agent → demo_subagent) in
 * the line's own transaction. The demo contracts start with the e2e server, so no period of theirs has ended when
 * a spec runs; these stand for the days and hours before. Day lines stay inside this month (my income's default
 * range) and hour and five-minute lines inside today, each left out when it would fall outside.
 */
export async function seedSettlementHistory(): Promise<void> {
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const agent = await memberId(db, merchantId, 'demo_agent');
    const sub = await memberId(db, merchantId, 'demo_subagent');
    for (const past of AGENT_LINES) await settle(db, merchantId, { member: agent, upline: null }, past);
    for (const past of SUB_LINES) await settle(db, merchantId, { member: sub, upline: agent }, past);
  });
}

async function memberId(db: TDb, merchantId: number, username: string): Promise<bigint> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return BigInt(row.id);
}

async function settle(
  db: TDb,
  merchantId: number,
  who: { member: bigint; upline: bigint | null },
  past: TPastLine,
): Promise<void> {
  const contract = await sql<{ id: string; time_zone: string }>`
    SELECT c.id::text, coalesce(ms.settings->>'timeZone', 'UTC') AS time_zone
    FROM agent_contracts c JOIN merchant_settings ms ON ms.merchant_id = c.merchant_id
    WHERE c.merchant_id = ${merchantId} AND c.member_id = ${who.member} AND c.kind = ${past.kind}
      AND c.status = 'ACCEPTED'
    ORDER BY c.id LIMIT 1`.execute(db);
  const found = contract.rows[0];
  if (!found) throw new Error(`no accepted ${past.kind} contract of member ${who.member}`);
  const period = await periodOf(db, found.time_zone, past);
  if (!period) return;
  const amountMinor =
    past.state === 'NOTHING' ? 0 : Math.floor((past.validBetMinor * (past.rateBp ?? 0)) / 10_000);
  await db.transaction().execute(async (trx) => {
    const transactionId =
      past.state === 'PAID' ? await pay(trx, merchantId, who, past.kind, BigInt(amountMinor)) : null;
    await sql`INSERT INTO agent_settlements (merchant_id, contract_id, kind, member_id, upline_id, period_start,
        period_end, valid_bet, win, active, tier, rate_bp, amount, state, hold_reason, transaction_id, settled_at)
      VALUES (${merchantId}, ${found.id}, ${past.kind}, ${who.member}, ${who.upline}, ${period.start}, ${period.end},
        ${past.validBetMinor}, ${past.winMinor}, ${past.active}, ${past.tier}, ${past.rateBp}, ${amountMinor},
        ${past.state}, ${past.state === 'HELD' ? 'e2e: the payer was short' : null}, ${transactionId}, ${period.end})
      ON CONFLICT (contract_id, period_start) DO NOTHING`.execute(trx);
  });
}

/** The period `ago` periods before the running one, on the merchant's clock; null when it leaves the month (or day). */
async function periodOf(db: TDb, timeZone: string, past: TPastLine) {
  const unit = UNIT[past.kind];
  const back = past.ago * STEP[past.kind];
  const { rows } = await sql<{ start: Date; end: Date; inside: boolean }>`
    WITH local AS (SELECT now() AT TIME ZONE ${timeZone} AS t),
    running AS (
      SELECT CASE ${unit}
        WHEN 'minute' THEN date_trunc('hour', t) + floor(extract(minute FROM t) / 5) * interval '5 minutes'
        ELSE date_trunc(${unit}, t) END AS s, t FROM local),
    p AS (SELECT s - ${back} * ${`1 ${unit}`}::interval AS s,
                 s - ${back - STEP[past.kind]} * ${`1 ${unit}`}::interval AS e, t FROM running)
    SELECT p.s AT TIME ZONE ${timeZone} AS start, p.e AT TIME ZONE ${timeZone} AS end,
      CASE ${unit} WHEN 'day' THEN date_trunc('month', p.s) = date_trunc('month', p.t)
                   ELSE date_trunc('day', p.s) = date_trunc('day', p.t) END AS inside
    FROM p`.execute(db);
  const row = rows[0];
  return row?.inside ? { start: row.start, end: row.end } : null;
}

/** The line's money: from the house's agent commission to a top agent, else from the upline's main wallet. */
async function pay(
  trx: TDb,
  merchantId: number,
  who: { member: bigint; upline: bigint | null },
  kind: TKind,
  amount: bigint,
): Promise<bigint> {
  const account = { merchantId, currency: 'PHP' };
  const payee = await ensurePlayerAccount(trx, { ...account, memberId: who.member, code: 'MAIN' });
  const payer =
    who.upline === null
      ? await ensureHouseAccount(trx, { ...account, code: 'AGENT_COMMISSION' })
      : await ensurePlayerAccount(trx, { ...account, memberId: who.upline, code: 'MAIN' });
  const posted = await postWithin(trx, {
    merchantId,
    idempotencyKey: `e2e-settlement:${randomUUID()}`,
    kind: POSTING_KIND[kind],
    entries: [
      { accountId: payee, amount },
      { accountId: payer, amount: -amount },
    ],
  });
  return posted.transactionId;
}
