/**
 * Masks for players' personal data shown to roles that do not need it in full (decision 016, OWASP ASVS
 * V14 data protection, OWASP Logging/privacy guidance, GDPR data minimisation). Each keeps just enough for
 * a support agent to match what a caller says ("the number ending 67", "the Gmail address starting with
 * j"), never enough to contact or identify the player without the caller.
 */
const HIDDEN = '•';

/** "+63 917•••••67": the dialing code, the first 3 and last 2 digits of the number. */
export function maskMobile(dialingCode: string | null, number: string): string {
  const digits = [...number];
  const head = digits.length >= 8 ? 3 : 0;
  const tail = Math.min(2, Math.max(digits.length - head - 3, 0)); // at least 3 digits stay hidden
  const shown = `${digits.slice(0, head).join('')}${HIDDEN.repeat(digits.length - head - tail)}${digits.slice(digits.length - tail).join('')}`;
  return `+${dialingCode ?? ''} ${shown}`;
}

/** "j•••@example.com": the first character and the domain; the length of the name is not told. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(3);
  return `${[...email][0]}${HIDDEN.repeat(3)}${email.slice(at)}`;
}

/** "J••• D••• C•••": the initial of each word of a real name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}${HIDDEN.repeat(3)}`)
    .join(' ');
}

/** "203.0.113.•" / "2001:db8:85a3:•": the network, not the host (the usual IP anonymisation). */
export function maskIp(ip: string): string {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return `${ip.slice(0, ip.lastIndexOf('.'))}.${HIDDEN}`;
  const groups = ip.split(':').filter(Boolean);
  if (groups.length >= 2) return `${groups.slice(0, 3).join(':')}:${HIDDEN}`;
  return HIDDEN.repeat(3);
}

/**
 * Enough of a username to recognise oneself, not enough to find the player (winner boards, raffle winners, a
 * referrer's friends): `dealer` → `de***er`; short names keep one letter at each end (`abc` → `a***c`), two letters
 * or fewer keep the first.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length <= 4 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
