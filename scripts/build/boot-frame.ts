import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The `:root`/dark and light token blocks of the design tokens (plain CSS custom properties), without
 * Tailwind's `@theme` part: the frame index.html paints needs the colours before the stylesheet arrives.
 */
export function themeTokenBlocks(tokensCss: string): string {
  const blocks = tokensCss.match(/(?:^|\n)(?::root,\s*)?\[data-theme="(?:dark|light)"\]\s*\{[^}]*\}/g);
  if (blocks?.length !== 2) throw new Error('boot-frame: the dark and light token blocks were not found');
  return (blocks as string[])
    .map((block) =>
      block
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('');
}

/**
 * Early paint for an SPA (index.html draws a frame before any bundle loads):
 * - the theme script runs inline, first, so a stored light theme is applied before the first paint;
 * - the design tokens are inlined, so the frame's own small CSS (in index.html) has its colours;
 * - the app stylesheet moves to the end of <body>: still fetched at once, but it no longer holds back
 *   the paint of the frame above it (a stylesheet in the body only blocks what comes after it).
 */
export function bootFrame(options: {
  tokensCssPath: string;
  themeScript: string;
  /** The frame's loading status in every language (the common bundles' `loading`). */
  loadingTexts: Record<string, string>;
}): Plugin {
  return {
    name: 'tala:boot-frame',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tokens = themeTokenBlocks(readFileSync(options.tokensCssPath, 'utf8'));
        const stylesheets = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
        let out = loadingStatus(html, options.loadingTexts);
        for (const link of stylesheets) out = out.replace(link, '');
        out = out.replace('</body>', `${stylesheets.map((link) => link.trim()).join('\n')}\n  </body>`);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: options.themeScript, injectTo: 'head' },
          { tag: 'style', children: tokens + loadingStatusCss(options.loadingTexts), injectTo: 'head' },
        ];
        return { html: out, tags };
      },
    },
  };
}

const LOADING_MARK = '<span role="status">Loading…</span>';

/**
 * The frame's loading status in each language, the one of `<html lang>` shown (the boot script sets it
 * from the stored language before the first paint): read by screen readers before any bundle has loaded.
 */
function loadingStatus(html: string, texts: Record<string, string>): string {
  if (!html.includes(LOADING_MARK)) throw new Error('boot-frame: the loading status was not found');
  const spans = Object.entries(texts)
    .map(([lang, text]) => `<span class="bf-lang" lang="${lang}">${escapeHtml(text)}</span>`)
    .join('');
  return html.replace(LOADING_MARK, `<span role="status">${spans}</span>`);
}

function loadingStatusCss(texts: Record<string, string>): string {
  const shown = Object.keys(texts).map((lang) => `html[lang="${lang}"] .bf-lang[lang="${lang}"]`);
  return `.bf-lang{display:none}${shown.join(',')}{display:inline}`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
