import type { TResultShape } from '@tala/contract/lottery/lottery-admin';
import { sql } from 'kysely';
import { K3_DICE_COUNT } from '../../games/lottery/fast/k3-draw.ts';
import { PK10_CAR_COUNT } from '../../games/lottery/fast/pk10-draw.ts';
import { SSC5_POSITION_COUNT } from '../../games/lottery/fast/ssc5-draw.ts';
import type { TLotteryFamily, TLotteryResult } from '../../games/lottery/lottery-types.ts';
import { SEA_4D_TIERS } from '../../games/lottery/sea/sea-draw.ts';
import { VN_TIERS } from '../../games/lottery/vn/vn-draw.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { adminDb } from './admin/lottery-admin-db.ts';
import { LotteryAdminError } from './admin/lottery-admin-error.ts';
import { issueContributions } from './lottery-draw.ts';
import { holdIssueExclusive } from './lottery-issue-locks.ts';

/**
 * Where a game's results come from (decision 035). By default the house draws its own provably fair
 * result (lottery-draw.ts). A game that follows an official draw takes it from a results feed adapter
 * (none is configured by default: an operator plugs one in through the provider's options) or from staff
 * who enter it, one entering and another approving. Either way the result is checked against the family's
 * shape, and the issue is then drawn with it and settles through the normal path.
 */
export type TLotteryResultsFeed = {
  /** Stable name the game's `results_feed` refers to (`[a-z0-9-]{1,40}`). */
  name: string;
  /** The families it has results for. */
  families: readonly TLotteryFamily[];
  /**
   * The official result of one issue as groups of numbers (resultShapeOf), or null while it is not out
   * yet. A throw is logged and asked again on the next pass.
   */
  fetchResult(input: {
    gameId: string;
    family: TLotteryFamily;
    issueNo: string;
    drawsAt: Date;
  }): Promise<Record<string, string[]> | null>;
};

const NUMERIC = (key: string, count: number, min: number, max: number) => ({
  key,
  count,
  digits: null,
  min,
  max,
});
const DIGITS = (key: string, count: number, digits: number) => ({
  key,
  count,
  digits,
  min: 0,
  max: 10 ** digits - 1,
});

/** The groups a family's result is made of, in the order its sheet prints them. */
export function resultShapeOf(family: string): TResultShape {
  switch (family) {
    case 'ssc5':
      return { groups: [NUMERIC('digits', SSC5_POSITION_COUNT, 0, 9)], distinct: 'none' };
    case 'k3':
      return { groups: [NUMERIC('dice', K3_DICE_COUNT, 1, 6)], distinct: 'none' };
    case 'pk10':
      return { groups: [NUMERIC('order', PK10_CAR_COUNT, 1, PK10_CAR_COUNT)], distinct: 'group' };
    case 'vn-north':
    case 'vn-regional':
      return {
        groups: VN_TIERS[family].map((tier) => DIGITS(tier.tier, tier.count, tier.digits)),
        distinct: 'none',
      };
    case 'sea-4d':
      return { groups: SEA_4D_TIERS.map((tier) => DIGITS(tier.tier, tier.count, 4)), distinct: 'all' };
    default:
      throw new Error(`no result shape for lottery family ${family}`);
  }
}

/** Reads one group's numbers: the right count, each of the right width or range; BAD_RESULT otherwise. */
function readGroup(group: TResultShape['groups'][number], given: readonly string[] | undefined): string[] {
  if (!given || given.length !== group.count) {
    throw new LotteryAdminError('BAD_RESULT', `${group.key} needs ${group.count} numbers`);
  }
  for (const text of given) {
    const isShaped =
      group.digits === null ? /^\d{1,2}$/.test(text) : text.length === group.digits && /^\d+$/.test(text);
    const value = Number(text);
    if (!isShaped || value < group.min || value > group.max) {
      throw new LotteryAdminError('BAD_RESULT', `${group.key}: ${text.slice(0, 8)} is out of range`);
    }
  }
  if (group.digits === null) return given.map((text) => String(Number(text)));
  return [...given];
}

/**
 * The family's result from groups of numbers (a staff entry, a feed's answer), checked against its
 * shape: every group present with its count, each number in range, repeats only where the draw allows.
 */
export function resultFromNumbers(
  family: string,
  numbers: Record<string, readonly string[]>,
): TLotteryResult {
  const shape = resultShapeOf(family);
  const unknown = Object.keys(numbers).find((key) => !shape.groups.some((group) => group.key === key));
  if (unknown) throw new LotteryAdminError('BAD_RESULT', `no group ${unknown.slice(0, 20)}`);
  const groups = new Map(shape.groups.map((group) => [group.key, readGroup(group, numbers[group.key])]));
  const lists = [...groups.values()];
  const repeats = (list: string[]) => new Set(list).size !== list.length;
  if (shape.distinct === 'group' && lists.some(repeats)) {
    throw new LotteryAdminError('BAD_RESULT', 'a number appears twice');
  }
  if (shape.distinct === 'all' && repeats(lists.flat())) {
    throw new LotteryAdminError('BAD_RESULT', 'a number appears twice');
  }
  const ints = (key: string) => groups.get(key)!.map(Number);
  switch (family) {
    case 'ssc5':
      return { family: 'ssc5', digits: ints('digits') };
    case 'k3':
      return { family: 'k3', dice: ints('dice') };
    case 'pk10':
      return { family: 'pk10', order: ints('order') };
    case 'vn-north':
    case 'vn-regional':
      return {
        family,
        prizes: shape.groups.map((group) => ({ tier: group.key, numbers: groups.get(group.key)! })),
      };
    default: {
      const [first, second, third] = [groups.get('first')!, groups.get('second')!, groups.get('third')!];
      return {
        family: 'sea-4d',
        first: first[0]!,
        second: second[0]!,
        third: third[0]!,
        starter: groups.get('starter')!,
        consolation: groups.get('consolation')!,
      };
    }
  }
}

/**
 * Draws one issue with an official result, inside the caller's transaction: the issue must be past its
 * draw time, not drawn and not cancelled (locked, so the draw job or a second approval cannot race it).
 * The server seed is revealed as for every draw; `result_source` says the result is the official one.
 */
export async function drawWithOfficialResult(
  trx: THouseDb,
  issueId: bigint,
  result: TLotteryResult,
  source: 'manual' | 'feed',
): Promise<void> {
  const db = adminDb(trx);
  const issue = await db
    .selectFrom('house.lottery_issues')
    .select(['id', 'drawn_at', 'cancelled_at', 'draws_at'])
    .where('id', '=', issueId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (issue.drawn_at || issue.cancelled_at)
    throw new LotteryAdminError('ISSUE_CLOSED', 'issue drawn or cancelled');
  if (issue.draws_at > new Date())
    throw new LotteryAdminError('RESULT_NOT_ALLOWED', 'not past its draw time');
  // A slip still being placed (it passed the cut-off check a moment ago) is waited for, as the draw does.
  await holdIssueExclusive(trx, issueId);
  const contributions = await issueContributions(trx, issueId);
  await db
    .updateTable('house.lottery_issues')
    .set({
      contributions: contributions.length,
      result: JSON.stringify(result),
      result_source: source,
      drawn_at: sql<Date>`now()`,
    })
    .where('id', '=', issueId)
    .execute();
}

const FEED_ISSUES_PER_PASS = 20;

/**
 * Asks each game's feed for the results of its issues past their draw time, oldest first, and draws
 * those it has. A result a feed gets wrong (bad shape) is logged and never drawn: staff see the issue
 * waiting and may switch the game to manual entry.
 */
export async function pollResultsFeeds(
  ctx: THouseContext,
  feeds: readonly TLotteryResultsFeed[],
  now: Date = new Date(),
): Promise<number> {
  if (feeds.length === 0) return 0;
  const byName = new Map(feeds.map((feed) => [feed.name, feed]));
  const due = await adminDb(ctx.db)
    .selectFrom('house.lottery_issues as i')
    .innerJoin('house.lottery_games as g', 'g.game_id', 'i.game_id')
    .select(['i.id', 'i.game_id', 'i.issue_no', 'i.draws_at', 'g.family', 'g.results_feed'])
    .where('g.results_source', '=', 'feed')
    .where('i.draws_at', '<=', now)
    .where('i.drawn_at', 'is', null)
    .where('i.cancelled_at', 'is', null)
    .orderBy('i.draws_at')
    .limit(FEED_ISSUES_PER_PASS)
    .execute();
  let drawn = 0;
  for (const issue of due) {
    const feed = byName.get(issue.results_feed ?? '');
    if (!feed) continue;
    try {
      const numbers = await feed.fetchResult({
        gameId: issue.game_id,
        family: issue.family as TLotteryFamily,
        issueNo: issue.issue_no,
        drawsAt: issue.draws_at,
      });
      if (!numbers) continue;
      const result = resultFromNumbers(issue.family, numbers);
      await ctx.db.transaction().execute((trx) => drawWithOfficialResult(trx, issue.id, result, 'feed'));
      drawn += 1;
    } catch (error) {
      ctx.log.warn(
        { err: error, issue: issue.issue_no, feed: feed.name },
        'house: lottery feed result not drawn',
      );
    }
  }
  return drawn;
}
