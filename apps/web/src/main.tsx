// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval').
import '@tala/contract/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRoutes, routeSections } from './app/router.tsx';
import { siteTheme } from './features/navigation/hooks/use-theme.ts';
import { dismissBootFrame } from './lib/boot-frame.ts';
import { whenFirstScreenSettled } from './lib/deferred.tsx';
import { initI18n } from './lib/i18n.ts';
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
// A transition renders in slices that yield to the browser between them: the first render of a page
// (the home page draws hundreds of SVG nodes) does not hold a phone's main thread in one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
// The web fonts come after the first screen: on a phone network their ~50 KB would otherwise share the
// line with the code and data the first screen waits for; the text shows in the system font meanwhile.
whenFirstScreenSettled(queryClient, () => void import('@tala/ui/fonts'));
