// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval').
import '@tala/contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRoutes, routeSections } from './app/router.tsx';
import { siteTheme } from './features/navigation/hooks/use-theme.ts';
import { dismissBootFrame } from './lib/boot-frame.ts';
import { initI18n } from './lib/i18n.ts';
// Fonts ship with the site (no font CDN): Inter for Latin and Vietnamese, Noto Sans Thai for Thai.
// CJK text uses the system's fonts, which every device that reads Chinese or Japanese has.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-thai';
import './styles/app.css';

siteTheme.apply(siteTheme.stored());
// Everything the first screen waits for starts now, side by side: the shell's and this page's
// translations, the status call, this page's chunk and the data it shows.
const sections = routeSections(window.location.pathname);
const translations = initI18n(sections.flatMap((section) => section.texts));
prefetchFirstScreen(queryClient, sections);
await translations;

const root = document.getElementById('root')!;
dismissBootFrame(root);
createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
