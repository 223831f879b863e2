/**
 * Sign-up links: `?referralCode=` (seed 000 §3, who referred the visitor) and `?affiliateCode=` (an
 * agent's invitation link, issue 12 §1, which registers the visitor under that agent). Kept for the tab's
 * life so they survive navigation before the visitor registers; not seed session keys, hence own names.
 */
const PARAMS = ['referralCode', 'affiliateCode'] as const;
const MAX_LENGTH = 40;

/** Keeps the codes the current URL carries; returns whether it carried any. */
export function captureSignupLink(): boolean {
  const query = new URLSearchParams(window.location.search);
  let found = false;
  for (const name of PARAMS) {
    const code = query.get(name)?.trim().slice(0, MAX_LENGTH);
    if (code) {
      sessionStorage.setItem(`tala_${name}`, code);
      found = true;
    }
  }
  return found;
}

export function signupLinkCode(name: (typeof PARAMS)[number]): string | undefined {
  return sessionStorage.getItem(`tala_${name}`) ?? undefined;
}
