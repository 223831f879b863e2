/**
 * The staff password rule (OWASP ASVS 5 V6.2, decision 016): length over composition. At least 12
 * characters (staff hold a second factor too, but a console password guards money), up to 128, any
 * characters; not built on a well-known password and not containing the username. The enrolment page
 * checks it as the staff member types; the server checks it again.
 */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

/**
 * Words at the core of the passwords that top every breach list (RockYou, the NCSC's 100k list, yearly
 * "worst passwords"): a password that is one of these with digits, symbols or l33t spelling around it is
 * refused.
 */
const COMMON_CORES = new Set(
  (
    'password passw0rd passwort motdepasse contrasena senha parola wachtwoord qwerty qwertyuiop asdfgh ' +
    'asdfghjkl zxcvbnm qazwsx qwertz azerty iloveyou letmein welcome admin administrator root toor ' +
    'master monkey dragon football baseball basketball soccer hockey superman batman starwars pokemon ' +
    'princess sunshine shadow michael jennifer jordan hunter ranger buster thomas charlie daniel ' +
    'computer internet secret trustno login access changeme default guest user test tester demo sample ' +
    'abc abcdef abcdefg abcdefgh abcdefghij abcabc aaaaaa asdf qwer tala casino poker betting jackpot ' +
    'lucky money finance support backoffice staff manager operator welcome winner freedom whatever ' +
    'killer summer winter spring autumn cookie chocolate cheese pepper ginger flower purple orange ' +
    'banana apple lovely loveme mylove babygirl angel maria samsung google facebook microsoft ' +
    'manila philippines jakarta bangkok hanoi saigon tokyo beijing pilipinas mahalkita'
  ).split(' '),
);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The password without surrounding digits and symbols, in lower case with l33t spelling undone. */
function coreOf(password: string): string {
  const trimmed = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
  return [...(trimmed || password.toLowerCase())].map((char) => LEET[char] ?? char).join('');
}

/** Only one character, or a run of consecutive keys/digits ("123456789012", "abcdefghijkl"). */
function isTrivial(password: string): boolean {
  if (new Set(password).size <= 2) return true;
  const codes = [...password].map((char) => char.charCodeAt(0));
  // Neighbours differ by one; digits also wrap around ("…7890123").
  const isStep = (a: number, b: number) => Math.abs(a - b) === 1 || Math.abs(a - b) === 9;
  return codes.every((code, i) => i === 0 || isStep(code, codes[i - 1] ?? 0));
}

export type TStaffPasswordProblem = 'length' | 'common' | 'username';

/** What is wrong with a new staff password, or null when it may be used. */
export function staffPasswordProblem(password: string, username: string): TStaffPasswordProblem | null {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN || length > STAFF_PASSWORD_MAX) return 'length';
  const lower = password.toLowerCase();
  if (username.length >= 3 && lower.includes(username.toLowerCase())) return 'username';
  const core = coreOf(password);
  if (
    COMMON_CORES.has(core) ||
    COMMON_CORES.has(coreOf(lower.replace(/[^a-z0-9@$!]/g, ''))) ||
    isTrivial(password)
  )
    return 'common';
  return null;
}
