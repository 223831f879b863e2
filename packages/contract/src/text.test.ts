import { describe, expect, it } from 'vitest';
import { ZDisplayName, ZText } from './common.ts';
import { findIllFormedText, isDisplaySafeText, isWellFormedText, parseWellFormedJson } from './text.ts';

describe('text rules (decision 017)', () => {
  it('when text holds a NUL or a lone surrogate, then it is not well-formed; pairs and scripts are', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDBFFy', '\uDC00', 'a\uDE00'])
      expect(isWellFormedText(bad)).toBe(false);
    for (const good of ['', 'Nguyễn', '张伟', '😀', 'a\u202Eb', 'tab\there'])
      expect(isWellFormedText(good)).toBe(true);
  });

  it('when a name holds a control or a bidi formatting character, then it is not display-safe', () => {
    const bad = [
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\u200Eb',
      'a\u200Fb',
      'a\u061Cb',
      'a\tb',
      'a\u007Fb',
      'a\u0085b',
      'a\nb',
    ];
    for (const text of bad) expect(isDisplaySafeText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['José María', 'محمد', 'สมชาย', "O'Brien-Smith", '😀'])
      expect(isDisplaySafeText(text)).toBe(true);
  });

  it('when a value is walked, then the first bad string or key is named by its dotted path', () => {
    expect(findIllFormedText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findIllFormedText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findIllFormedText('\uD800')).toBe('');
    expect(findIllFormedText({ a: 1, b: null, c: true, d: ['ok'] })).toBeNull();
  });

  it('when JSON text escapes a NUL or a lone surrogate, then parsing refuses it like bad JSON', () => {
    expect(parseWellFormedJson('{"a":"\\u0000"}')).toBeUndefined();
    expect(parseWellFormedJson('{"a":"\\ud800"}')).toBeUndefined();
    expect(parseWellFormedJson('{"a":')).toBeUndefined();
    expect(parseWellFormedJson('{"a":"\\ud83d\\ude00"}')).toEqual({ a: '😀' });
  });

  it('when the zod helpers see such text, then they refuse it with the invalid-characters key', () => {
    const issue = ZText(20).safeParse('a\u0000').error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect((issue as { params?: { messageKey?: string } })?.params?.messageKey).toBe(
      'validation.invalid_characters',
    );
    expect(ZDisplayName(40).safeParse('\u202Eevil').success).toBe(false);
    expect(ZDisplayName(40).safeParse('  Juan Dela Cruz ').data).toBe('Juan Dela Cruz');
  });
});
