// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval'). Everything
// else is imported after it, dynamically (see play-main.tsx).
import '@tala/contract/zod-jitless';
import '../shared/house.css';
import '../lottery/lottery.css';
import './lottery-recall.css';
import { applyTheme } from '../shared/theme.ts';

const [{ createRoot }, { initI18n }, { readPageParams }, { RecallPage, roundIdOf }] = await Promise.all([
  import('react-dom/client'),
  import('../shared/i18n.ts'),
  import('../shared/page-params.ts'),
  import('./recall-page.tsx'),
]);
const params = readPageParams();
applyTheme(params.theme);
await initI18n(params.lang);
createRoot(document.getElementById('root')!).render(<RecallPage roundId={roundIdOf(window.location)} />);
