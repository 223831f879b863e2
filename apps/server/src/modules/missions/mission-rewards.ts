import type { TMissionRewardKind } from '@tala/contract/loyalty/missions';
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

/** The money ledger kind of a CASH tier (the member's account record names it); POINTS tiers post PTS_MISSION. */
export const MISSION_REWARD_KIND = 'MISSION_REWARD';

export type TClaimToPay = { id: bigint; memberId: bigint; rewardKind: TMissionRewardKind; reward: bigint };

/** Where a reward kind comes from and goes to: the mission house account to MAIN, or issued points to POINTS. */
function sideOf(kind: TMissionRewardKind, currency: string) {
  return kind === 'CASH'
    ? { wallet: MAIN_WALLET, currency, ledgerKind: MISSION_REWARD_KIND }
    : { wallet: POINTS_WALLET, currency: POINTS_CURRENCY, ledgerKind: pointsKind('MISSION') };
}

async function houseFor(root: TDb, trx: TDb, merchantId: number, kind: TMissionRewardKind, currency: string) {
  return kind === 'CASH'
    ? ensureHouseAccountWithin(root, trx, { merchantId, code: houseAccountCode.missionRewards, currency })
    : pointsHouseAccount(root, trx, merchantId);
}

/**
 * Pays claims (written by the caller in the same transaction), each its own ledger transaction keyed by the claim's
 * id (`mission-claim:<id>`): a claim row exists once per player and tier, so a tier is paid once whoever pays it.
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
}
