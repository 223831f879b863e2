import type { TCountry } from './status.ts';

/**
 * Countries offered by the dialing-code picker (GET /wps/system/countries): the Philippines first (the
 * default market), then Asia, then the major others. Dialing codes carry no '+', like the merchant's
 * defaultDialingCode. The web draws each flag from countryCode (see countryFlagEmoji).
 */
export const COUNTRIES: readonly TCountry[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'HK', countryDialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'MO', countryDialingCode: '853', name: 'Macao' },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'BN', countryDialingCode: '673', name: 'Brunei' },
  { countryCode: 'TL', countryDialingCode: '670', name: 'Timor-Leste' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'LK', countryDialingCode: '94', name: 'Sri Lanka' },
  { countryCode: 'NP', countryDialingCode: '977', name: 'Nepal' },
  { countryCode: 'MN', countryDialingCode: '976', name: 'Mongolia' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'SA', countryDialingCode: '966', name: 'Saudi Arabia' },
  { countryCode: 'QA', countryDialingCode: '974', name: 'Qatar' },
  { countryCode: 'TR', countryDialingCode: '90', name: 'Turkey' },
  { countryCode: 'AU', countryDialingCode: '61', name: 'Australia' },
  { countryCode: 'NZ', countryDialingCode: '64', name: 'New Zealand' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'DE', countryDialingCode: '49', name: 'Germany' },
  { countryCode: 'FR', countryDialingCode: '33', name: 'France' },
  { countryCode: 'ES', countryDialingCode: '34', name: 'Spain' },
  { countryCode: 'IT', countryDialingCode: '39', name: 'Italy' },
  { countryCode: 'NL', countryDialingCode: '31', name: 'Netherlands' },
  { countryCode: 'RU', countryDialingCode: '7', name: 'Russia' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
  { countryCode: 'MX', countryDialingCode: '52', name: 'Mexico' },
  { countryCode: 'ZA', countryDialingCode: '27', name: 'South Africa' },
  { countryCode: 'NG', countryDialingCode: '234', name: 'Nigeria' },
];

/** Regional-indicator pair for a two-letter code ('PH' → 🇵🇭); no flag images to download. */
export function countryFlagEmoji(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
