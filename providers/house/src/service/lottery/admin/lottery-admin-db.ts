import type { ColumnType, Generated, Kysely } from 'kysely';
import type { THouseDatabase, THouseDb } from '../../db/house-db.ts';

type TSource = 'house' | 'manual' | 'feed';
type TProposalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** The columns and table migration 0010 adds (decision 035), on top of the engine's types. */
export type TLotteryAdminTables = {
  'house.lottery_games': {
    results_source: ColumnType<TSource, TSource | undefined, TSource>;
    results_feed: ColumnType<string | null, string | null | undefined, string | null>;
  };
  'house.lottery_issues': {
    result_source: ColumnType<
      'manual' | 'feed' | null,
      'manual' | 'feed' | null | undefined,
      'manual' | 'feed'
    >;
  };
  'house.lottery_manual_results': {
    id: Generated<bigint>;
    issue_id: bigint;
    result: ColumnType<unknown, string, string>;
    status: ColumnType<TProposalStatus, TProposalStatus | undefined, TProposalStatus>;
    entered_by: string;
    entered_by_name: string;
    entered_at: ColumnType<Date, Date | string | undefined, Date | string>;
    decided_by: string | null;
    decided_by_name: string | null;
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
};

export type TAdminDb = Kysely<THouseDatabase & TLotteryAdminTables>;

/** The house's handle seen with migration 0010's columns: the engine's types stay as they are. */
export function adminDb(db: THouseDb): TAdminDb {
  return db.withTables<TLotteryAdminTables>();
}
