/**
 * Counting the words of a player's feedback (seed 001 §5 "between {0} and {1} words", decision 056), in any of the
 * seven languages. Chinese, Japanese and Thai put no spaces between words, so splitting on spaces would count a
 * whole paragraph as one word; Unicode word segmentation (UAX #29 with ICU's dictionaries, `Intl.Segmenter`)
 * finds their words, and for spaced languages it counts what a reader would ("don't" is one word, "500" is one,
 * punctuation and emoji are none). The server's count decides; the site counts the same way as the player types.
 */

/** Characters of the scripts written without spaces: one of them is a word where no segmenter is available. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

type TSegmenter = { segment: (text: string) => Iterable<{ isWordLike?: boolean }> };

const segmenters = new Map<string, TSegmenter>();

function segmenterFor(language: string): TSegmenter | null {
  const Segmenter = (Intl as { Segmenter?: new (locale: string, options: object) => TSegmenter }).Segmenter;
  if (!Segmenter) return null;
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Where Intl.Segmenter is missing (an old browser's live count only): runs of letters and digits are words, and
 * each character of an unspaced script is one — more than a dictionary would find, never fewer.
 */
function countWithoutSegmenter(text: string): number {
  let count = 0;
  for (const token of text.match(/[\p{L}\p{N}\p{M}'’]+/gu) ?? []) {
    const unspaced = [...token].filter((char) => UNSPACED.test(char)).length;
    const rest = token.replace(new RegExp(UNSPACED.source, 'gu'), ' ').trim();
    count += unspaced + (rest ? rest.split(/\s+/).length : 0);
  }
  return count;
}

/** The number of words in `text`, segmented by the rules of `language` (a BCP 47 tag, e.g. "th"). */
export function countWords(text: string, language: string): number {
  const segmenter = segmenterFor(language);
  if (!segmenter) return countWithoutSegmenter(text);
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}
