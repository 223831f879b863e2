import type { THouseDb } from './db/house-db.ts';
import type { TSeamlessClient } from './seamless/seamless-client.ts';

/** Timings of the service; every one bounded (house style 7). */
export type THouseConfig = {
  /** How long the request path or the recovery loop holds a round while it talks to the platform. */
  roundLeaseMs: number;
  /** A house session never outlives its wallet session, nor this. */
  sessionMaxHours: number;
  recoveryIntervalMs: number;
  settlementIntervalMs: number;
  /**
   * Event games: a new match every `intervalMs`, bets until kickoff `bettingMs` later, live for `liveMs`.
   * Match seeds come from hash chains of `chainLength` seeds; the next chain is made (its anchor published)
   * once the current one has `chainLeadMatches` or fewer matches left.
   */
  events: {
    intervalMs: number;
    bettingMs: number;
    liveMs: number;
    chainLength: number;
    chainLeadMatches: number;
  };
  /**
   * The lottery: games without a time zone of their own draw in `timeZone` (the merchant's); issues are
   * made ahead every `scheduleIntervalMs`; due draws, settlement and payouts run every `drawIntervalMs`; a
   * lone slip waits up to `loneSlipWaitMs` for company while other slips' bets are out (decision 041).
   */
  lottery: { timeZone: string; scheduleIntervalMs: number; drawIntervalMs: number; loneSlipWaitMs: number };
};

export const DEFAULT_HOUSE_CONFIG: THouseConfig = {
  // Longer than the worst request path (3 attempts × 5 s time-out + back-off, twice: bet then rollback).
  roundLeaseMs: 45_000,
  sessionMaxHours: 24,
  recoveryIntervalMs: 3_000,
  settlementIntervalMs: 2_000,
  // A chain is a week of 1-minute matches; the next one is published 3.5 days before it starts.
  events: {
    intervalMs: 60_000,
    bettingMs: 90_000,
    liveMs: 40_000,
    chainLength: 10_080,
    chainLeadMatches: 5_040,
  },
  // A lone slip's wait: about the time busy players take to send their next slips (bench:lottery).
  lottery: { timeZone: 'Asia/Manila', scheduleIntervalMs: 5_000, drawIntervalMs: 1_000, loneSlipWaitMs: 2 },
};

export type THouseLog = {
  info: (detail: object, message: string) => void;
  warn: (detail: object, message: string) => void;
  error: (detail: object, message: string) => void;
};

/** What every service function receives: built once by the plugin, no globals. */
export type THouseContext = {
  db: THouseDb;
  wallet: TSeamlessClient;
  config: THouseConfig;
  log: THouseLog;
};
