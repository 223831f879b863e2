// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval').
import '@tala/contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { consoleTheme } from './app/shell.tsx';
import { initI18n } from './lib/i18n.ts';
// The site's fonts: staff edit Thai and Vietnamese content side by side with English, and must see it
// as players will, whatever fonts their machine has.
import '@tala/ui/fonts';
import './styles/app.css';

consoleTheme.apply(consoleTheme.stored());
await initI18n();
const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
