import { useEffect, useState } from 'react';

export type TSiteTheme = 'dark' | 'light';

/**
 * The theme the site shows (data-theme on <html>, set by the header's toggle), followed as it changes: a
 * provider page framed in the site (the lottery, a slip's recall) is opened in the same theme.
 */
export function useDocumentTheme(): TSiteTheme {
  const [theme, setTheme] = useState(documentTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(documentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** The theme the site shows now (a launch reads it once). */
export function documentTheme(): TSiteTheme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}
