import { LANGUAGES } from '@tala/contract/i18n/languages';
import { z } from 'zod';
import { SLOT_SYMBOLS } from '../../games/slot/slot-symbols.ts';

/**
 * The house provider's player-facing API (docs: providers/house/README.md, "Player API"). The game pages
 * (providers/house/web) and the service both use these schemas, so this file imports zod and pure
 * modules only: no Node built-ins. Amounts are decimal strings ("12.50") on the wire, integer cents inside.
 */
export const HOUSE_PREFIX = '/house';
/** The session token travels only in this header and lives only in a JS variable of the page. */
export const HOUSE_SESSION_HEADER = 'x-house-session';

export const HOUSE_API_PATHS = {
  session: '/house/api/session',
  balance: '/house/api/balance',
  slotSpin: '/house/api/slot/spin',
  fishShoot: '/house/api/fish/shoot',
  baccaratDeal: '/house/api/baccarat/deal',
  /** `/house/api/events/:gameId/board` */
  eventsBoard: (gameId: string) => `/house/api/events/${encodeURIComponent(gameId)}/board`,
  eventsBet: '/house/api/events/bet',
  eventsMyBets: '/house/api/events/my-bets',
  fair: '/house/api/fair',
  fairClientSeed: '/house/api/fair/client-seed',
  verify: '/house/api/verify',
  /** `/house/api/rounds/:roundId/proof`: a round's seeds (the server seed once revealed); no session. */
  roundProof: (roundId: string) => `/house/api/rounds/${encodeURIComponent(roundId)}/proof`,
  /** `/house/api/events/:gameId/chains`: the published chain anchors of an event game; no session. */
  eventChains: (gameId: string) => `/house/api/events/${encodeURIComponent(gameId)}/chains`,
  /** `/house/api/events/matches/:matchId/proof`: a match's seed, chain place and entropy; no session. */
  matchProof: (matchId: string) => `/house/api/events/matches/${encodeURIComponent(matchId)}/proof`,
} as const;

export const HOUSE_PAGE_PATHS = {
  play: (gameId: string) => `/house/play/${encodeURIComponent(gameId)}`,
  rules: (gameId: string) => `/house/rules/${encodeURIComponent(gameId)}`,
  verify: '/house/verify',
  /** One round's provably fair proof, checked in the browser: the platform's game recall frames it. */
  roundProof: (roundId: string) => `/house/proof/${encodeURIComponent(roundId)}`,
  assets: '/house/assets/',
} as const;

// ---------------------------------------------------------------------------------------------- errors

/**
 * Every refusal is `{ error: { code, message } }`; the page translates the code (`message` is English,
 * for logs and curl). NOT_FOUND: unknown game, match or path. INTERNAL_ERROR: a bug (nothing leaked).
 */
export const HOUSE_ERROR_CODES = [
  'BAD_REQUEST',
  'SESSION_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'BET_LIMIT',
  'BET_NOT_ALLOWED',
  'GAME_DISABLED',
  'RETRY',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  // The lottery: a selection the play type cannot read, an issue past its cut-off (or cancelled, or
  // drawn), a number whose liability cap is reached, a slip sent twice.
  'BAD_SELECTION',
  'ISSUE_CLOSED',
  'NUMBER_CLOSED',
  'DUPLICATE_SLIP',
] as const;
export type THouseErrorCode = (typeof HOUSE_ERROR_CODES)[number];

export const HOUSE_ERROR_STATUS: Readonly<Record<THouseErrorCode, number>> = {
  BAD_REQUEST: 400,
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 409,
  BET_LIMIT: 400,
  BET_NOT_ALLOWED: 403,
  GAME_DISABLED: 403,
  RETRY: 503,
  NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  BAD_SELECTION: 400,
  ISSUE_CLOSED: 409,
  NUMBER_CLOSED: 409,
  DUPLICATE_SLIP: 409,
};

export const ZHouseError = z.object({
  error: z.object({ code: z.enum(HOUSE_ERROR_CODES), message: z.string().max(200) }),
});
export type THouseError = z.infer<typeof ZHouseError>;

// ------------------------------------------------------------------------------------------ primitives

/** A stake typed by the player: up to 10 integer digits and 2 decimals, no sign. */
export const ZMoneyInput = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);
/** An amount the service sends: always two decimals. */
export const ZMoney = z.string().regex(/^-?\d{1,16}\.\d{2}$/);
export const ZRoundId = z.string().min(1).max(40);
export const ZGameId = z.string().regex(/^[a-z0-9-]{2,64}$/);
export const ZNonce = z.number().int().min(0);
export const ZSha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
/** 1–64 printable ASCII characters (fair/server-seed.ts), so every verifier hashes the same bytes. */
export const ZClientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7e]+$/);
const ZIsoTime = z.string().max(40);

export const HOUSE_GAME_KINDS = ['slot', 'fish', 'baccarat', 'events', 'lottery'] as const;
export type THouseGameKind = (typeof HOUSE_GAME_KINDS)[number];

/**
 * What the player sees before a round: the commitment, their client seed, the next nonce — and the hash of
 * the NEXT server seed, committed before the player picks the next client seed (it becomes the active
 * seed when the client seed changes).
 */
export const ZPublicSeedPair = z.object({
  serverSeedHash: ZSha256Hex,
  clientSeed: ZClientSeed,
  nonce: ZNonce,
  nextServerSeedHash: ZSha256Hex,
});
/** A retired pair: every round played under it can now be recomputed. `lastNonce` null: no round played. */
export const ZRevealedSeedPair = z.object({
  /** Pages further back: `GET /fair?before=<pairId>`. */
  pairId: z.string().regex(/^\d{1,19}$/),
  serverSeed: ZSha256Hex,
  serverSeedHash: ZSha256Hex,
  clientSeed: ZClientSeed,
  lastNonce: ZNonce.nullable(),
  revealedAt: ZIsoTime,
});
export type TPublicSeedPair = z.infer<typeof ZPublicSeedPair>;
export type TRevealedSeedPair = z.infer<typeof ZRevealedSeedPair>;

// ----------------------------------------------------------------------------------------------- session

export const ZSessionRequest = z.object({ launchToken: z.string().min(20).max(200) });
export const ZBetLimits = z.object({
  minBet: ZMoney,
  maxBet: ZMoney,
  /** Bets are whole multiples of this (the slot's 20 lines need 0.20 steps). */
  betStep: ZMoney,
});
export const ZSessionAnswer = z.object({
  sessionToken: z.string().min(20).max(100),
  expiresAt: ZIsoTime,
  player: z.object({
    displayName: z.string().max(64),
    currency: z.string().length(3),
    /** How the platform writes money ("P"): the page shows "P 1,234.50" as the site does. */
    currencySymbol: z.string().min(1).max(4),
    balance: ZMoney,
    isTrial: z.boolean(),
  }),
  /**
   * The wallet the game plays from, so the page can name it: the platform's main wallet (seamless), or
   * this vendor's own wallet of the player (transfer mode), with the vendor's name when the platform sent it.
   */
  wallet: z.object({ kind: z.enum(['MAIN', 'VENDOR']), vendorName: z.string().max(60).nullable() }),
  game: z.object({ gameId: ZGameId, kind: z.enum(HOUSE_GAME_KINDS), category: z.string().max(20) }),
  language: z.enum(LANGUAGES),
  fair: ZPublicSeedPair,
  limits: ZBetLimits,
});
export type TSessionRequest = z.infer<typeof ZSessionRequest>;
export type TSessionAnswer = z.infer<typeof ZSessionAnswer>;
export type TBetLimits = z.infer<typeof ZBetLimits>;

export const ZBalanceAnswer = z.object({ balance: ZMoney });
export type TBalanceAnswer = z.infer<typeof ZBalanceAnswer>;

// -------------------------------------------------------------------------------------------------- slot

export const ZSlotSymbol = z.enum(SLOT_SYMBOLS);
export const ZSlotLineWin = z.object({
  /** Index into SLOT_RULES.paylines. */
  lineIndex: z.number().int().min(0).max(19),
  symbol: ZSlotSymbol,
  count: z.number().int().min(3).max(5),
  win: ZMoney,
});
export const ZSlotSpin = z.object({
  /** Per reel, the strip index of the top visible cell. */
  stops: z.array(z.number().int().min(0)).length(5),
  /** window[reel][row], 5 reels × 3 rows, row 0 on top. */
  window: z.array(z.array(ZSlotSymbol).length(3)).length(5),
  /** 1 in the base game, 3 in free spins. */
  multiplier: z.number().int().min(1),
  lineWins: z.array(ZSlotLineWin).max(20),
  scatterCount: z.number().int().min(0).max(15),
  scatterWin: ZMoney,
  freeSpinsAwarded: z.number().int().min(0),
  win: ZMoney,
});
/** One paid spin and every free spin it led to (all from one nonce). */
export const ZSlotOutcome = z.object({
  bet: ZMoney,
  betPerLine: ZMoney,
  baseSpin: ZSlotSpin,
  freeSpins: z.array(ZSlotSpin).max(50),
  totalWin: ZMoney,
});
export const ZSlotSpinRequest = z.object({ bet: ZMoneyInput });
export const ZSlotRound = ZSlotOutcome.extend({ roundId: ZRoundId, nonce: ZNonce });
export const ZSlotSpinAnswer = z.object({ round: ZSlotRound, balance: ZMoney });
export type TSlotSpinRequest = z.infer<typeof ZSlotSpinRequest>;
export type TSlotSpin = z.infer<typeof ZSlotSpin>;
export type TSlotOutcome = z.infer<typeof ZSlotOutcome>;
export type TSlotSpinAnswer = z.infer<typeof ZSlotSpinAnswer>;

// -------------------------------------------------------------------------------------------------- fish

/** Species ids of FISH_RULES.species ('clownfish' … 'golden-dragon'); unknown ids are BAD_REQUEST. */
export const ZFishSpeciesId = z.string().regex(/^[a-z-]{2,32}$/);
export const ZFishOutcome = z.object({
  species: ZFishSpeciesId,
  bet: ZMoney,
  hit: z.boolean(),
  /** 0 on a miss. */
  multiplier: z.number().int().min(0),
  win: ZMoney,
});
export const ZFishShootRequest = z.object({ species: ZFishSpeciesId, bet: ZMoneyInput });
export const ZFishRound = ZFishOutcome.extend({ roundId: ZRoundId, nonce: ZNonce });
export const ZFishShootAnswer = z.object({ round: ZFishRound, balance: ZMoney });
export type TFishShootRequest = z.infer<typeof ZFishShootRequest>;
export type TFishOutcome = z.infer<typeof ZFishOutcome>;
export type TFishShootAnswer = z.infer<typeof ZFishShootAnswer>;

// ---------------------------------------------------------------------------------------------- baccarat

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type TBaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export const ZCard = z.object({
  /** 1 = ace … 11 jack, 12 queen, 13 king. */
  rank: z.number().int().min(1).max(13),
  suit: z.enum(['spades', 'hearts', 'diamonds', 'clubs']),
});
const ZSpotAmounts = z.object({
  player: ZMoney.optional(),
  banker: ZMoney.optional(),
  tie: ZMoney.optional(),
  playerPair: ZMoney.optional(),
  bankerPair: ZMoney.optional(),
});
export const ZBaccaratBets = z
  .object({
    player: ZMoneyInput.optional(),
    banker: ZMoneyInput.optional(),
    tie: ZMoneyInput.optional(),
    playerPair: ZMoneyInput.optional(),
    bankerPair: ZMoneyInput.optional(),
  })
  .strict();
export const ZBaccaratOutcome = z.object({
  playerCards: z.array(ZCard).min(2).max(3),
  bankerCards: z.array(ZCard).min(2).max(3),
  playerTotal: z.number().int().min(0).max(9),
  bankerTotal: z.number().int().min(0).max(9),
  outcome: z.enum(['player', 'banker', 'tie']),
  isPlayerPair: z.boolean(),
  isBankerPair: z.boolean(),
  /** The stakes of the round, per spot (only spots that were bet). */
  bets: ZSpotAmounts,
  /** What each bet spot returns (stake + profit on a win, the stake on a push, 0.00 on a loss). */
  payouts: ZSpotAmounts,
  totalStake: ZMoney,
  totalWin: ZMoney,
});
/** All spots in one round: one bet of the total stake, one win of the total payout. */
export const ZBaccaratDealRequest = z.object({ bets: ZBaccaratBets });
export const ZBaccaratRound = ZBaccaratOutcome.extend({ roundId: ZRoundId, nonce: ZNonce });
export const ZBaccaratDealAnswer = z.object({ round: ZBaccaratRound, balance: ZMoney });
export type TCard = z.infer<typeof ZCard>;
export type TBaccaratDealRequest = z.infer<typeof ZBaccaratDealRequest>;
export type TBaccaratOutcome = z.infer<typeof ZBaccaratOutcome>;
export type TBaccaratDealAnswer = z.infer<typeof ZBaccaratDealAnswer>;

// ------------------------------------------------------------------------------------------------ events

export const EVENT_MATCH_STATUSES = ['OPEN', 'LIVE', 'SETTLED'] as const;
export const ZEventSelection = z.object({
  selection: z.string().max(20),
  /** Decimal odds, two places: "1.95". */
  odds: z.string().regex(/^\d{1,4}\.\d{2}$/),
});
export const ZEventMarket = z.object({
  market: z.string().max(30),
  selections: z.array(ZEventSelection).max(5),
});
export const ZEventScore = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('football'), homeGoals: z.number().int(), awayGoals: z.number().int() }),
  z.object({ kind: z.literal('esports'), mapWinners: z.array(z.enum(['team-a', 'team-b'])).max(3) }),
  z.object({ kind: z.literal('cockfight'), winner: z.enum(['meron', 'wala', 'draw']) }),
]);
export const ZEventResult = z.object({
  score: ZEventScore,
  /** market → winning selection */
  winners: z.record(z.string().max(30), z.string().max(20)),
  /** market → selections whose stakes come back (sabong draw refunds meron and wala) */
  refunded: z.record(z.string().max(30), z.array(z.string().max(20)).max(5)),
});
/**
 * A scheduled virtual match, shared by every player of the game. OPEN: taking bets until `kickoffAt`;
 * LIVE: playing until `endsAt`; SETTLED: `result` and the revealed `serverSeed` are shown. The match's
 * randomness is HMAC(serverSeed, `${clientSeed}:0:cursor`) with clientSeed = matchId, committed by hash.
 */
export const ZEventMatch = z.object({
  matchId: z.string().max(64),
  gameId: ZGameId,
  kind: z.enum(['football', 'esports', 'cockfight']),
  /** Team names (proper nouns, not translated); for sabong the meron and wala roosters. */
  home: z.string().max(40),
  away: z.string().max(40),
  kickoffAt: ZIsoTime,
  endsAt: ZIsoTime,
  status: z.enum(EVENT_MATCH_STATUSES),
  markets: z.array(ZEventMarket).max(5),
  result: ZEventResult.optional(),
  serverSeedHash: ZSha256Hex,
  serverSeed: ZSha256Hex.optional(),
  /** The ODDS stream's client seed: the match id (the odds exist before any bet). */
  clientSeed: ZClientSeed,
  nonce: ZNonce,
  /** Where the match's seed sits in its game's published chain (absent on matches before the chains). */
  chain: z.object({ chainNo: z.number().int().min(1), position: z.number().int().min(0) }).optional(),
  /**
   * The RESULT stream's client seed once settled: drawEntropy(matchId, client seeds of the bets placed
   * before kick-off), and how many distinct seeds went in. Absent on matches before the chains.
   */
  entropy: ZSha256Hex.optional(),
  entropyContributions: z.number().int().min(0).optional(),
});
/** A published hash chain of an event game: matches firstSeq … firstSeq + length − 1 use its seeds. */
export const ZSeedChain = z.object({
  chainNo: z.number().int().min(1),
  anchor: ZSha256Hex,
  firstSeq: z.number().int(),
  length: z.number().int().min(1),
  publishedAt: ZIsoTime,
});
export const ZEventBoardAnswer = z.object({
  serverTime: ZIsoTime,
  matches: z.array(ZEventMatch).max(20),
  /** The chain in use and the next one, published before any of its matches. */
  chains: z.array(ZSeedChain).max(4),
});
export const ZEventChainsAnswer = z.object({ gameId: ZGameId, chains: z.array(ZSeedChain).max(50) });
/** Everything needed to recompute a match in the browser; contributions are listed once kick-off passed. */
export const ZMatchProofAnswer = z.object({
  matchId: z.string().max(64),
  gameId: ZGameId,
  kickoffAt: ZIsoTime,
  status: z.enum(EVENT_MATCH_STATUSES),
  serverSeedHash: ZSha256Hex,
  serverSeed: ZSha256Hex.nullable(),
  chain: ZSeedChain.extend({ position: z.number().int().min(0) }).nullable(),
  contributions: z.array(ZClientSeed).max(1000),
  entropy: ZSha256Hex.nullable(),
  markets: z.array(ZEventMarket).max(5),
  result: ZEventResult.nullable(),
});
export const ZEventBetRequest = z.object({
  matchId: z.string().min(1).max(64),
  market: z.string().min(1).max(30),
  selection: z.string().min(1).max(20),
  stake: ZMoneyInput,
  /**
   * The bettor's contribution to the match's entropy (the page draws one in the browser per bet); the
   * player's active client seed when absent.
   */
  clientSeed: ZClientSeed.optional(),
});
export const EVENT_BET_STATUSES = ['PENDING', 'OPEN', 'WON', 'LOST', 'REFUNDED', 'VOID'] as const;
export const ZEventBet = z.object({
  betId: ZRoundId,
  matchId: z.string().max(64),
  gameId: ZGameId,
  home: z.string().max(40),
  away: z.string().max(40),
  kickoffAt: ZIsoTime,
  market: z.string().max(30),
  selection: z.string().max(20),
  odds: z.string().regex(/^\d{1,4}\.\d{2}$/),
  stake: ZMoney,
  potentialWin: ZMoney,
  /** PENDING: being placed; OPEN: waiting for the match; VOID: not taken (nothing was debited). */
  status: z.enum(EVENT_BET_STATUSES),
  win: ZMoney.optional(),
  placedAt: ZIsoTime,
  /** The client seed this bet added to its match's entropy. */
  clientSeed: ZClientSeed.nullable(),
});
export const ZEventBetAnswer = z.object({ bet: ZEventBet, balance: ZMoney });
export const ZMyEventBetsAnswer = z.object({ bets: z.array(ZEventBet).max(50) });
export type TEventMatch = z.infer<typeof ZEventMatch>;
export type TEventResult = z.infer<typeof ZEventResult>;
export type TEventBoardAnswer = z.infer<typeof ZEventBoardAnswer>;
export type TSeedChain = z.infer<typeof ZSeedChain>;
export type TEventChainsAnswer = z.infer<typeof ZEventChainsAnswer>;
export type TMatchProofAnswer = z.infer<typeof ZMatchProofAnswer>;
export type TEventBetRequest = z.infer<typeof ZEventBetRequest>;
export type TEventBet = z.infer<typeof ZEventBet>;
export type TEventBetAnswer = z.infer<typeof ZEventBetAnswer>;
export type TMyEventBetsAnswer = z.infer<typeof ZMyEventBetsAnswer>;

// -------------------------------------------------------------------------------------------------- fair

export const ZFairAnswer = z.object({
  current: ZPublicSeedPair,
  revealed: z.array(ZRevealedSeedPair).max(20),
  /** More revealed pairs exist before the last one listed. */
  hasMore: z.boolean(),
});
export const ZFairQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});
/**
 * Changing the client seed rotates the pair: the old server seed is revealed, the committed next seed
 * becomes active with the new client seed. `nextServerSeedHash` is the next-seed hash the page showed:
 * refused (BAD_REQUEST) unless it is the one committed, so the player always chose after seeing it.
 */
export const ZClientSeedRequest = z.object({ clientSeed: ZClientSeed, nextServerSeedHash: ZSha256Hex });
export const ZClientSeedAnswer = z.object({ revealed: ZRevealedSeedPair, current: ZPublicSeedPair });
export type TFairAnswer = z.infer<typeof ZFairAnswer>;
export type TClientSeedRequest = z.infer<typeof ZClientSeedRequest>;
export type TClientSeedAnswer = z.infer<typeof ZClientSeedAnswer>;
export type TFairQuery = z.infer<typeof ZFairQuery>;

/**
 * One round's proof, found from the round id the game recall shows: its seeds (the server seed once its
 * pair is revealed, null before) and the player's choices the verify page needs to recompute it.
 */
export const ZRoundProofAnswer = z.object({
  roundId: ZRoundId,
  gameId: ZGameId,
  kind: z.enum(HOUSE_GAME_KINDS),
  serverSeedHash: ZSha256Hex,
  serverSeed: ZSha256Hex.nullable(),
  clientSeed: ZClientSeed,
  nonce: ZNonce,
  /** Slot: total bet; fish: species and bet; baccarat: the stakes per spot. */
  params: z.object({
    bet: ZMoney.optional(),
    species: ZFishSpeciesId.optional(),
    bets: z.record(z.string().max(20), ZMoney).optional(),
  }),
  /** Event bets: the match to open instead (its proof has the seeds and the entropy). */
  matchId: z.string().max(64).nullable(),
  /**
   * The win the round was settled with when it was played (what its wallet call paid, unless the round was
   * void): the verify page compares the win it recomputes with it. Null for an event bet (its match's proof).
   */
  win: ZMoney.nullable(),
});
export type TRoundProofAnswer = z.infer<typeof ZRoundProofAnswer>;

// ------------------------------------------------------------------------------------------------ verify

/**
 * Recomputes a round from revealed seeds; no session. `params`: the player's choices that shape the
 * outcome — slot `bet` (total, scales the wins), fish `species` and `bet`, baccarat `bets` (for payouts).
 * Event matches: clientSeed = matchId (odds), entropy (result), nonce = 0. With `serverSeedHash` the
 * commitment is checked too. The verify page runs the same computation in the browser (verify-house-round.ts).
 */
export const ZVerifyRequest = z.object({
  gameId: ZGameId,
  serverSeed: ZSha256Hex,
  clientSeed: ZClientSeed,
  nonce: ZNonce.max(Number.MAX_SAFE_INTEGER - 1),
  serverSeedHash: ZSha256Hex.optional(),
  /**
   * Event matches since the seed chains: the result stream's client seed (drawEntropy of the bets' client
   * seeds). Without it an event match is replayed the way matches before the chains were: one stream.
   */
  entropy: ZSha256Hex.optional(),
  params: z
    .object({
      bet: ZMoneyInput.optional(),
      species: ZFishSpeciesId.optional(),
      bets: ZBaccaratBets.optional(),
    })
    .optional(),
});
const ZEventVerifyOutcome = z.object({
  markets: z.array(ZEventMarket).max(5),
  result: ZEventResult,
});
export const ZVerifyAnswer = z.object({
  gameId: ZGameId,
  /** sha256 of the server seed given: compare it with the commitment shown before play. */
  serverSeedHash: ZSha256Hex,
  /** Null when no commitment was given to check. */
  isCommitmentValid: z.boolean().nullable(),
  /** Every float the round drew, in order (a slot round with free spins draws a few hundred). */
  floats: z.array(z.number().min(0).max(1)).max(4096),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('slot'), round: ZSlotOutcome }),
    z.object({ kind: z.literal('fish'), round: ZFishOutcome }),
    z.object({ kind: z.literal('baccarat'), round: ZBaccaratOutcome }),
    z.object({ kind: z.literal('events'), round: ZEventVerifyOutcome }),
  ]),
});
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;
export type TVerifyAnswer = z.infer<typeof ZVerifyAnswer>;
