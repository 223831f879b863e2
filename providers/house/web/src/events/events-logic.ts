import type { TEventMatch } from '../../../src/service/api/api-contract.ts';

/** Board and bet list refresh while the page is open; a match that changes state is fetched at once. */
export const BOARD_REFRESH_MS = 3000;
export const MY_BETS_REFRESH_MS = 5000;

/** Finished matches kept on the board: enough to see recent results, not a scroll of history. */
export const MAX_SETTLED_SHOWN = 4;
const STATUS_ORDER = { LIVE: 0, OPEN: 1, SETTLED: 2 } as const;

/**
 * The board's order: what is playing now, then what can still be bet on (soonest first), then the
 * latest results.
 */
export function sortBoard<T extends Pick<TEventMatch, 'status' | 'kickoffAt'>>(matches: readonly T[]): T[] {
  const sorted = [...matches].sort((a, b) => {
    const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (byStatus !== 0) return byStatus;
    const byTime = Date.parse(a.kickoffAt) - Date.parse(b.kickoffAt);
    return a.status === 'SETTLED' ? -byTime : byTime;
  });
  const settled = sorted.filter((match) => match.status === 'SETTLED').slice(0, MAX_SETTLED_SHOWN);
  return [...sorted.filter((match) => match.status !== 'SETTLED'), ...settled];
}

/** "mm:ss" for a countdown, never negative; hours only when a match is that far away. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** How far a live match has played, 0…1, from its kickoff and end times on the server's clock. */
export function liveProgress(match: Pick<TEventMatch, 'kickoffAt' | 'endsAt'>, nowMs: number): number {
  const start = Date.parse(match.kickoffAt);
  const end = Date.parse(match.endsAt);
  if (!(end > start)) return 1;
  return Math.max(0, Math.min(1, (nowMs - start) / (end - start)));
}

/**
 * The payout the slip shows before the bet is placed: stake × odds rounded up to the cent, the rule
 * the service settles by (event-odds.ts winPayoutCents), in integer arithmetic.
 */
export function potentialWinCents(stakeCents: bigint, odds: string): bigint {
  const [whole = '0', fraction = '00'] = odds.split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return (stakeCents * hundredths + 99n) / 100n;
}

/** A selection's label key; team selections show the team's own name instead (see selectionLabel). */
export function selectionKey(selection: string): string {
  return `events.selections.${selection}`;
}

/** What a selection button says: the team for home/away/team-a/team-b, else the translated word. */
export function selectionLabel(
  match: Pick<TEventMatch, 'home' | 'away' | 'kind'>,
  selection: string,
  translate: (key: string) => string,
): string {
  if (selection === 'home' || selection === 'team-a') return match.home;
  if (selection === 'away' || selection === 'team-b') return match.away;
  return translate(selectionKey(selection));
}

/**
 * The moments at which a goal or a map is shown during the highlight replay: evenly spread, so the
 * replay never claims a minute it does not know (the result carries only the final score).
 */
export function revealSchedule(count: number, durationMs: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.round(((index + 1) / (count + 1)) * durationMs));
}

/** Home and away goals in the order the replay reveals them: the side with more goals still to show goes first. */
export function goalOrder(homeGoals: number, awayGoals: number): ('home' | 'away')[] {
  const order: ('home' | 'away')[] = [];
  let home = homeGoals;
  let away = awayGoals;
  while (home > 0 || away > 0) {
    if (home >= away && home > 0) {
      order.push('home');
      home -= 1;
    } else {
      order.push('away');
      away -= 1;
    }
  }
  return order;
}

/**
 * A fresh client seed for one bet, drawn in the browser (not by the house): the bet's contribution to its
 * match's entropy, which the result is drawn with. 16 random bytes as hex, a valid client seed.
 */
export function randomClientSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
