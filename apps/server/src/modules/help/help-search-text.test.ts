import { describe, expect, it } from 'vitest';
import { foldForSearch, likePattern, searchWords, snippetAround } from './help-search-text.ts';

describe('help search text', () => {
  it('when text is folded, then case, full-width forms and Latin accents go and the length stays', () => {
    for (const [text, folded] of [
      ['Rút TIỀN', 'rut tien'],
      ['Đăng ký', 'dang ky'],
      ['ＧＣａｓｈ', 'gcash'],
      ['提款 ถอนเงิน がんばる', '提款 ถอนเงิน がんばる'],
    ]) {
      expect(foldForSearch(text as string)).toBe(folded);
      expect(foldForSearch(text as string)).toHaveLength((text as string).length);
    }
  });

  it('when words are searched, then spaces collapse and LIKE wildcards are matched literally', () => {
    expect(searchWords('  How   TO  deposit ')).toBe('how to deposit');
    expect(likePattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('when a long text has a match, then the snippet is cut around it with ellipses', () => {
    const plain = `${'intro words here. '.repeat(30)}The withdrawal password protects you. ${'more text follows. '.repeat(30)}`;
    const snippet = snippetAround(plain, 'withdrawal password');
    expect(snippet).toContain('withdrawal password');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(202);
    expect(snippetAround('Short text.', 'x')).toBe('Short text.');
  });
});
