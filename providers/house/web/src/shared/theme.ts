/**
 * The pages' colour theme: the platform passes its own in the launch URL (`theme=light|dark`, decision 036)
 * so a framed game matches the site around it; dark by default, as the site. The pages keep no storage
 * (an opaque origin has none), so every link to another house page carries it on (`withTheme`).
 */
export type THouseTheme = 'dark' | 'light';

const THEME_COLOR: Readonly<Record<THouseTheme, string>> = { dark: '#0b0f1a', light: '#f4f6fb' };

export function parseTheme(value: string | null | undefined): THouseTheme {
  return value === 'light' ? 'light' : 'dark';
}

/** Sets the theme on the document before the first render (house.css keys its palette on data-theme). */
export function applyTheme(theme: THouseTheme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

export function currentTheme(): THouseTheme {
  return parseTheme(document.documentElement.dataset.theme);
}

/** A house page link that keeps the theme (dark is the default: no parameter). */
export function withTheme(query: URLSearchParams): URLSearchParams {
  if (currentTheme() === 'light') query.set('theme', 'light');
  return query;
}
