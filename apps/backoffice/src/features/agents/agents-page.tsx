import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/card.tsx';
import { AgentSettingsTab } from './agent-settings-tab.tsx';
import { ContractsTab } from './contracts-tab.tsx';
import { HeldPaymentsTab } from './held-payments-tab.tsx';
import { MovesTab } from './moves-tab.tsx';
import { RunsTab } from './runs-tab.tsx';
import { TreeTab } from './tree-tab.tsx';

const TABS = ['contracts', 'tree', 'moves', 'runs', 'held', 'settings'] as const;
type TTab = (typeof TABS)[number];

/**
 * Agents (issue 12 §4, decisions 045 and 047): the contracts the house and agents made, the agent tree and moves of
 * members between uplines, the settlement runs and their lines (held ones first), and the merchant's agent limits. Every role
 * reads; admins give and end contracts, ask for and approve moves, and set the limits; money staff release held
 * payments. The tab and filters live in the URL, so a view can be shared.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((name) => name === params.get('tab')) ?? 'contracts';
  return (
    <div>
      <PageHeader title={t('agents.title')} subtitle={t('agents.subtitle')} />
      <div className="mb-4 flex gap-1 overflow-x-auto border-b border-line" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`agents-tab-${name}`}
            onClick={() => setParams(name === 'contracts' ? {} : { tab: name })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${tab === name ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'}`}
          >
            {t(`agents.tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'contracts' ? <ContractsTab /> : null}
      {tab === 'tree' ? <TreeTab /> : null}
      {tab === 'moves' ? <MovesTab /> : null}
      {tab === 'runs' ? <RunsTab /> : null}
      {tab === 'held' ? <HeldPaymentsTab /> : null}
      {tab === 'settings' ? <AgentSettingsTab /> : null}
    </div>
  );
}
