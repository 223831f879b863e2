import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame.tsx';
import { closeModal, type TAgentCentrePage, useOpenModal } from '../../../lib/modal-store.ts';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useSession } from '../../../lib/use-session.ts';
import { AGENT_PAGES, findPage } from './agent-pages.tsx';

/**
 * The agent centre overlay (seed 001 §2, issue 12 §2): the member centre's frame with the agent's pages;
 * default the team overview. Only an agent (isAgent 1, 2, 41, 42) sees it: the server answers anyone else
 * AGENT_ONLY. Opened through openAgentCentre(page) after the action gate.
 */
export function AgentCentre() {
  const { t } = useTranslation('agent');
  const { name, props } = useOpenModal();
  const { canOpenAgentCentre } = useSession();
  const current = findPage(props.page);
  return (
    <CentreFrame
      open={name === 'agentCentre' && canOpenAgentCentre}
      onClose={closeModal}
      testId="agent-centre"
      prefix="agent"
      entries={AGENT_PAGES.map((page) => ({ ...page, label: t(`pages.${page.key}`) }))}
      current={current.key}
      onPick={(key) => openAgentCentre(key as TAgentCentrePage)}
      labels={{ menu: t('menu'), close: t('close'), balance: t('totalBalance'), badge: t('badge') }}
    >
      {/* Keyed by page: a page opened again starts fresh (its period, level and search). */}
      <div key={current.key}>{current.render()}</div>
    </CentreFrame>
  );
}
