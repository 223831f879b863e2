// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval'). Everything
// else is imported after it, dynamically: imported statically, the bundler may order the schema chunk
// first and zod's eval probe then trips the CSP.
import '@tala/contract/zod-jitless';
import '../shared/house.css';
import { applyTheme } from '../shared/theme.ts';
import '../rules/rules.css';
import '../lottery/lottery.css';
import './verify.css';

const [{ createRoot }, { initI18n }, { readPageParams }, { VerifyPage }] = await Promise.all([
  import('react-dom/client'),
  import('../shared/i18n.ts'),
  import('../shared/page-params.ts'),
  import('./verify-page.tsx'),
]);
const params = readPageParams();
applyTheme(params.theme);
await initI18n(params.lang);
createRoot(document.getElementById('root')!).render(<VerifyPage query={params.query} />);
