import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { siteTheme } from './features/navigation/hooks/use-theme.ts';
import { initI18n } from './lib/i18n.ts';
// Fonts ship with the site (no font CDN): Inter for Latin and Vietnamese, Noto Sans Thai for Thai.
// CJK text uses the system's fonts, which every device that reads Chinese or Japanese has.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-thai';
import './styles/app.css';

siteTheme.apply(siteTheme.stored());
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
