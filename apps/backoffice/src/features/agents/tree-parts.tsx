import { canOpenAgentCentre, isDemoAccount } from '@tala/contract/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';

/** Small parts of the agent tree: where a member's level opens, and what kind of member it is. */

/** The tree tab opened on a member (its chain, card and direct downline); the top-level agents without one. */
export function treeLink(username: string | null): string {
  const params = new URLSearchParams({ tab: 'tree' });
  if (username) params.set('member', username);
  return `?${params.toString()}`;
}

/** A member's name that opens its level of the tree. */
export function TreeLink({ username, testId }: { username: string; testId?: string }) {
  return (
    <Link
      to={treeLink(username)}
      className="font-semibold whitespace-nowrap text-info hover:underline"
      data-testid={testId}
    >
      {username}
    </Link>
  );
}

/** isAgent in words: a player, an agent of a type, a trial account. */
export function memberTypeText(t: TFunction, agentType: number): string {
  if (agentType === 0) return t('agents.tree.types.player');
  if (isDemoAccount(agentType)) return t('agents.tree.types.trial');
  if (canOpenAgentCentre(agentType)) return t('agents.tree.types.agent', { type: agentType });
  return t('agents.tree.types.other', { type: agentType });
}

export function MemberTypeBadge({ agentType }: { agentType: number }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap">
      <Badge tone={agentType === 0 ? 'neutral' : 'brand'}>{memberTypeText(t, agentType)}</Badge>
    </span>
  );
}
