import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  MAIN_WALLET,
  postWithin,
} from '../../src/modules/ledger/ledger.service.ts';
import { currentSnapshot, membersPostedSince } from '../../src/modules/wallet/balance-feed.repository.ts';
import { newPlayer, type TPlayer } from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund } from './wallet-helpers.ts';

/** Decision 063: the members whose balances a posting changed, found by the transactions committed since a look. */
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keysOf = (members: { merchantId: number; memberId: bigint }[]) =>
  members.map((member) => `${member.merchantId}:${member.memberId}`);
const keyOf = (player: TPlayer) => `${player.merchantId}:${player.memberId}`;

describe('the balance feed', () => {
  it('when a posting commits after a look, then the next look names its member once, and the one after nothing new', async () => {
    const player = await newPlayer(t);
    const seen = await currentSnapshot(t.deps.db);
    await fund(t, player.memberId, 500n);
    const first = await membersPostedSince(t.deps.db, seen);
    expect(keysOf(first.members)).toContain(keyOf(player));
    const second = await membersPostedSince(t.deps.db, first.snapshot);
    expect(keysOf(second.members)).not.toContain(keyOf(player));
  });

  it('when a posting was in progress at the look and commits later, then the next look still names its member', async () => {
    const player = await newPlayer(t);
    const merchantId = player.merchantId;
    const house = await ensureHouseAccount(t.deps.db, { merchantId, code: 'ADJUSTMENT', currency: 'PHP' });
    const main = await ensurePlayerAccount(t.deps.db, {
      merchantId,
      memberId: player.memberId,
      code: MAIN_WALLET,
      currency: 'PHP',
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted = () => {};
    const written = new Promise<void>((resolve) => {
      posted = resolve;
    });
    const open = t.deps.db.transaction().execute(async (trx) => {
      await postWithin(trx, {
        merchantId,
        idempotencyKey: `feed-test:${randomUUID()}`,
        kind: 'ADJUSTMENT',
        entries: [
          { accountId: house, amount: -700n },
          { accountId: main, amount: 700n },
        ],
      });
      posted();
      await held;
    });
    await written;
    // A later transaction commits first, so the look's xmax passes the open one's xid: that xid is then in the
    // snapshot's in-progress (xip) list, not at or past its xmax.
    await fund(t, (await newPlayer(t)).memberId, 100n);
    // The look is taken while the posting is written and not committed.
    const seen = await currentSnapshot(t.deps.db);
    const during = await membersPostedSince(t.deps.db, seen);
    expect(keysOf(during.members)).not.toContain(keyOf(player));
    release();
    await open;
    const after = await membersPostedSince(t.deps.db, during.snapshot);
    expect(keysOf(after.members)).toContain(keyOf(player));
  });
});
