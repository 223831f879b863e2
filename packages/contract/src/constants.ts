/** Business constants of seed 000 §9 and seed 001 §9. */
export const SECTION_LOAD_TIMEOUT_MS = 120_000;
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;
export const SMS_REQUEST_THROTTLE_MS = 1000;
export const SMS_CODE_MAX_TTL_MINUTES = 10;
export const SMS_TOO_MANY_LOCK_MS = 5 * 60_000;
export const PHONE_AUTH_COUNTDOWN_S = 60;
export const REMEMBER_COOKIE_DAYS = 1;
export const DROPDOWN_BLUR_CLOSE_MS = 200;
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const NOTICE_PAGE_SIZE = 9;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const QR_DEFAULTS = { size: 200, margin: 20, dotScale: 1 } as const;
export const DEFAULT_AGE_LIMIT = 18;
export const DEFAULT_CURRENCY_SYMBOL = 'P';
export const FREE_PLAY_GATEWAY_VERSION = 3;

export const GAME_LAUNCH_FIXED = {
  accountType: 1,
  clientType: 3,
  platform: 'html5-desktop',
  confirmTrans: 0,
  launchMode: 'GLS',
} as const;
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop';

/** The notices anyone may ask for by type (the public notice calls accept only these). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type TAnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Agent-only notices (issue 12 §2.1): published in the back office, read in the agent centre, never public. */
export const AGENT_ANNOUNCEMENT_TYPE = 'A';
/** Every notice type staff may publish. */
export const STAFF_ANNOUNCEMENT_TYPES = [...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT_TYPE] as const;
export type TStaffAnnouncementType = (typeof STAFF_ANNOUNCEMENT_TYPES)[number];
export const BANNER_GROUPS = ['home', 'w_login', 'w_register'] as const;
export type TBannerGroup = (typeof BANNER_GROUPS)[number];

export const GAME_CATEGORIES = [
  'LIVE',
  'SPORTS',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

/** isAgent values: 0 member, 1/2/41/42 agent types, 4 trial (demo) account. */
export const DEMO_AGENT_TYPE = 4;
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export function canOpenAgentCentre(isAgent: number): boolean {
  return (AGENT_CENTRE_TYPES as readonly number[]).includes(isAgent);
}
export function isDemoAccount(isAgent: number): boolean {
  return isAgent === DEMO_AGENT_TYPE;
}

/** Paths a visitor may open when the merchant requires login for the home page. */
export const LOGIN_GUARD_EXCEPTIONS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
] as const;

export const RESOURCE_TYPES = ['TELEGRAM', 'TELEGRAM2', 'IOS', 'MOBILECONFIG', 'Android', 'USDJUMP'] as const;
export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'LIVECHAT 1', 'VIP'] as const;
export const VIP_SERVICE_MIN_RANK = 5;

/** Switch names of seed 000 plus the other per-merchant features the foundation issue lists. */
export const SWITCHES = [
  'DIRECTREG3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
  'PHONE_REGISTRATION',
  'PHONE_REGISTRATION_PASSWORD',
  'SMS_VERIFICATION',
  'CAPTCHA',
  'AFFILIATE_CODE',
  'COUNTRY_CODE_PICKER',
  'PASSWORD_EXPIRY',
  'LOGIN_REQUIRED_HOME',
  'SOCIAL_SIGN_IN',
  'PHONE_RECOVERY',
  /** Sign-in from a device the member has not trusted asks for a second proof (seed 001 §8, decision 022). */
  'LOGINIPVERF3',
] as const;
export type TSwitch = (typeof SWITCHES)[number];
