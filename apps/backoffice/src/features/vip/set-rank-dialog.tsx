import type { TBoVipMember, TBoVipRank } from '@tala/contract/loyalty/vip-staff';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { Select } from '../../components/ui/field.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { useSetMemberRank } from './use-vip.ts';

/** The contract's reason: 2 to 300 characters once trimmed. */
const REASON = { min: 2, max: 300 } as const;

/**
 * Staff set a player's rank (issue 14 §6): any rank of the ladder or none, with the reason the history and the audit
 * keep. The rank then lives by the ladder's rules like any other.
 */
export function SetRankDialog({
  member,
  ranks,
  onClose,
}: {
  member: TBoVipMember;
  ranks: readonly TBoVipRank[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  const setRank = useSetMemberRank();
  const [level, setLevel] = useState(member.level);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('vip.member.setTitle', { player: member.username })}
      description={t('vip.member.setHint')}
      width={480}
      testId="set-rank-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        <Select
          label={t('vip.member.newRank')}
          value={String(level)}
          onChange={(event) => setLevel(Number(event.target.value))}
          data-testid="set-rank-level"
        >
          <option value="0">{t('vip.member.noRank')}</option>
          {ranks.map((rank) => (
            <option key={rank.level} value={rank.level}>
              {t('vip.member.rankOption', { level: rank.level, name: textOf(rank.names) })}
            </option>
          ))}
        </Select>
        <DecisionFooter
          noteLabel={t('vip.member.reason', REASON)}
          note={reason}
          onNote={setReason}
          noteMaxLength={REASON.max}
          noteTestId="set-rank-reason"
          error={setRank.error}
          onCancel={onClose}
          confirm={{
            label: t('vip.member.setConfirm'),
            variant: 'primary',
            busy: setRank.isPending,
            disabled: trimmed.length < REASON.min || level === member.level,
            onClick: () =>
              setRank.mutate({ username: member.username, level, reason: trimmed }, { onSuccess: onClose }),
            testId: 'set-rank-confirm',
          }}
        />
      </div>
    </Modal>
  );
}
