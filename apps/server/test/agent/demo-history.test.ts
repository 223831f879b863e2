import { CONTRACT_PATHS } from '@tala/contract/agent/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDueContracts } from '../../src/modules/agent/contract-settlement.ts';
import { feedTeamFigures } from '../../src/modules/agent/team-figures.feed.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { findMerchantByCode } from '../../src/modules/merchants/merchant.repository.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** Issue 12 "done when": the demo's team has a month of play and contracts that began with it, paid by the job. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_HISTORY: '1' });
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('the demo team history', () => {
  it('when the first start has seeded it and the jobs have run, then demo_agent and demo_subagent have a month of income', async () => {
    await feedTeamFigures(t.deps.db);
    const merchant = (await findMerchantByCode(t.deps.db, 'TALA'))!;
    const run = await settleDueContracts(t.deps.db, merchant);
    expect(run.paid).toBeGreaterThan(20);
    expect(run.held).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10);
    for (const [username, password] of [
      ['demo_agent', 'Agent123!'],
      ['demo_subagent', 'Agent123!'],
    ] as const) {
      const { token } = await login(t, username, password);
      const income = await t.app.inject({
        url: CONTRACT_PATHS.income,
        query: { from, to: today },
        headers: authed(token),
      });
      expect(Number(income.json().value.totals.DAILY_WAGE), username).toBeGreaterThan(0);
      const paidDays = income
        .json()
        .value.days.filter((d: { amounts: { DAILY_WAGE: string } }) => d.amounts.DAILY_WAGE !== '0.00');
      expect(paidDays.length, username).toBeGreaterThan(10);
    }
    const sub = await login(t, 'demo_subagent', 'Agent123!');
    const flags = await t.app.inject({ url: CONTRACT_PATHS.consolidated, headers: authed(sub.token) });
    expect(flags.json().value).toMatchObject({ divtypereq: 'NEW', dailysalreqtype: 'NONE' });
  });
});
