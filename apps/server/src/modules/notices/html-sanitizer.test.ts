import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml, toPlainText } from './html-sanitizer.ts';

describe('announcement HTML', () => {
  it('when blocks follow each other, then the plain text keeps a space between them', () => {
    expect(toPlainText('<p>Up to P5,000.</p><p>See <b>Promotions</b>.</p>')).toBe(
      'Up to P5,000. See Promotions.',
    );
    expect(toPlainText('one<br>two<br/>three')).toBe('one two three');
  });
  it('when entities are present, then the plain text decodes them', () => {
    expect(toPlainText('<p>A &amp; B &lt;3</p>')).toBe('A & B <3');
  });
  it('when script or handlers are saved, then they are removed', () => {
    const clean = sanitizeAnnouncementHtml(
      '<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:x">l</a>',
    );
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain('hi');
  });
});
