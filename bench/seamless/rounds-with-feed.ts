import type { TSeamlessClient } from '../../providers/house/src/service/seamless/seamless-client.ts';
import { CONCURRENCY } from '../support/knobs.ts';
import { drive, type TRun } from '../wallet/bench-db.ts';
import { httpRound, newRound, type TGamePlayer, type TOutcome } from './seamless-rounds.ts';

export type TRoundPlan = { players: TGamePlayer[]; outcomes: TOutcome[]; shards: bigint[] };
export type TFeedTally = { runs: number; changed: number };

/**
 * One measured run of house slot rounds (bet, win, endRound over signed HTTP) from `plan`'s players, with a feed job
 * on its timer beside them as every instance runs it, then one last feed run that takes in what the rounds left: the
 * feed's cost is inside the run's window. `feed` answers how many rows it changed, or null when it did not run.
 */
export async function roundsWithFeed(
  client: TSeamlessClient,
  plan: TRoundPlan,
  seconds: number,
  feed: { everyMs: number; run: () => Promise<number | null> },
): Promise<TRun & { feed: TFeedTally }> {
  const tally: TFeedTally = { runs: 0, changed: 0 };
  const once = async () => {
    const changed = await feed.run();
    if (changed !== null) {
      tally.runs += 1;
      tally.changed += changed;
    }
  };
  let ticking: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    ticking = ticking.then(once);
  }, feed.everyMs);
  const pick = () =>
    newRound(
      plan.players[Math.floor(Math.random() * plan.players.length)] as TGamePlayer,
      plan.outcomes[Math.floor(Math.random() * plan.outcomes.length)] as TOutcome,
      plan.shards,
    );
  const run = await drive(CONCURRENCY, seconds, () => httpRound(client, pick()));
  clearInterval(timer);
  await ticking;
  await once();
  return { ...run, feed: tally };
}
