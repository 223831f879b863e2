import { LANGUAGE_STORAGE_KEY, LANGUAGES } from './i18n/languages.ts';

/** Where the site keeps the visitor's theme choice ('dark' by default, or 'light'). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in the site's index.html before the first paint, so a stored light theme is applied before
 * the frame is drawn (index.html paints it without waiting for the bundles), and `<html lang>` is the
 * stored language, so the frame's loading status is read in it (scripts/build/boot-frame.ts). Inline,
 * because an external script would hold the first paint for a round trip; the server's CSP allows exactly
 * this text by its hash (apps/server/src/plugins/security-headers.ts), so any change here is picked up by both.
 */
export const THEME_BOOT_SCRIPT = `try{var d=document.documentElement;if(localStorage.getItem('${THEME_STORAGE_KEY}')==='light')d.dataset.theme='light';var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}');if(/^(${LANGUAGES.join('|')})$/.test(l))d.lang=l}catch(e){}`;
