import { z } from 'zod';
import { ZGameId, ZSha256Hex } from './api-contract.ts';
import { CONTRIBUTIONS_PAGE_SIZE, ZIssueNo, ZLotteryGame, ZLotteryIssue } from './lottery-contract.ts';

/**
 * Live lottery results (decision 036) and the public proof of one issue: what any lottery page and the
 * verify page read without a session (draw times, results and their proof are public, decision 034).
 * Browser-safe, shared with the game pages.
 */
export const LOTTERY_LIVE_PATHS = {
  /** Server-sent events of every lottery game, or of one (`?game=`). */
  live: '/house/api/lottery/live',
  proof: (gameId: string, issueNo: string) =>
    `/house/api/lottery/public/${encodeURIComponent(gameId)}/issues/${encodeURIComponent(issueNo)}/proof`,
} as const;

export const ZLiveQuery = z.object({ game: ZGameId.optional() });

const ZIsoTime = z.string().max(40);

/**
 * The events of the stream, by SSE event name. Each carries the server's clock, so a page keeps its
 * countdown on it. `opened` comes when an issue goes on sale (its predecessor's draw time), `closed` at its
 * cut-off, `drawn` when the draw is committed (result and revealed seed), `settled` when every bet of it is
 * settled (wins are being paid), `cancelled` when staff cancelled it (every bet refunded). `resync`: the
 * stream may have missed something (the service lost its database connection for a moment): read again.
 */
export const ZLiveClock = z.object({ serverTime: ZIsoTime });
export const ZLiveIssueEvent = ZLiveClock.extend({ gameId: ZGameId, issue: ZLotteryIssue });
export const ZLiveIssueNoEvent = ZLiveClock.extend({ gameId: ZGameId, issueNo: ZIssueNo });
export type TLiveIssueEvent = z.infer<typeof ZLiveIssueEvent>;
export type TLiveIssueNoEvent = z.infer<typeof ZLiveIssueNoEvent>;

export const LIVE_EVENT_SCHEMAS = {
  ready: ZLiveClock,
  time: ZLiveClock,
  resync: ZLiveClock,
  opened: ZLiveIssueEvent,
  drawn: ZLiveIssueEvent,
  closed: ZLiveIssueNoEvent,
  settled: ZLiveIssueNoEvent,
  cancelled: ZLiveIssueNoEvent,
} as const;
export type TLiveEventName = keyof typeof LIVE_EVENT_SCHEMAS;
export type TLiveEvent = {
  [K in TLiveEventName]: { name: K; data: z.infer<(typeof LIVE_EVENT_SCHEMAS)[K]> };
}[TLiveEventName];

/**
 * Everything the verify page needs to recompute one issue's draw and check it: the game's public client
 * seed, the anchor of the chain the issue's seed belongs to, the issue (seed and entropy once drawn) and a
 * page of the slips' client seeds the entropy was made of (sorted, as hashed; empty before the draw).
 */
export const ZLotteryIssueProof = z.object({
  gameId: ZGameId,
  family: ZLotteryGame.shape.family,
  gameClientSeed: z.string().max(64),
  chainAnchor: ZSha256Hex,
  issue: ZLotteryIssue,
  /** Who made the result: the house's draw (recomputable here), or an official lottery's (decision 035). */
  resultSource: z.enum(['house', 'manual', 'feed']),
  contributions: z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    clientSeeds: z.array(z.string().max(64)).max(CONTRIBUTIONS_PAGE_SIZE),
  }),
});
export type TLotteryIssueProof = z.infer<typeof ZLotteryIssueProof>;
