import { POINTS_TYPES, type TPointsType } from '@tala/contract/loyalty/points';
import type { TDb } from '../../db/database.ts';
import {
  ensureHouseAccountWithin,
  ensurePlayerAccount,
  houseAccountCode,
  POINTS_CURRENCY,
  POINTS_WALLET,
} from '../ledger/ledger.service.ts';

/**
 * Points on the ledger (decision 054): currency PTS in hundredths of a point, a member's POINTS account and the
 * house's POINTS_ISSUED (minus every point outstanding). Each movement's ledger kind names its points type, so the
 * member's points details read the type from the ledger itself.
 */
const KIND_PREFIX = 'PTS_';

export function pointsKind(type: TPointsType): string {
  return `${KIND_PREFIX}${type}`;
}

export function pointsTypeOf(kind: string): TPointsType | null {
  const type = kind.startsWith(KIND_PREFIX) ? kind.slice(KIND_PREFIX.length) : '';
  return (POINTS_TYPES as readonly string[]).includes(type) ? (type as TPointsType) : null;
}

export function memberPointsAccount(db: TDb, merchantId: number, memberId: bigint): Promise<bigint> {
  return ensurePlayerAccount(db, { merchantId, memberId, code: POINTS_WALLET, currency: POINTS_CURRENCY });
}

/** A shard of the house's issued points, read through `trx` unless `root` has the shards cached. */
export function pointsHouseAccount(root: TDb, trx: TDb, merchantId: number): Promise<bigint> {
  return ensureHouseAccountWithin(root, trx, {
    merchantId,
    code: houseAccountCode.pointsIssued,
    currency: POINTS_CURRENCY,
  });
}
