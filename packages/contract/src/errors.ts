/**
 * Expected failures: each code maps to one HTTP status and one translated message key
 * (`errors.<CODE>` in every bundle). Anything else is a bug and becomes INTERNAL_ERROR.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BO_LOGIN_DELAYED: 429,
  /** Staff sign-in: username, password and authenticator code are checked together; one answer. */
  BO_SIGN_IN_FAILED: 401,
  BO_TOTP_INVALID: 401,
  BO_TOTP_ENROLMENT_REQUIRED: 403,
  BO_TOTP_ALREADY_ENROLLED: 409,
  BO_CSRF_REJECTED: 403,
  /** An enrolment link that is unknown, used, replaced by a newer one or older than 24 hours. */
  BO_ENROLMENT_LINK_INVALID: 410,
  BO_PASSWORD_WEAK: 400,
  /** A masked role must reveal (with a reason, audited) before it reads this (decision 016). */
  BO_REVEAL_REQUIRED: 403,
  /** The server's DATA_ENCRYPTION_KEY cannot open a stored secret: the operator must fix the key. */
  ENCRYPTION_KEY_UNAVAILABLE: 503,
  BO_SELF_APPROVAL: 403,
  BO_NOT_PENDING: 409,
  BO_INSUFFICIENT_FUNDS: 409,
  BO_IDEMPOTENCY_CONFLICT: 409,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_MERCHANT: 400,
  DECRYPTION_FAILED: 400,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  REAL_ACCOUNT_REQUIRED: 403,
  AGENT_ONLY: 403,
  TEAM_MEMBER_NOT_FOUND: 404,
  TEAM_MEMBER_DISABLED: 409,
  AGENT_TRANSFER_DAILY_LIMIT: 400,
  CONTRACT_KIND_DISABLED: 403,
  CONTRACT_NOT_HELD: 409,
  CONTRACT_RATE_ABOVE_UPLINE: 400,
  CONTRACT_CASCADE_CONFIRM: 409,
  CONTRACT_OFFER_PENDING: 409,
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_STATE_CHANGED: 409,
  CONTRACT_AGENTS_ONLY: 400,
  CONTRACT_TERMS_OVER_LIMIT: 400,
  CONTRACT_TERMS_INVALID: 400,
  CONTRACT_PERIOD_MISMATCH: 400,
  CONTRACT_UPLINE_HOLDS: 409,
  CONTRACT_TEAM_HOLDS: 409,
  CONTRACT_PAYER_SHORT: 409,
  PROMO_NOT_FOUND: 404,
  PROMO_NOT_STARTED: 409,
  PROMO_ENDED: 409,
  PROMO_PAUSED: 409,
  PROMO_BUDGET_SPENT: 409,
  PROMO_NOT_NEW_MEMBER: 403,
  PROMO_DEVICE_USED: 409,
  PROMO_BONUS_ACTIVE: 409,
  PROMO_NOT_QUALIFIED: 409,
  PROMO_EXPIRED: 409,
  PROMO_NOT_JOINABLE: 400,
  PROMO_NOT_JOINED: 409,
  PROMO_ALREADY_JOINED: 409,
  PROMO_NOTHING_TO_CLAIM: 409,
  /** A red envelope's round is not open now (decision 053). */
  PROMO_ROUND_CLOSED: 409,
  /** Every envelope of the round is taken. */
  PROMO_ENVELOPES_GONE: 409,
  /** The member already grabbed an envelope this round. */
  PROMO_ALREADY_GRABBED: 409,
  /** A withdrawal while a bonus that blocks withdrawals is being wagered (decision 049). */
  PROMO_WAGERING_OPEN: 409,
  /** Staff: a promotion keeps its type; and one with entries cannot go back to draft. */
  PROMO_TYPE_FIXED: 400,
  PROMO_IMAGE_REQUIRED: 400,
  PROMO_NOT_APPLYING: 409,
  UPLOAD_TOO_MANY_FILES: 400,
  PROMO_HAS_ENTRIES: 409,
  ACCOUNT_DISABLED: 403,
  FEATURE_DISABLED: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  HUMAN_CHECK_FAILED: 400,
  INVITATION_CODE_INVALID: 400,
  TEAM_TOO_DEEP: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  PASSWORD_CONFIRM_MISMATCH: 400,
  PASSWORD_OLD_WRONG: 400,
  PASSWORD_SAME_AS_OLD: 400,
  UNDER_AGE: 400,
  TERMS_NOT_ACCEPTED: 400,
  RATE_LIMITED: 429,
  SMS_TOO_FREQUENT: 429,
  SMS_LOCKED: 429,
  SYSTEM_MAINTENANCE: 503,
  PAY_AMOUNT_OUT_OF_RANGE: 400,
  PAY_CHANNEL_UNAVAILABLE: 400,
  PAY_IDEMPOTENCY_CONFLICT: 409,
  PAY_INVALID_STATE: 409,
  PAY_INSUFFICIENT_FUNDS: 400,
  PAY_DAILY_LIMIT: 429,
  PAY_WEBHOOK_SIGNATURE_INVALID: 401,
  PAY_WEBHOOK_STALE: 401,
  PAY_UPLOAD_INVALID: 400,
  PAY_PROOF_REQUIRED: 400,
  /** The member's uploads of the merchant's day are used up (decision 025). */
  PAY_UPLOAD_QUOTA: 429,
  SEC_WITHDRAW_PASSWORD_NOT_SET: 400,
  SEC_WITHDRAW_PASSWORD_SET: 409,
  SEC_WITHDRAW_PASSWORD_WRONG: 400,
  SEC_REAL_NAME_REQUIRED: 400,
  SEC_BANK_ACCOUNT_LIMIT: 400,
  SEC_BANK_ACCOUNT_DUPLICATE: 409,
  /** The bank code is not in the merchant's bank list (decision 025). */
  SEC_BANK_UNKNOWN: 400,
  SEC_FIELD_LOCKED: 409,
  INSUFFICIENT_BALANCE: 400,
  WAL_IDEMPOTENCY_CONFLICT: 409,
  WAL_VENDOR_MAINTENANCE: 409,
  WAL_WALLET_UNAVAILABLE: 400,
  WAL_SAME_WALLET: 400,
  WAL_NO_UPLINE: 400,
  WAL_DATE_RANGE_TOO_LONG: 400,
  WAL_TICKET_INVALID: 401,
  /** A transfer-mode vendor did not answer; a started transfer is settled later by its status check. */
  WAL_VENDOR_UNAVAILABLE: 503,
  /** The vendor refused the transfer (nothing moved). */
  WAL_VENDOR_REFUSED: 409,
  WAL_TOO_MANY_STREAMS: 429,
  GAME_NOT_FOUND: 404,
  /** The room list names a vendor that is not a listed PVP vendor (decision 010). */
  GAME_VENDOR_NOT_FOUND: 404,
  /** The vendor or game is under maintenance; `value.games` suggests popular games (seed 001 §8). */
  GAME_MAINTENANCE: 409,
  GAME_TRIAL_NOT_ALLOWED: 403,
  /** A member keeps at most FAVOURITE_GAMES_MAX favourites (contract games/catalogue.ts). */
  GAME_FAVOURITES_FULL: 409,
  /** A right password from an untrusted device: `value` is a ZLoginChallenge (decision 022). */
  LOGIN_VERIFICATION_REQUIRED: 403,
  /** The challenge is unknown, used, expired or out of tries: log in again. */
  LOGIN_CHALLENGE_INVALID: 401,
  /** Wrong code or answer; `value.attemptsLeft`. */
  LOGIN_VERIFICATION_FAILED: 400,
  /** The method is not available to this member (nothing bound to send a code to, no authenticator). */
  LOGIN_METHOD_UNAVAILABLE: 400,
  /** The member's login password, re-entered to confirm a sensitive change, is wrong. */
  PASSWORD_WRONG: 400,
  AUTHENTICATOR_ALREADY_ENROLLED: 409,
  AUTHENTICATOR_NOT_ENROLLED: 400,
  AUTHENTICATOR_CODE_INVALID: 400,
  /** The social provider is not configured or switched off for this merchant. */
  SOCIAL_PROVIDER_UNAVAILABLE: 404,
  /** The provider's answer could not be used (state, PKCE, token or ID token check failed). */
  SOCIAL_SIGN_IN_FAILED: 400,
  /** The sign-in ticket is unknown, used or expired: start again. */
  SOCIAL_TICKET_INVALID: 401,
  /** This account already has a confirmed link to another account of that provider (seed 001 §8). */
  SOCIAL_ALREADY_LINKED: 409,
  /** The lottery provider's admin API did not answer (decision 035); nothing was changed there. */
  BO_LOTTERY_UNAVAILABLE: 503,
  /** Odds that would return 100% or more of the stakes to players are refused. */
  BO_LOTTERY_RTP_TOO_HIGH: 400,
  BO_LOTTERY_BAD_LIMITS: 400,
  /** The odds were changed by someone else since they were read. */
  BO_LOTTERY_STALE: 409,
  BO_LOTTERY_ISSUE_CLOSED: 409,
  BO_LOTTERY_BAD_RESULT: 400,
  BO_LOTTERY_RESULT_NOT_ALLOWED: 409,
  BO_LOTTERY_RESULT_PENDING: 409,
  BO_LOTTERY_CANCEL_PENDING: 409,
  /** No member of the merchant has this username (the back office's agent tree and moves, decision 047). */
  BO_MEMBER_NOT_FOUND: 404,
  BO_MOVE_UPLINE_NOT_FOUND: 404,
  /** A member moves only under an agent (isAgent 1, 2, 41 or 42). */
  BO_MOVE_UPLINE_NOT_AGENT: 400,
  BO_MOVE_SAME_UPLINE: 400,
  /** Under itself or a member of its own team: the tree would become a loop. */
  BO_MOVE_UPLINE_IN_TEAM: 400,
  /** The moved team's deepest member would sit more than 30 levels down (decision 043). */
  BO_MOVE_TOO_DEEP: 400,
  BO_MOVE_HOUSE_CONTRACT: 409,
  BO_MOVE_PENDING: 409,
  /** The member's upline changed after the move was asked for: the approver would approve something else. */
  BO_MOVE_STALE: 409,
  /** Only the staff member who asked for a move withdraws it. */
  BO_MOVE_NOT_REQUESTER: 403,
  /** No bonus of the merchant has this id (the back office's bonuses, decision 051). */
  BO_BONUS_NOT_FOUND: 404,
  /** The bonus already ended (released, expired, forfeited or cancelled): nothing was moved. */
  BO_BONUS_NOT_ACTIVE: 409,
  /** A cancellation of this bonus already waits for a second staff member. */
  BO_BONUS_CANCEL_PENDING: 409,
  /** Messages (issue 14 §4, decision 055). No message of the caller's inbox has this id (theirs or not: one answer). */
  MSG_NOT_FOUND: 404,
  /** No staff message of the merchant has this id. */
  BO_MSG_NOT_FOUND: 404,
  /** The username names no player of the merchant. */
  BO_MSG_PLAYER_NOT_FOUND: 404,
  /** An agent team message names a player who is not an agent. */
  BO_MSG_NOT_AGENT: 400,
  /** Sending now to an audience with nobody in it (an agent without a team). */
  BO_MSG_AUDIENCE_EMPTY: 409,
  /** A scheduled time in the past, or further ahead than the limit. */
  BO_MSG_SEND_AT_INVALID: 400,
  /** Only a message still waiting for its time can be cancelled. */
  BO_MSG_NOT_SCHEDULED: 409,
  /** The merchant already has the most scheduled messages allowed waiting. */
  BO_MSG_TOO_MANY_SCHEDULED: 409,
  /** Points (issue 14 §1, decision 054). The points balance is below what the redemption or conversion needs. */
  PTS_INSUFFICIENT: 409,
  PTS_REWARD_NOT_FOUND: 404,
  /** The reward's stock is gone (or less than the quantity asked for). */
  PTS_OUT_OF_STOCK: 409,
  /** The member already redeemed this reward as many times as it allows. */
  PTS_MEMBER_LIMIT: 409,
  /** The reward asks for more total deposits than the member has made. */
  PTS_DEPOSIT_REQUIRED: 409,
  /** A physical reward needs a receiving address and a mobile number. */
  PTS_DELIVERY_REQUIRED: 400,
  /** Fewer points than the smallest conversion, or not a whole number of the conversion's step. */
  PTS_CONVERT_MINIMUM: 400,
  PTS_CONVERT_STEP: 400,
  /** The same request id was used for a different redemption or conversion. */
  PTS_REQUEST_CONFLICT: 409,
  BO_REDEMPTION_NOT_FOUND: 404,
  BO_REDEMPTION_NOT_PENDING: 409,
  /** A manual points adjustment would leave the member's points below zero. */
  BO_POINTS_INSUFFICIENT: 409,
  // Missions (issue 14 §2, decision 058).
  /** No mission the player can see (live, started) has this id. */
  MISSION_NOT_FOUND: 404,
  /** The mission has no such tier, or the player's figure has not reached it. */
  MISSION_TIER_NOT_REACHED: 409,
  /** The tier's reward was already paid (claimed, or paid when the mission ended). */
  MISSION_TIER_CLAIMED: 409,
  /** A BONUS tier while the player runs another bonus (one at a time): it waits, claimable once that one ends. */
  MISSION_BONUS_BUSY: 409,
  BO_MISSION_NOT_FOUND: 404,
  /** Goal, filters, start and tiers are fixed once a live mission has started: players are counted against them. */
  BO_MISSION_STARTED: 409,
  /** The game code names no game of the merchant in the mission's category. */
  BO_MISSION_GAME_NOT_FOUND: 400,
  // The help centre and feedback (issue 14 §5, decision 056).
  /** No published article of the merchant has this slug. */
  HELP_ARTICLE_NOT_FOUND: 404,
  /** Another category or article of the merchant already has this slug. */
  HELP_SLUG_TAKEN: 409,
  /** A category with articles is not deleted: its articles would be lost. */
  HELP_CATEGORY_NOT_EMPTY: 409,
  /** The merchant has as many categories or articles as the help centre holds. */
  HELP_LIMIT_REACHED: 409,
  /** Someone saved the article since it was opened: reload it. */
  HELP_ARTICLE_STALE: 409,
  /** Content outside the merchant's word limits; params min, max, words (seed 001 §5). */
  FEEDBACK_WORD_COUNT: 400,
  /** The contact does not look like one of its kind (an e-mail address, a phone number, a messenger ID). */
  FEEDBACK_CONTACT_INVALID: 400,
  /** The screenshot is not a PNG or JPG image of at most 5 MB. */
  FEEDBACK_SCREENSHOT_INVALID: 400,
  /** Too many feedback from one member in a short time. */
  FEEDBACK_TOO_FREQUENT: 429,
  /** No feedback of this member (or, for staff, of this merchant) has this id. */
  FEEDBACK_NOT_FOUND: 404,
  /** The staff member to give a feedback to is not an active staff member of the merchant. */
  BO_FEEDBACK_ASSIGNEE_INVALID: 400,
  /** Another staff member has taken this feedback: only they or an admin answer it. */
  BO_FEEDBACK_TAKEN: 409,
  // VIP ranks (issue 14 §3, decision 057).
  /** A rank of the ladder with this level does not exist. */
  BO_VIP_RANK_NOT_FOUND: 404,
  /** The ladder already has the most ranks it may hold. */
  BO_VIP_LADDER_FULL: 409,
  /** A rank's thresholds must not be below the rank under it nor above the rank over it; params level. */
  BO_VIP_THRESHOLDS_NOT_RISING: 400,
  /** Only the top rank can be removed. */
  BO_VIP_NOT_TOP_RANK: 409,
  /** Members hold this rank: move them first. */
  BO_VIP_RANK_IN_USE: 409,
  /** The level is not on the merchant's ladder. */
  BO_VIP_LEVEL_UNKNOWN: 400,
  /** The player already has this rank. */
  BO_VIP_RANK_UNCHANGED: 409,
  /** Trial (demo) accounts never rank. */
  BO_VIP_DEMO_ACCOUNT: 409,
  /** A VIP rank message names a level that is not on the merchant's ladder. */
  BO_MSG_RANK_UNKNOWN: 400,
  INTERNAL_ERROR: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as TErrorCode[];

export function errorMessageKey(code: TErrorCode): string {
  return `errors.${code}`;
}
