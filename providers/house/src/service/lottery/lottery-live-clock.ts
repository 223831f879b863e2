import type { TLiveEvent } from '../api/lottery-live-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { issueView } from './lottery-board.ts';
import type { TIssueRow } from './lottery-issues.ts';

/** setTimeout holds at most ~24.8 days; a far draw (4D on Wednesday) is reached in steps of this. */
const MAX_TIMER_MS = 6 * 3_600_000;
/** No issue on sale (the schedule job has not made it yet, or the game is closed): look again after this. */
const RETRY_MS = 5_000;

type TGameClock = { timer: NodeJS.Timeout | null; openedIssueNo: string | null };

/**
 * The moments of a lottery no commit marks, announced by each process from the issue times (data every
 * instance reads alike): `opened` when an issue goes on sale (its predecessor's draw time) and `closed` at
 * its cut-off. One timer per game (13 at most), only while the hub has streams.
 */
export class LotteryLiveClock {
  private readonly games = new Map<string, TGameClock>();
  private isRunning = false;

  constructor(
    private readonly ctx: THouseContext,
    private readonly emit: (event: TLiveEvent) => void,
  ) {}

  size(): number {
    return this.games.size;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    void this.armAll();
  }

  stop(): void {
    this.isRunning = false;
    for (const game of this.games.values()) if (game.timer) clearTimeout(game.timer);
    this.games.clear();
  }

  restart(): void {
    this.stop();
    this.start();
  }

  private async armAll(): Promise<void> {
    try {
      const games = await this.ctx.db
        .selectFrom('house.lottery_games')
        .select('game_id')
        .where('is_enabled', '=', true)
        .execute();
      // Without announcing: the pages read the board when they opened.
      await Promise.all(games.map((game) => this.arm(game.game_id, false)));
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'house: lottery live clock could not start');
    }
  }

  /** The game's issue on sale changed (cancelled): find it and announce it. */
  async rearm(gameId: string): Promise<void> {
    if (this.isRunning) await this.arm(gameId, true);
  }

  private async arm(gameId: string, isAnnounced: boolean): Promise<void> {
    const now = new Date();
    let current: TIssueRow | undefined;
    try {
      current = await this.currentIssue(gameId, now);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'house: lottery live clock could not read an issue');
    }
    if (!this.isRunning) return;
    const game = this.games.get(gameId) ?? { timer: null, openedIssueNo: null };
    if (game.timer) clearTimeout(game.timer);
    this.games.set(gameId, game);
    if (!current) {
      game.timer = this.after(RETRY_MS, () => this.arm(gameId, isAnnounced));
      return;
    }
    if (now < current.opens_at) {
      // On the schedule an issue opens as its predecessor draws; one made to open later waits for it.
      game.timer = this.after(Math.min(MAX_TIMER_MS, current.opens_at.getTime() - Date.now() + 1), () =>
        this.arm(gameId, true),
      );
      return;
    }
    if (isAnnounced && game.openedIssueNo !== current.issue_no) {
      this.emit({
        name: 'opened',
        data: { serverTime: now.toISOString(), gameId, issue: issueView(current, now) },
      });
    }
    game.openedIssueNo = current.issue_no;
    const isOpen = now < current.closes_at;
    // Before the cut-off: wait for it and say so. After: wait for the draw time, when the next one opens.
    const waitMs = (isOpen ? current.closes_at : current.draws_at).getTime() - Date.now();
    if (waitMs > MAX_TIMER_MS) {
      game.timer = this.after(MAX_TIMER_MS, () => this.arm(gameId, true));
      return;
    }
    const issueNo = current.issue_no;
    game.timer = this.after(Math.max(0, waitMs) + 1, () => {
      if (isOpen) {
        const at = new Date().toISOString();
        this.emit({ name: 'closed', data: { serverTime: at, gameId, issueNo } });
      }
      return this.arm(gameId, true);
    });
  }

  private after(ms: number, work: () => unknown): NodeJS.Timeout {
    const timer = setTimeout(() => {
      if (this.isRunning) void Promise.resolve(work()).catch(() => undefined);
    }, ms);
    timer.unref();
    return timer;
  }

  private async currentIssue(gameId: string, now: Date): Promise<TIssueRow | undefined> {
    return this.ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('draws_at', '>', now)
      .where('cancelled_at', 'is', null)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
  }
}
