import { HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { placeBets, type TBetPlaced } from '../rounds/round-wallet.ts';
import type { TBettor } from './lottery-betting.ts';
import {
  storeSlip,
  storeSlips,
  type TBatchSlip,
  type TSlipToStore,
  type TStoredSlip,
} from './lottery-slip-store.ts';

/** A slip stored and its bet sent: the balance after it, or why it did not go through (round not PLACED). */
export type TPlacedSlip = TStoredSlip & { bet: TBetPlaced | Error };

type TQueued = TBatchSlip & {
  resolve: (placed: TPlacedSlip) => void;
  reject: (error: unknown) => void;
};

/** At most this many slips a transaction. */
const SLIPS_PER_BATCH = 32;

/**
 * Stores slips the way a busy lottery receives them: the slips that arrive while a batch is being stored
 * go in together next — one call (decision 042), each step one statement for all of them, each number's liability
 * row updated once for the lot (decision 040). One batch is stored at a time (with two at once, a third of
 * a busy moment's slips went alone, bench:lottery). Nothing waits for a batch to fill: a slip that finds
 * the store free is stored at once, so a quiet lottery stores slips one by one — except a lone slip while
 * other batches' bets are out, which waits `lottery.loneSlipWaitMs` for their players' next slips (decision 041:
 * busy players come back together, and a slip alone cost a transaction and a wallet call of its own).
 */
class SlipBatcher {
  private readonly queue: TQueued[] = [];
  private isStoring = false;
  /** Batches whose bets are with the platform: their players come back with new slips soon. */
  private debiting = 0;
  private lonerTimer: NodeJS.Timeout | null = null;
  private hasLonerWaited = false;

  constructor(private readonly ctx: THouseContext) {}

  place(bettor: TBettor, slip: TSlipToStore): Promise<TPlacedSlip> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bettor, slip, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.isStoring || this.queue.length === 0 || this.lonerTimer) return;
    // A lone slip while other batches' bets are out: their players are about to send their next slips,
    // so it waits a moment for company instead of paying a transaction and a wallet call alone.
    if (this.queue.length === 1 && this.debiting > 0 && !this.hasLonerWaited) {
      this.lonerTimer = setTimeout(() => {
        this.lonerTimer = null;
        this.hasLonerWaited = true;
        this.pump();
      }, this.ctx.config.lottery.loneSlipWaitMs);
      return;
    }
    this.hasLonerWaited = false;
    const batch = this.queue.splice(0, SLIPS_PER_BATCH);
    this.isStoring = true;
    // The store is free again once the batch is stored: its bets go to the wallet while the next is stored
    // (counted as out before the next batch is formed: their players come back soon).
    void storeBatch(this.ctx, batch)
      .catch((error: unknown) => {
        for (const queued of batch) queued.reject(error); // a promise answered already ignores this
        return [];
      })
      .then(async (slips) => {
        this.isStoring = false;
        if (slips.length === 0) return this.pump();
        this.debiting += 1;
        this.pump();
        try {
          await debitBatch(this.ctx, slips);
        } finally {
          this.debiting -= 1;
        }
      });
  }
}

const batchers = new WeakMap<THouseContext, SlipBatcher>();

/**
 * Stores a checked, priced slip (PLACING) and sends its bet, with the slips placed at the same moment.
 * Rejects with the reason a slip was not stored; a slip stored whose bet failed resolves with the error.
 */
export function placeSlipBatched(
  ctx: THouseContext,
  bettor: TBettor,
  slip: TSlipToStore,
): Promise<TPlacedSlip> {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = new SlipBatcher(ctx);
    batchers.set(ctx, batcher);
  }
  return batcher.place(bettor, slip);
}

/**
 * One batch: stored together, or — when the lot does not fit as a whole (a number reaches its cap, a slip
 * id raced in from another instance) — each slip alone, which finds exactly which slip is refused and why.
 * A slip's own refusal (its issue closed, its id used) never holds up the others.
 */
async function storeBatch(ctx: THouseContext, batch: TQueued[]): Promise<TStoredInBatch[]> {
  if (batch.length > 1) {
    try {
      const outcomes = await storeSlips(ctx, batch);
      return settleStored(batch, outcomes);
    } catch (error) {
      const isCapped = error instanceof HouseError && error.code === 'NUMBER_CLOSED';
      if (!isCapped && !isRace(error)) {
        ctx.log.warn(
          { err: error, slips: batch.length },
          'house: a batch of slips failed, storing each alone',
        );
      }
    }
  }
  const outcomes = await Promise.all(
    batch.map((queued) =>
      storeSlip(ctx, queued).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    ),
  );
  return settleStored(batch, outcomes);
}

type TStoredInBatch = { queued: TQueued; stored: TStoredSlip };

/** Slips not stored are answered now (rejected); the stored go on to their bets. */
function settleStored(batch: TQueued[], outcomes: Array<TStoredSlip | Error | undefined>): TStoredInBatch[] {
  const stored: TStoredInBatch[] = [];
  for (const [index, queued] of batch.entries()) {
    const outcome = outcomes[index];
    if (outcome === undefined || outcome instanceof Error) queued.reject(outcome ?? new Error('not stored'));
    else stored.push({ queued, stored: outcome });
  }
  return stored;
}

/** The stored slips' bets, sent together; each slip answered with its own outcome. */
async function debitBatch(ctx: THouseContext, slips: TStoredInBatch[]): Promise<void> {
  if (slips.length === 0) return;
  try {
    const bets = await placeBets(
      ctx,
      slips.map(({ queued, stored }) => ({ round: stored.round, walletToken: queued.bettor.walletToken })),
    );
    for (const [index, { queued, stored }] of slips.entries()) {
      queued.resolve({ ...stored, bet: bets[index] ?? new Error('bet not sent') });
    }
  } catch (error) {
    // The rounds stay PLACING: the recovery loop decides them (rolls their bets back) after their lease.
    for (const { queued } of slips) queued.reject(error);
  }
}

/** A unique key taken meanwhile (23505) or a deadlock with a single slip (40P01). */
function isRace(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23505' || code === '40P01';
}
