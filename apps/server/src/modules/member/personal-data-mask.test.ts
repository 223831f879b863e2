import { describe, expect, it } from 'vitest';
import { maskEmail, maskIp, maskMobile, maskName } from './personal-data-mask.ts';

describe('personal data masks', () => {
  it('when a mobile is masked, then the dialing code, 3 first and 2 last digits remain', () => {
    expect(maskMobile('63', '9171234567')).toBe('+63 917•••••67');
    expect(maskMobile('62', '81234')).toBe('+62 •••34');
    expect(maskMobile(null, '12')).toBe('+ ••');
  });

  it('when an e-mail is masked, then the first character and the domain remain', () => {
    expect(maskEmail('demo.player@example.com')).toBe('d•••@example.com');
    expect(maskEmail('x@y.ph')).toBe('x•••@y.ph');
    expect(maskEmail('broken')).toBe('•••');
  });

  it('when a real name is masked, then only each initial remains', () => {
    expect(maskName('Juan  Dela Cruz')).toBe('J••• D••• C•••');
    expect(maskName('Nguyễn Văn An')).toBe('N••• V••• A•••');
  });

  it('when an IP is masked, then the host part is hidden', () => {
    expect(maskIp('203.0.113.45')).toBe('203.0.113.•');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:•');
    expect(maskIp('unknown')).toBe('•••');
  });
});
