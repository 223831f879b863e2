import { randomUUID } from 'node:crypto';
import type { TBoPromotionBody } from '@tala/contract/backoffice/promotions';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import type { TEligibility } from '@tala/contract/promotions/promotion-rules';
import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import {
  BONUS_WALLET,
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  post,
} from '../../src/modules/ledger/ledger.service.ts';
import { approveDeposit } from '../../src/modules/payments/deposit-staff.service.ts';
import {
  createPromotion,
  setPromotionStatus,
} from '../../src/modules/promotions/promotions-staff.service.ts';
import { api, type TPlayer } from '../payments/payment-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';

const DAY_MS = 86_400_000;

/** A live promotion made as staff make one; `overrides` change the body (the period defaults to around now). */
export async function livePromotion(
  t: TTestApp,
  merchantId: number,
  body: Omit<
    TBoPromotionBody,
    'startsAt' | 'endsAt' | 'title' | 'summary' | 'rulesHtml' | 'artwork' | 'sort'
  > &
    Partial<TBoPromotionBody>,
): Promise<bigint> {
  const staff = await t.deps.db
    .selectFrom('staff')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  const actor = { merchantId, staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
  const { id } = await createPromotion(t.deps.db, actor, {
    title: { en: `Test ${body.type} ${randomUUID().slice(0, 6)}` },
    summary: {},
    rulesHtml: { en: '<p>Rules</p><script>alert(1)</script>' },
    artwork: 'welcome-bonus',
    sort: 9,
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + DAY_MS).toISOString(),
    ...body,
  });
  await setPromotionStatus(t.deps.db, actor, BigInt(id), 'LIVE');
  return BigInt(id);
}

export const ELIGIBLE_ANYONE: TEligibility = {
  newMemberDays: null,
  depositChannels: [],
  firstDepositOnly: false,
  frequency: 'ONCE',
  onePerDeviceAndIp: false,
};

export function promoApi(t: TTestApp, token: string) {
  const client = api(t, token);
  return {
    join: (id: bigint) => client.post(PROMOTION_PATHS.join, { id: String(id) }),
    request: (id: bigint) => client.post(PROMOTION_PATHS.requestReward, { id: String(id) }),
    claim: (id: bigint) => client.post(PROMOTION_PATHS.claim, { id: String(id) }),
    detail: (id: bigint) => client.get(`${PROMOTION_PATHS.detail}?id=${id}`),
    list: () => client.get(PROMOTION_PATHS.list),
    bonuses: () => client.get(PROMOTION_PATHS.bonuses),
    rewards: () => client.get(PROMOTION_PATHS.rewards),
  };
}

/** A bank-transfer deposit the player makes and staff approve (the bonus is issued in the approval). */
export async function deposit(t: TTestApp, player: TPlayer, amount: string): Promise<bigint> {
  const res = await api(t, player.token).post(PAYMENT_PATHS.deposit, {
    channelCode: 'BANK_BDO',
    amount,
    idempotencyKey: randomUUID(),
  });
  if (res.statusCode !== 200) throw new Error(`deposit refused: ${res.body}`);
  const id = BigInt(res.json().value.deposit.id);
  const staff = await t.deps.db
    .selectFrom('staff')
    .select('id')
    .where('merchant_id', '=', player.merchantId)
    .where('role', '=', 'finance')
    .executeTakeFirstOrThrow();
  await approveDeposit(t.deps.db, { merchantId: player.merchantId, depositId: id, staffId: staff.id });
  return id;
}

/**
 * A seamless stake as the ledger records it (MAIN → the vendor's GAME account), or its rollback — what the
 * wagering feed reads. `amount` in minor units.
 */
export async function gamePosting(
  t: TTestApp,
  player: TPlayer,
  vassalage: string,
  kind: 'GAME_BET' | 'GAME_ROLLBACK',
  amount: bigint,
): Promise<void> {
  const scope = { merchantId: player.merchantId, currency: 'PHP' };
  const main = await ensurePlayerAccount(t.deps.db, { ...scope, memberId: player.memberId, code: 'MAIN' });
  const game = await ensureHouseAccount(t.deps.db, { ...scope, code: houseAccountCode.game(vassalage) });
  const mainChange = kind === 'GAME_BET' ? -amount : amount;
  await post(t.deps.db, {
    merchantId: player.merchantId,
    idempotencyKey: `test-game:${randomUUID()}`,
    kind,
    entries: [
      { accountId: main, amount: mainChange },
      { accountId: game, amount: -mainChange },
    ],
  });
}

export async function bonusBalance(t: TTestApp, player: TPlayer): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', player.memberId)
    .where('code', '=', BONUS_WALLET)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Moves a bonus's clock: its issue (and expiry) this many days earlier. */
export async function ageBonus(t: TTestApp, bonusId: string, days: number): Promise<void> {
  await sql`UPDATE bonuses SET issued_at = issued_at - make_interval(days => ${days}),
    expires_at = expires_at - make_interval(days => ${days}) WHERE id = ${BigInt(bonusId)}`.execute(
    t.deps.db,
  );
}
