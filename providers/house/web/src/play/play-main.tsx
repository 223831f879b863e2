// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval'). Everything
// else is imported after it, dynamically: imported statically, the bundler may order the schema chunk
// first and zod's eval probe then trips the CSP.
import '@tala/contract/zod-jitless';
import '../shared/house.css';
import { applyTheme } from '../shared/theme.ts';

const [{ createRoot }, { initI18n }, { readPageParams }, { PlayPage }] = await Promise.all([
  import('react-dom/client'),
  import('../shared/i18n.ts'),
  import('../shared/page-params.ts'),
  import('./play-page.tsx'),
]);
const params = readPageParams();
applyTheme(params.theme);
// The launch token is single use: drop it from the address bar so a reload or a shared link cannot replay it.
if (params.token !== null) {
  const query = new URLSearchParams(window.location.search);
  query.delete('token');
  window.history.replaceState(null, '', `${window.location.pathname}?${query.toString()}`);
}
await initI18n(params.lang);
createRoot(document.getElementById('root')!).render(<PlayPage params={params} />);
