import { EVENT_GAMES } from '../games/events/event-rules.ts';
import { publishDueChains } from './events/event-chains.ts';
import { settleDueMatches } from './events/event-settlement.ts';
import type { THouseContext } from './house-context.ts';
import { runLotteryPass, scheduleLotteryIssues } from './lottery/lottery-jobs.ts';
import { ROUNDS_PER_PASS, recoverRounds } from './rounds/round-recovery.ts';
import { deleteOldSessions } from './sessions/session.repository.ts';

const SESSION_CLEANUP_EVERY_MS = 10 * 60_000;
const SESSIONS_DELETED_PER_PASS = 1_000;
// Chains are published days ahead (chainLeadMatches); a look every 10 minutes keeps that margin.
const CHAIN_CHECK_EVERY_MS = 10 * 60_000;
const EVENT_GAME_IDS = EVENT_GAMES.map((game) => game.gameId);

/**
 * The house's background work, on timers: recovery of unfinished rounds (at start, then every few
 * seconds), settlement of ended event matches, publication of the event games' seed chains ahead of
 * their matches, the lottery's issues, draws, settlement and payouts, and a sweep of long-expired
 * sessions. Each loop never overlaps itself; several house instances share the work through row locks
 * (SKIP LOCKED). A pass whose work answers `true` (more is waiting) is followed by the next at once.
 */
export function startHouseJobs(ctx: THouseContext): { stop: () => Promise<void> } {
  let isStopped = false;
  const running = new Set<Promise<unknown>>();
  const loop = (name: string, everyMs: number, work: () => Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    const tick = async () => {
      if (isStopped) return;
      const pass = work().catch((error) => ctx.log.error({ err: error }, `house: ${name} failed`));
      running.add(pass);
      const isBusy = (await pass) === true;
      running.delete(pass);
      if (!isStopped) timer = setTimeout(tick, isBusy ? 0 : everyMs).unref();
    };
    timer = setTimeout(tick, 0).unref();
    return () => clearTimeout(timer);
  };
  const stops = [
    // A full pass means more rounds are waiting (a lottery draw ends thousands of slips at once).
    loop(
      'recovery',
      ctx.config.recoveryIntervalMs,
      async () => (await recoverRounds(ctx)) === ROUNDS_PER_PASS,
    ),
    loop('settlement', ctx.config.settlementIntervalMs, () => settleDueMatches(ctx)),
    loop('seed chains', CHAIN_CHECK_EVERY_MS, () => publishDueChains(ctx, EVENT_GAME_IDS, new Date())),
    loop('lottery schedule', ctx.config.lottery.scheduleIntervalMs, () => scheduleLotteryIssues(ctx)),
    loop('lottery draws', ctx.config.lottery.drawIntervalMs, () => runLotteryPass(ctx)),
    loop('session sweep', SESSION_CLEANUP_EVERY_MS, () =>
      deleteOldSessions(ctx.db, SESSIONS_DELETED_PER_PASS),
    ),
  ];
  return {
    stop: async () => {
      isStopped = true;
      for (const stop of stops) stop();
      await Promise.allSettled([...running]);
    },
  };
}
