import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('countWords', () => {
  it('when a spaced language is counted, then words are what a reader counts (contractions, numbers; no punctuation)', () => {
    expect(countWords("My withdrawal of 500 hasn't arrived after 3 days!", 'en')).toBe(9);
    expect(countWords('  — … !!! ', 'en')).toBe(0);
    expect(countWords('Tôi đã rút tiền ba ngày rồi.', 'vi')).toBe(7);
  });

  it('when Chinese, Japanese or Thai is counted, then its words are found without spaces (not one word per sentence)', () => {
    const zh = countWords('我的提款已经三天了还没有到账', 'zh');
    const ja = countWords('出金申請から三日経ちましたがまだ入金されていません', 'ja');
    const th = countWords('ฉันถอนเงินไปสามวันแล้วแต่ยังไม่ได้รับเงิน', 'th');
    // A dictionary segmenter finds several words in each sentence, fewer than its characters.
    expect(zh).toBeGreaterThanOrEqual(6);
    expect(zh).toBeLessThan(14);
    expect(ja).toBeGreaterThanOrEqual(6);
    expect(ja).toBeLessThan(25);
    expect(th).toBeGreaterThanOrEqual(6);
    expect(th).toBeLessThan(20);
  });

  it('when languages are mixed, then each part counts by its own rules', () => {
    expect(countWords('GCash 存款 500 没有到账', 'zh')).toBeGreaterThanOrEqual(4);
  });

  it('when no segmenter exists (an old browser), then the fallback counts unspaced characters one by one', () => {
    const intl = Intl as { Segmenter?: unknown };
    const saved = intl.Segmenter;
    try {
      intl.Segmenter = undefined;
      expect(countWords('deposit not credited', 'fr')).toBe(3);
      expect(countWords('存款没到', 'en')).toBe(4);
    } finally {
      intl.Segmenter = saved;
    }
  });
});
