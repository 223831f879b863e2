import { useTranslation } from 'react-i18next';

/**
 * Player or agent (isAgent 0, or an agent type 1, 2, 41, 42), as a chip with a word, not a colour alone;
 * the agent type's number is in the title for whoever needs it.
 */
export function MemberKind({ agentType }: { agentType: number }) {
  const { t } = useTranslation('agent');
  const isAgent = agentType !== 0;
  return (
    <span
      title={isAgent ? t('kind.agentType', { type: agentType }) : undefined}
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-[11px] font-bold tracking-wide uppercase ${isAgent ? 'bg-brand/15 text-brand-strong' : 'bg-surface-3 text-muted'}`}
      data-testid="member-kind"
    >
      {isAgent ? t('kind.agent') : t('kind.player')}
    </span>
  );
}

/** "Agent (type 1)" or "Player": the details panel's long form. */
export function useKindText(): (agentType: number) => string {
  const { t } = useTranslation('agent');
  return (agentType) => (agentType === 0 ? t('kind.player') : t('kind.agentType', { type: agentType }));
}
