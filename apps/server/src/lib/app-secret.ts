/**
 * Why an APP_SECRET is not good enough, or null when it is. APP_SECRET keys the HMACs of human checks,
 * captchas and SMS codes: whoever knows it can forge them, so it must be long, random and never a value
 * copied from an example. The checks are estimates (a secret can look random and still be known); they
 * catch the usual mistakes: short values, words, repeated or sequential characters, placeholders.
 */
export function appSecretWeakness(secret: string): string | null {
  if (secret.length < MIN_LENGTH) return `too short (${secret.length} characters; at least ${MIN_LENGTH})`;
  const lower = secret.toLowerCase();
  const placeholder = PLACEHOLDERS.find((word) => lower.includes(word));
  if (placeholder) return `it contains the placeholder "${placeholder}" (an example value, not a secret)`;
  if (runFraction(secret) > MAX_RUN_FRACTION) return 'too many repeated or sequential characters';
  const bits = estimatedBits(secret);
  if (bits < MIN_BITS) return `too little randomness (about ${Math.floor(bits)} bits; at least ${MIN_BITS})`;
  return null;
}

/** What the start-up error tells the operator to do. */
export const APP_SECRET_ADVICE =
  'Set APP_SECRET to at least 32 random characters, the same on every instance, e.g. ' +
  'APP_SECRET=$(openssl rand -base64 48)';

const MIN_LENGTH = 32;
/** The estimate of 32 random hex characters (128 real bits) rarely falls under ~92; words fall far lower. */
const MIN_BITS = 90;
const MAX_RUN_FRACTION = 0.25;

/** Words that mark a value copied from documentation or a template (6+ letters: never in random text). */
const PLACEHOLDERS = [
  'changeme',
  'change-me',
  'change_me',
  'replace',
  'example',
  'placeholder',
  'yoursecret',
  'your-secret',
  'your_secret',
  'secretkey',
  'secret-key',
  'secret_key',
  'password',
  'default',
  'insecure',
  'notasecret',
  'not-a-secret',
  'development',
  'abcdefgh',
  '12345678',
  'qwerty',
];

/** Share of three-character windows that repeat or count by one ("aaa", "abc", "321"). */
function runFraction(text: string): number {
  let runs = 0;
  for (let i = 2; i < text.length; i++) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (Math.abs(step) <= 1 && text.charCodeAt(i - 1) - text.charCodeAt(i - 2) === step) runs++;
  }
  return runs / (text.length - 2);
}

/** Shannon entropy of the character frequencies times the length: an upper bound for random text. */
function estimatedBits(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * text.length;
}
