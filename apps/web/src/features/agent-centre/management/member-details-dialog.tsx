import type { TTeamMember } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { InfoRows } from '../../../components/centre/panel.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MemberKind, useKindText } from '../components/member-kind.tsx';

/** A member's row in full, with a transfer at hand. */
export function MemberDetailsDialog({
  member,
  onClose,
  onTransfer,
}: {
  member: TTeamMember | null;
  onClose: () => void;
  onTransfer: (member: TTeamMember) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('details.title')}
      width={440}
      testId="member-details-dialog"
    >
      {member ? <Details member={member} onTransfer={onTransfer} /> : null}
    </Modal>
  );
}

function Details({ member, onTransfer }: { member: TTeamMember; onTransfer: (member: TTeamMember) => void }) {
  const { t, i18n } = useTranslation('agent');
  const kindText = useKindText();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-[linear-gradient(135deg,var(--brand),var(--accent))] text-lg font-bold text-white uppercase"
        >
          {member.username.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-fg" data-testid="details-username">
            {member.username}
          </p>
          <p className="text-xs text-muted">{t('team.levelN', { level: member.level })}</p>
        </div>
        <MemberKind agentType={member.agentType} />
      </div>
      <InfoRows
        rows={[
          { label: t('details.id'), value: member.id },
          { label: t('details.type'), value: kindText(member.agentType) },
          { label: t('details.level'), value: String(member.level) },
          { label: t('team.balance'), value: <Money amount={member.balance} />, testId: 'details-balance' },
          { label: t('team.direct'), value: String(member.directCount) },
          { label: t('team.registered'), value: formatDateTime(member.registeredAt, i18n.language) },
          {
            label: t('team.lastLogin'),
            value: member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('team.never'),
          },
        ]}
      />
      <Button size="lg" className="w-full" onClick={() => onTransfer(member)} data-testid="details-transfer">
        <Icon name="arrow-right" className="size-4" />
        {t('transfer.to', { name: member.username })}
      </Button>
    </div>
  );
}
