import { describe, expect, it } from 'vitest';
import { fallbackOrder, localizedText, mapText, missingLanguages, resolveText } from './localized-text.ts';

describe('localized text', () => {
  const title = localizedText({ max: 10, required: true });

  it('when texts are given, then they are trimmed and blank languages dropped', () => {
    expect(title.parse({ en: '  Hello ', vi: '', zh: '   ' })).toEqual({ en: 'Hello' });
  });

  it('when one language is too long, then the issue names that language only', () => {
    const result = title.safeParse({ en: 'Short', vi: 'x'.repeat(11) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi']);
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });

  it('when a key is not an interface language, then it is refused', () => {
    expect(title.safeParse({ en: 'Hi', fr: 'Salut' }).success).toBe(false);
    expect(title.safeParse(JSON.parse('{"en":"Hi","__proto__":"x"}')).success).toBe(false);
  });

  it('when a required text has no language at all, then it is refused; an optional one is empty', () => {
    expect(title.safeParse({ en: ' ' }).success).toBe(false);
    expect(localizedText({ max: 10, required: false }).parse({})).toEqual({});
  });

  it('when resolving, then requested, merchant default, English, then any language is used', () => {
    const text = { th: 'สวัสดี', en: 'Hello', vi: 'Xin chào' };
    expect(resolveText(text, 'vi', 'th')).toEqual({ text: 'Xin chào', language: 'vi' });
    expect(resolveText(text, 'ja', 'th')).toEqual({ text: 'สวัสดี', language: 'th' });
    expect(resolveText(text, 'ja', 'zh')).toEqual({ text: 'Hello', language: 'en' });
    expect(resolveText({ id: 'Halo' }, 'ja', 'zh')).toEqual({ text: 'Halo', language: 'id' });
    expect(resolveText({}, 'ja', 'zh')).toBeNull();
    expect(fallbackOrder('vi', 'en').slice(0, 2)).toEqual(['vi', 'en']);
    expect(fallbackOrder('vi', 'en')).toHaveLength(7);
  });

  it('when listing missing languages or mapping, then absent languages stay absent', () => {
    expect(missingLanguages({ en: 'a', zh: 'b' })).toEqual(['tl', 'ja', 'th', 'vi', 'id']);
    expect(mapText({ en: '<b>a</b>', vi: '<i></i>' }, (v) => v.replace(/<[^>]+>/g, ''))).toEqual({
      en: 'a',
    });
  });
});
