// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval').
import '@tala/contract/zod-jitless';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../shared/i18n.ts';
import { readPageParams } from '../shared/page-params.ts';
import { RulesPage } from './rules-page.tsx';
import '../shared/house.css';
import './rules.css';

const params = readPageParams();
await initI18n(params.lang);
createRoot(document.getElementById('root')!).render(<RulesPage gameId={params.gameId} />);
