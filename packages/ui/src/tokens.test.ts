import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The design tokens carry the colour contrast of both apps (WCAG 2.x AA: 4.5:1 for text): every text
 * colour on every surface, every filled colour with the text made for it, every status colour on its
 * own tint (the chips `bg-x/15 text-x`). docs/decisions/019 lists the values and their ratios.
 */
const CSS = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const AA = 4.5;

function themeTokens(selector: string): Map<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return new Map([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `colour` laid over `under` at `alpha` (what `bg-x/15` paints). */
function over(colour: string, under: string, alpha: number): string {
  const top = channels(colour);
  const bottom = channels(under);
  return `#${top
    .map((c, i) =>
      Math.round(c * alpha + bottom[i]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const SURFACES = ['bg', 'bg-elevated', 'surface', 'surface-2'];
const TEXTS = [
  'text',
  'text-muted',
  'text-faint',
  'accent',
  'brand-strong',
  'success',
  'danger',
  'warning',
  'info',
];
const FILLS = ['accent', 'brand', 'success', 'danger', 'warning', 'info'];
const TINTS: Array<[text: string, tint: string]> = [
  ['accent', 'accent'],
  ['brand-strong', 'brand'],
  ['success', 'success'],
  ['danger', 'danger'],
  ['warning', 'warning'],
  ['info', 'info'],
];

describe.each([
  ['dark', ':root,\n[data-theme="dark"]'],
  ['light', '[data-theme="light"]'],
])('design tokens, %s theme', (_theme, selector) => {
  const tokens = themeTokens(selector);
  const token = (name: string): string => {
    const value = tokens.get(name);
    if (!value) throw new Error(`no --${name} in ${selector}`);
    return value;
  };
  const below = (pairs: Array<[string, string, number]>) =>
    pairs.filter(([, , ratio]) => ratio < AA).map(([a, b, ratio]) => `${a} on ${b}: ${ratio.toFixed(2)}`);

  it('when text of any text colour sits on any surface, then the contrast is at least 4.5:1', () => {
    const pairs = TEXTS.flatMap((text) =>
      SURFACES.map((surface): [string, string, number] => [
        text,
        surface,
        contrast(token(text), token(surface)),
      ]),
    );
    expect(below(pairs)).toEqual([]);
  });

  it('when a colour is a fill, then the text made for it reaches 4.5:1 on it', () => {
    const pairs = FILLS.map((fill): [string, string, number] => [
      `${fill}-contrast`,
      fill,
      contrast(token(`${fill}-contrast`), token(fill)),
    ]);
    expect(below(pairs)).toEqual([]);
  });

  it('when a status colour labels its own 15% tint on a surface, then it reaches 4.5:1', () => {
    const pairs = TINTS.flatMap(([text, tint]) =>
      SURFACES.map((surface): [string, string, number] => [
        text,
        `${tint}/15 on ${surface}`,
        contrast(token(text), over(token(tint), token(surface), 0.15)),
      ]),
    );
    expect(below(pairs)).toEqual([]);
  });
});
