import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { cutPreview, renderBodyHtml, renderSummary } from './message-render.ts';
import { parseSendAt, prepareMessageTexts } from './messages-staff.service.ts';

/** The pure rules of decision 055: stored texts, previews, scheduling bounds and system templates. */
const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('staff texts', () => {
  it('when staff write HTML, then the title is plain, the body sanitised and the preview plain and cut', () => {
    const texts = prepareMessageTexts({
      title: { en: '<b>Big</b> news', vi: 'Tin lớn' },
      bodyHtml: {
        en: `<p>Hello <a href="javascript:x()">there</a></p><script>x()</script>${'a'.repeat(300)}`,
        vi: '<p>Chào</p>',
      },
    });
    expect(texts.title).toEqual({ en: 'Big news', vi: 'Tin lớn' });
    expect(texts.bodyHtml.en).not.toContain('script');
    expect(texts.bodyHtml.en).not.toContain('javascript');
    expect(texts.preview.en?.startsWith('Hello there')).toBe(true);
    expect([...(texts.preview.en ?? '')]).toHaveLength(160);
    expect(texts.preview.vi).toBe('Chào');
  });

  it('when a language has a title without a body, or the body is only a script, then VALIDATION_FAILED', () => {
    expect(
      codeOf(() => prepareMessageTexts({ title: { en: 'A', th: 'B' }, bodyHtml: { en: '<p>x</p>' } })),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(() => prepareMessageTexts({ title: { en: 'A' }, bodyHtml: { en: '<script>x</script>' } })),
    ).toBe('VALIDATION_FAILED');
    expect(
      codeOf(() =>
        prepareMessageTexts({
          title: { en: 'A' },
          bodyHtml: { en: '<img src="data:image/png;base64,AAAA">' },
        }),
      ),
    ).toBe(null);
  });

  it('when a preview is cut, then it never splits a character made of two UTF-16 units', () => {
    const text = '🎰'.repeat(200);
    const cut = cutPreview(text);
    expect([...cut]).toHaveLength(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutPreview('short')).toBe('short');
  });
});

describe('scheduling bounds', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  it('when the time is in the future within 90 days, then it is kept; now (null) stays now', () => {
    expect(parseSendAt('2026-11-28T00:01:00Z', now)?.toISOString()).toBe('2026-11-28T00:01:00.000Z');
    expect(parseSendAt('2027-02-26T00:00:00Z', now)).not.toBeNull();
    expect(parseSendAt(null, now)).toBeNull();
  });
  it('when the time is now, past or beyond 90 days, then BO_MSG_SEND_AT_INVALID', () => {
    for (const at of ['2026-11-28T00:00:00Z', '2026-11-27T23:59:59Z', '2027-02-26T00:00:01Z']) {
      expect(
        codeOf(() => parseSendAt(at, now)),
        at,
      ).toBe('BO_MSG_SEND_AT_INVALID');
    }
  });
});

describe('system templates', () => {
  const stored = {
    source: 'SYSTEM' as const,
    system_kind: 'WITHDRAWAL_PAID',
    params: { amount: '1,250.00', orderNo: '42' },
    title: {},
    preview: {},
    body_html: {},
  };
  const reader = { language: 'en' as const, defaultLanguage: 'en' as const, brand: 'Tala', symbol: 'P' };

  it('when read in two languages, then the same message follows the reader', () => {
    expect(renderSummary(stored, reader).title).toBe('Withdrawal paid');
    expect(renderSummary(stored, { ...reader, language: 'zh' }).title).toBe('提款已出款');
    expect(renderSummary(stored, reader).preview).toContain('no. 42 of P 1,250.00');
  });

  it('when a parameter carries markup, then the body escapes it', () => {
    const html = renderBodyHtml(
      { ...stored, params: { amount: '<img src=x onerror=1>', orderNo: '1' } },
      reader,
      'en',
    );
    expect(html).toContain('&lt;img src=x onerror=1&gt;');
    expect(html.startsWith('<p>')).toBe(true);
  });
});
