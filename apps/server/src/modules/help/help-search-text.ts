import { HELP_LIMITS } from '@tala/contract/help/help-paths';

/**
 * The help centre's search text (decision 056): a substring match on folded text, the same folding for the stored
 * text and the words searched. Folding lower-cases, turns full-width forms into their usual ones (NFKC), and drops
 * the accents of Latin letters — "tien" finds "tiền", "DEPOSIT" finds "deposit" — one character at a time, so a
 * position in the folded text is the same position in the plain text (snippets are cut from the plain text).
 * Thai and Japanese marks are outside the Latin accent block and stay: they change meaning there.
 */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

function foldChar(char: string): string {
  const folded = char
    .normalize('NFKC')
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
  if (folded.length === char.length) return folded;
  // One character in, one character out: a fold that would change the length keeps the character (lower-cased).
  const lower = char.toLowerCase();
  return lower.length === char.length ? lower : char;
}

export function foldForSearch(text: string): string {
  return Array.from(text, foldChar).join('');
}

/** Spaces collapsed, as the stored plain text is: what a search for several words is matched against. */
export function searchWords(query: string): string {
  return foldForSearch(query.replace(/\s+/g, ' ').trim());
}

/** Escapes LIKE's wildcards, so a search for "100%" looks for a percent sign. */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Plain text around the first match (or the opening when the match is in the title only), on word boundaries
 * where there are spaces, with an ellipsis on a cut side.
 */
export function snippetAround(plain: string, words: string): string {
  const max = HELP_LIMITS.snippet;
  if (plain.length <= max) return plain;
  const at = Math.max(foldForSearch(plain).indexOf(words), 0);
  let start = Math.max(0, Math.min(at - Math.floor(max / 3), plain.length - max));
  const space = plain.lastIndexOf(' ', start + 1);
  if (start > 0 && space > start - 20 && space >= 0) start = space + 1;
  const end = Math.min(plain.length, start + max);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
