// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval').
import '@tala/contract/zod-jitless';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../shared/i18n.ts';
import { readPageParams } from '../shared/page-params.ts';
import { PlayPage } from './play-page.tsx';
import '../shared/house.css';

const params = readPageParams();
// The launch token is single use: drop it from the address bar so a reload or a shared link cannot replay it.
if (params.token !== null) {
  const query = new URLSearchParams(window.location.search);
  query.delete('token');
  window.history.replaceState(null, '', `${window.location.pathname}?${query.toString()}`);
}
await initI18n(params.lang);
createRoot(document.getElementById('root')!).render(<PlayPage params={params} />);
