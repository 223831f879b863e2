/**
 * The referral code from `?referralCode=` (seed 000 §3). Kept for the tab's life so it survives
 * navigation before the visitor registers; not one of the seed's session keys, hence its own name.
 */
const KEY = 'tala_referral_code';
const MAX_LENGTH = 40;

/** Reads the code from the current URL (if any) and keeps it; returns whether the URL carried one. */
export function captureReferralCode(): boolean {
  const code = new URLSearchParams(window.location.search).get('referralCode')?.trim().slice(0, MAX_LENGTH);
  if (!code) return false;
  sessionStorage.setItem(KEY, code);
  return true;
}

export function referralCode(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}
