import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { ZBetRecord } from './bet-history.ts';

/** Game recall: the last game and the 9 before it (AGCO; reference.md "Game records"). */
export const GAME_RECALL_ROUNDS = 10;

/** Bounds of the provider's round detail as we pass it on (deeper or longer parts are cut). */
export const RECALL_DETAIL_LIMITS = { depth: 5, items: 50, keys: 40, text: 500 } as const;

/**
 * A value of the provider's round detail: plain JSON, bounded. The site renders it as text, never as
 * HTML, whatever the provider put in it.
 */
export type TRecallValue =
  | string
  | number
  | boolean
  | null
  | TRecallValue[]
  | { [key: string]: TRecallValue };
export const ZRecallValue: z.ZodType<TRecallValue> = z.lazy(() =>
  z.union([
    z.string().max(RECALL_DETAIL_LIMITS.text + 1),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(ZRecallValue).max(RECALL_DETAIL_LIMITS.items),
    z.record(z.string().max(40), ZRecallValue),
  ]),
);

export const ZGameRecallQuery = z.object({
  /** One round of the betting record; the last GAME_RECALL_ROUNDS rounds when absent. */
  roundId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type TGameRecallQuery = z.infer<typeof ZGameRecallQuery>;

/** The provably-fair commitment of the round; the server seed only once the provider revealed it. */
export const ZFairProof = z.object({
  serverSeedHash: z.string().max(128),
  clientSeed: z.string().max(128),
  nonce: z.number().int().min(0),
  serverSeed: z.string().max(128).nullable(),
});
export type TFairProof = z.infer<typeof ZFairProof>;

export const ZRecallRound = ZBetRecord.extend({
  betCount: z.number().int().min(0),
  balanceBefore: ZDecimalMoney.nullable(),
  balanceAfter: ZDecimalMoney.nullable(),
  /** What the provider sent as the round's outcome (`detail.outcome`); null when it sent none. */
  outcome: ZRecallValue.nullable(),
  /** The rest of the provider's detail by key name, without the keys shown above. */
  details: z.array(z.object({ key: z.string().max(40), value: ZRecallValue })).max(RECALL_DETAIL_LIMITS.keys),
  proof: ZFairProof.nullable(),
  /** The provider's verify page for this round (the house provider's), else null. */
  verifyUrl: z.string().max(1000).nullable(),
  /**
   * The provider's own page of this round, which the site frames: the house lottery's slip recall (each
   * bet with its issue, lines, result, win and the draw's proof, pending bets included); else null.
   */
  pageUrl: z.string().max(1000).nullable(),
  /**
   * The provider's live proof of this round, which the site frames in the proof section: the house's round
   * proof (the server seed once revealed, however many seed changes later, and the round recomputed in the
   * player's browser); else null. The detail above was stored when the round ended, before any reveal.
   */
  proofPageUrl: z.string().max(1000).nullable(),
});
export type TRecallRound = z.infer<typeof ZRecallRound>;

export const ZGameRecall = z.object({ list: z.array(ZRecallRound).max(GAME_RECALL_ROUNDS) });
export type TGameRecall = z.infer<typeof ZGameRecall>;
