import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../src/modules/member/member.repository.ts';
import { clearSmsThrottle, latestSmsCode, requestSmsCode } from '../session/session-helpers.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { merchantIdOf } from '../wallet/wallet-helpers.ts';

/** Issue 12 §1, migration 0026: the upline chains kept by trigger as members register and move. */
let t: TTestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t, 'TALA');
});
afterAll(async () => t.close());

async function addMember(uplineId: bigint | null, inMerchant = merchantId): Promise<bigint> {
  const row = await insertMember(t.deps.db, {
    merchant_id: inMerchant,
    username: `team_${randomUUID().slice(0, 8)}`,
    password_hash: 'not-a-login',
    upline_id: uplineId,
  } as Parameters<typeof insertMember>[1]);
  return row.id;
}

function moveMember(memberId: bigint, uplineId: bigint | null) {
  return t.deps.db.updateTable('members').set({ upline_id: uplineId }).where('id', '=', memberId).execute();
}

/** The chains stored for these members, as "upline>member@depth", sorted. */
async function storedChains(members: bigint[]): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('member_uplines')
    .selectAll()
    .where('member_id', 'in', members)
    .execute();
  return rows.map((r) => `${r.upline_id}>${r.member_id}@${r.depth}`).sort();
}

/** The same chains walked from members.upline_id, the truth the stored rows must equal. */
async function walkedChains(members: bigint[]): Promise<string[]> {
  const { rows } = await sql<{ upline_id: bigint; member_id: bigint; depth: number }>`
    WITH RECURSIVE chain (member_id, upline_id, depth) AS (
      SELECT m.id, m.upline_id, 1 FROM members m WHERE m.id = ANY(${members.map(String)}::bigint[]) AND m.upline_id IS NOT NULL
      UNION ALL
      SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.upline_id
      WHERE m.upline_id IS NOT NULL)
    SELECT * FROM chain`.execute(t.deps.db);
  return rows.map((r) => `${r.upline_id}>${r.member_id}@${r.depth}`).sort();
}

describe('member upline chains', () => {
  it('when members register level under level, then each has its whole chain, nearest first', async () => {
    const top = await addMember(null);
    const agent = await addMember(top);
    const sub = await addMember(agent);
    const player = await addMember(sub);
    const chain = await t.deps.db
      .selectFrom('member_uplines')
      .select(['upline_id', 'depth'])
      .where('member_id', '=', player)
      .orderBy('depth')
      .execute();
    expect(chain).toEqual([
      { upline_id: sub, depth: 1 },
      { upline_id: agent, depth: 2 },
      { upline_id: top, depth: 3 },
    ]);
    const team = await t.deps.db
      .selectFrom('member_uplines')
      .select('member_id')
      .where('upline_id', '=', top)
      .execute();
    expect(team.map((r) => r.member_id).sort()).toEqual([agent, sub, player].sort());
  });

  it('when members move with their teams at random, then every chain equals the walk of the uplines', async () => {
    const members: bigint[] = [];
    for (let i = 0; i < 80; i++) {
      const upline =
        i < 4 || Math.random() < 0.1 ? null : members[Math.floor(Math.random() * members.length)]!;
      members.push(await addMember(upline));
    }
    expect(await storedChains(members)).toEqual(await walkedChains(members));
    for (let move = 0; move < 40; move++) {
      const member = members[Math.floor(Math.random() * members.length)]!;
      const target = Math.random() < 0.1 ? null : members[Math.floor(Math.random() * members.length)]!;
      await moveMember(member, target).catch((error: { message?: string }) => {
        // Under itself or its own team: refused, the tree unchanged.
        expect(error.message).toBe('UPLINE_IN_TEAM');
      });
      expect(await storedChains(members)).toEqual(await walkedChains(members));
    }
  });

  it('when a member would move under itself or its own team, then UPLINE_IN_TEAM and nothing changes', async () => {
    const agent = await addMember(null);
    const sub = await addMember(agent);
    const player = await addMember(sub);
    const before = await storedChains([agent, sub, player]);
    await expect(moveMember(agent, player)).rejects.toThrow('UPLINE_IN_TEAM');
    await expect(moveMember(agent, agent)).rejects.toThrow('UPLINE_IN_TEAM');
    expect(await storedChains([agent, sub, player])).toEqual(before);
  });

  it("when the upline is another merchant's member, then UPLINE_NOT_FOUND and no member is made", async () => {
    const other = await t.deps.db
      .insertInto('merchants')
      .values({ code: 'TEAMS2', name: 'Second brand', currency: 'PHP' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await addMember(null, other.id);
    await expect(addMember(foreign)).rejects.toThrow('UPLINE_NOT_FOUND');
    const mine = await addMember(null);
    await expect(moveMember(mine, foreign)).rejects.toThrow('UPLINE_NOT_FOUND');
  });

  it('when a branch moves while members register under it, then every chain is whole', async () => {
    const left = await addMember(null);
    const right = await addMember(null);
    const branch = await addMember(left);
    const members = [left, right, branch];
    const joined = Promise.all(Array.from({ length: 20 }, () => addMember(branch)));
    await moveMember(branch, right);
    members.push(...(await joined));
    expect(await storedChains(members)).toEqual(await walkedChains(members));
    const underRight = await t.deps.db
      .selectFrom('member_uplines')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('upline_id', '=', right)
      .executeTakeFirstOrThrow();
    expect(Number(underRight.count)).toBe(21);
  });

  it("when an agent's team is at the depth limit, then its invitation code registers no one: TEAM_TOO_DEEP, translated", async () => {
    let upline: bigint | null = null;
    // A top member and 30 levels under it: the last has 30 uplines, the most a chain may have.
    for (let level = 0; level <= 30; level++) upline = await addMember(upline);
    const code = `DEEP${randomUUID().slice(0, 6).toUpperCase()}`;
    await t.deps.db
      .updateTable('members')
      .set({ agent_type: 1, affiliate_code: code })
      .where('id', '=', upline!)
      .execute();
    await expect(addMember(upline)).rejects.toThrow('TEAM_TOO_DEEP');
    const username = `deep${randomUUID().slice(0, 6)}`;
    // The demo merchant's rule set asks for a mobile number with its SMS code.
    await clearSmsThrottle(t);
    await requestSmsCode(t, 'register', '9187770001', { ip: '10.30.0.1' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: '10.30.0.2',
      headers: { language: 'zh' },
      payload: (await t.seal({
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreeAge: true,
        affiliateCode: code,
        mobileNum: '9187770001',
        verificationCode: await latestSmsCode(t, '+639187770001'),
        verification: await solveHumanCheck(t.app),
      })) as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TEAM_TOO_DEEP',
      message: '该代理的团队层级已达上限，请使用其他邀请码。',
    });
    const made = await t.deps.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });
});
