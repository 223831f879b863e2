// First: zod must be jitless before any schema module runs (CSP without 'unsafe-eval'). Everything
// else is imported after it, dynamically (see play-main.tsx).
import '@tala/contract/zod-jitless';
import '../shared/house.css';
import '../lottery/lottery.css';
import './lottery-recall.css';
import '../round-proof/round-proof.css';
import { applyTheme } from '../shared/theme.ts';

/** HOUSE_PAGE_PATHS.roundProof's prefix (not imported: schema modules load only after the jitless switch). */
const HOUSE_PROOF_PREFIX = '/house/proof/';

const [{ createRoot }, { initI18n }, { readPageParams }, { roundIdOf }] = await Promise.all([
  import('react-dom/client'),
  import('../shared/i18n.ts'),
  import('../shared/page-params.ts'),
  import('./recall-page.tsx'),
]);
const params = readPageParams();
applyTheme(params.theme);
await initI18n(params.lang);
const roundId = roundIdOf(window.location);
const root = createRoot(document.getElementById('root')!);
// Two pages of one round, one bundle: a lottery slip's recall, or a round's proof (its own chunk: it
// ships the games' math to recompute the round here).
if (window.location.pathname.startsWith(HOUSE_PROOF_PREFIX)) {
  const { RoundProofPage } = await import('../round-proof/round-proof-page.tsx');
  const hash = params.query.get('hash')?.toLowerCase() ?? '';
  root.render(<RoundProofPage roundId={roundId} recordedHash={/^[0-9a-f]{64}$/.test(hash) ? hash : null} />);
} else {
  const { RecallPage } = await import('./recall-page.tsx');
  root.render(<RecallPage roundId={roundId} />);
}
