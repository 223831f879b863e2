import type { TTeamMember } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';

export type TRowActions = {
  /** Opens the member's own level (shown when it has members). */
  onOpen: (uplineId: string) => void;
  onTransfer: (member: TTeamMember) => void;
  onDetails: (member: TTeamMember) => void;
  /** Offers a contract (shown for direct downline agents while some contract kind is on). */
  onOffer?: ((member: TTeamMember) => void) | undefined;
};

/**
 * A member's actions, each named with the member for screen readers ("Transfer to alice"). In a table
 * row (`compact`) every action is an icon with a tooltip (the table has the centre's width for six facts
 * and the actions); the transfer keeps its accent colour. A contract offer (direct downline agents) is always an icon with its tooltip: a phone's card
 * has no room for a fourth word.
 */
export function RowActions({
  member,
  actions,
  stretch = false,
  compact = false,
}: {
  member: TTeamMember;
  actions: TRowActions;
  /** Cards: the buttons share the card's width. */
  stretch?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('agent');
  const who = { name: member.username };
  const grow = stretch ? 'flex-1' : '';
  return (
    <div className={`flex items-center gap-1.5 ${stretch ? '' : 'justify-end'}`}>
      {member.directCount > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          className={compact ? 'px-2' : grow}
          onClick={() => actions.onOpen(member.id)}
          aria-label={t('team.openOf', who)}
          title={compact ? t('team.openOf', who) : undefined}
          data-testid="team-open"
        >
          <Icon name="users" className="size-4" />
          {compact ? null : t('team.open')}
        </Button>
      ) : null}
      {actions.onOffer && member.level === 1 && member.agentType !== 0 ? (
        <Button
          size="sm"
          variant="secondary"
          className="px-2"
          onClick={() => actions.onOffer?.(member)}
          aria-label={t('team.offerTo', who)}
          title={t('team.offerTo', who)}
          data-testid="team-offer"
        >
          <Icon name="mail" className="size-4" />
        </Button>
      ) : null}
      <Button
        size="sm"
        className={compact ? 'px-2' : grow}
        onClick={() => actions.onTransfer(member)}
        aria-label={t('transfer.to', who)}
        title={compact ? t('transfer.to', who) : undefined}
        data-testid="team-transfer"
      >
        <Icon name="arrow-right" className="size-4" />
        {compact ? null : t('transfer.action')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className={stretch ? '' : 'px-2'}
        onClick={() => actions.onDetails(member)}
        aria-label={t('details.of', who)}
        title={t('details.title')}
        data-testid="team-details"
      >
        <Icon name="info" className="size-4" />
      </Button>
    </div>
  );
}
