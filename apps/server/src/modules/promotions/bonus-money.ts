import type { TDb } from '../../db/database.ts';
import {
  BONUS_WALLET,
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';

/** Ledger kinds of promotion money (the account record names them). */
export const PROMO_LEDGER_KINDS = {
  /** House BONUS → the member's BONUS wallet: a bonus to wager. */
  issue: 'PROMO_BONUS',
  /** The member's BONUS → MAIN: wagering done. */
  release: 'PROMO_BONUS_RELEASE',
  /** The member's BONUS → house BONUS: expired, forfeited by a withdrawal, cancelled by staff. */
  forfeit: 'PROMO_BONUS_FORFEIT',
  /** House BONUS → MAIN: a cash reward (no wagering). */
  cash: 'PROMO_REWARD',
} as const;

/** Whose money, in which merchant and currency. */
export type TMoneyScope = { merchantId: number; currency: string; memberId: bigint };

async function accounts(trx: TDb, scope: TMoneyScope) {
  const { merchantId, currency, memberId } = scope;
  const house = await ensureHouseAccount(trx, { merchantId, code: houseAccountCode.bonus, currency });
  const bonus = await ensurePlayerAccount(trx, { merchantId, memberId, code: BONUS_WALLET, currency });
  const main = await ensurePlayerAccount(trx, { merchantId, memberId, code: MAIN_WALLET, currency });
  return { house, bonus, main };
}

const STEPS = {
  issue: (a: Awaited<ReturnType<typeof accounts>>) => ({ from: a.house, to: a.bonus }),
  release: (a: Awaited<ReturnType<typeof accounts>>) => ({ from: a.bonus, to: a.main }),
  forfeit: (a: Awaited<ReturnType<typeof accounts>>) => ({ from: a.bonus, to: a.house }),
} as const;

/**
 * One step of a bonus's money, in the caller's transaction, keyed `bonus:<id>:<step>`: a step happens once
 * whoever asks (a release racing an expiry is settled by the bonus row's state, this key is the last guard).
 */
export async function moveBonusMoney(
  trx: TDb,
  scope: TMoneyScope,
  bonus: { id: bigint; amount: bigint },
  step: keyof typeof STEPS,
): Promise<void> {
  const { from, to } = STEPS[step](await accounts(trx, scope));
  await postWithin(trx, {
    merchantId: scope.merchantId,
    idempotencyKey: `bonus:${bonus.id}:${step}`,
    kind: PROMO_LEDGER_KINDS[step],
    entries: [
      { accountId: from, amount: -bonus.amount },
      { accountId: to, amount: bonus.amount },
    ],
  });
}

/** A cash reward of a promotion entry: house BONUS → MAIN, once per entry. */
export async function payCashReward(
  trx: TDb,
  scope: TMoneyScope,
  entry: { id: bigint; amount: bigint },
): Promise<void> {
  const { merchantId, currency, memberId } = scope;
  const house = await ensureHouseAccount(trx, { merchantId, code: houseAccountCode.bonus, currency });
  const main = await ensurePlayerAccount(trx, { merchantId, memberId, code: MAIN_WALLET, currency });
  await postWithin(trx, {
    merchantId: scope.merchantId,
    idempotencyKey: `promo-entry:${entry.id}:cash`,
    kind: PROMO_LEDGER_KINDS.cash,
    entries: [
      { accountId: house, amount: -entry.amount },
      { accountId: main, amount: entry.amount },
    ],
  });
}
