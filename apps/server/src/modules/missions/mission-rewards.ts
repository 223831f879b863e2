import type { TMissionBonusTerms, TMissionRewardKind } from '@tala/contract/loyalty/missions';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import type { TDb } from '../../db/database.ts';
import { ensureMemberAccountRows } from '../ledger/ledger.repository.ts';
import {
  ensureHouseAccountWithin,
  houseAccountCode,
  MAIN_WALLET,
  POINTS_CURRENCY,
  POINTS_WALLET,
  postPairsWithin,
  type TPairPosting,
} from '../ledger/ledger.service.ts';
import { pointsHouseAccount, pointsKind } from '../points/points-ledger.ts';
import { issueBonus } from '../promotions/bonus-lifecycle.ts';

/** The money ledger kind of a CASH tier (the member's account record names it); POINTS tiers post PTS_MISSION. */
export const MISSION_REWARD_KIND = 'MISSION_REWARD';

export type TClaimToPay = {
  id: bigint;
  memberId: bigint;
  rewardKind: TMissionRewardKind;
  reward: bigint;
  /** A BONUS tier's terms (null for the others). */
  bonus: TMissionBonusTerms | null;
};

/** The wagering rule a BONUS tier's bonus carries: every category counts in full, no bet cap, a withdrawal forfeits. */
export function missionBonusRule(terms: TMissionBonusTerms): TWageringRule {
  return {
    multiplier: terms.multiplier,
    base: 'BONUS',
    weightsBp: {},
    maxBet: null,
    expiryDays: terms.expiryDays,
    withdrawRule: 'FORFEIT',
  };
}

/** Where a reward kind comes from and goes to: the mission house account to MAIN, or issued points to POINTS. */
function sideOf(kind: 'CASH' | 'POINTS', currency: string) {
  return kind === 'CASH'
    ? { wallet: MAIN_WALLET, currency, ledgerKind: MISSION_REWARD_KIND }
    : { wallet: POINTS_WALLET, currency: POINTS_CURRENCY, ledgerKind: pointsKind('MISSION') };
}

async function houseFor(root: TDb, trx: TDb, merchantId: number, kind: 'CASH' | 'POINTS', currency: string) {
  return kind === 'CASH'
    ? ensureHouseAccountWithin(root, trx, { merchantId, code: houseAccountCode.missionRewards, currency })
    : pointsHouseAccount(root, trx, merchantId);
}

/**
 * Pays claims (written by the caller in the same transaction), each its own ledger transaction keyed by the claim's
 * id (`mission-claim:<id>`, or the bonus's own keys for a BONUS tier, whose bonus row names the claim): a claim row
 * exists once per player and tier, so a tier is paid once whoever pays it. The caller has made sure a BONUS claim's
 * player runs no other bonus (one at a time: the bonuses_one_active index refuses a second).
 */
export async function payClaims(
  root: TDb,
  trx: TDb,
  scope: { merchantId: number; currency: string },
  claims: TClaimToPay[],
): Promise<void> {
  for (const kind of ['CASH', 'POINTS'] as const) {
    const ofKind = claims.filter((claim) => claim.rewardKind === kind);
    if (ofKind.length === 0) continue;
    const side = sideOf(kind, scope.currency);
    const accounts = await ensureMemberAccountRows(
      trx,
      { merchantId: scope.merchantId, code: side.wallet, currency: side.currency },
      [...new Set(ofKind.map((claim) => claim.memberId))],
    );
    const house = await houseFor(root, trx, scope.merchantId, kind, scope.currency);
    const postings = ofKind.map((claim): TPairPosting => {
      const to = accounts.get(claim.memberId);
      if (to === undefined) throw new Error('Invariant failed: every claimant has an account row');
      return {
        idempotencyKey: `mission-claim:${claim.id}`,
        fromAccountId: house,
        toAccountId: to,
        amount: claim.reward,
      };
    });
    await postPairsWithin(trx, { merchantId: scope.merchantId, kind: side.ledgerKind, postings });
  }
  for (const claim of claims) {
    if (claim.rewardKind !== 'BONUS') continue;
    if (claim.bonus === null) throw new Error('Invariant failed: a BONUS tier has its terms (CHECK)');
    await issueBonus(
      trx,
      { ...scope, memberId: claim.memberId },
      {
        source: { missionClaimId: claim.id },
        depositId: null,
        amount: claim.reward,
        depositAmount: 0n,
        rule: missionBonusRule(claim.bonus),
      },
    );
  }
}
