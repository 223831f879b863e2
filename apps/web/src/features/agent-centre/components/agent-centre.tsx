import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame.tsx';
import { closeModal, type TAgentCentrePage, useOpenModal } from '../../../lib/modal-store.ts';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useConsolidated } from '../api/contract-queries.ts';
import { isFlagged, kindFlag } from '../contracts/contract-kinds.ts';
import { findPage, menuPages } from './agent-pages.tsx';

/**
 * The agent centre overlay (seed 001 §2, issue 12 §2): the member centre's frame with the agent's pages;
 * default the team overview. Only an agent (isAgent 1, 2, 41, 42) sees it: the server answers anyone else
 * AGENT_ONLY. Opened through openAgentCentre(page) after the action gate. The consolidated flags, read as it
 * opens, say which contract pages show and which carry a badge (an offer to answer, a contract ending).
 */
export function AgentCentre() {
  const { t } = useTranslation('agent');
  const { name, props } = useOpenModal();
  const { canOpenAgentCentre } = useSession();
  const isOpen = name === 'agentCentre' && canOpenAgentCentre;
  const flags = useConsolidated(isOpen).data;
  const current = findPage(props.page, flags);
  const entries = menuPages(flags, current.key).map((page) => {
    const flag = page.kind ? kindFlag(flags, page.kind) : undefined;
    return {
      ...page,
      label: t(`pages.${page.key}`),
      badge: isFlagged(flag) ? t(`contracts.badge.${flag}`) : undefined,
    };
  });
  return (
    <CentreFrame
      open={isOpen}
      onClose={closeModal}
      testId="agent-centre"
      prefix="agent"
      entries={entries}
      current={current.key}
      onPick={(key) => openAgentCentre(key as TAgentCentrePage)}
      labels={{ menu: t('menu'), close: t('close'), balance: t('totalBalance'), badge: t('badge') }}
    >
      {/* Keyed by page: a page opened again starts fresh (its period, level and search). */}
      <div key={current.key}>{current.render()}</div>
    </CentreFrame>
  );
}
