import type { TTeamMember } from '@tala/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/centre/play-money.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { MemberKind } from '../components/member-kind.tsx';
import { HEAD_CELL, TableFrame } from '../components/table-frame.tsx';
import { ContractStateChip } from '../contracts/contract-state-chip.tsx';
import { RowActions, type TRowActions } from './row-actions.tsx';

/**
 * A level of the team: a table where the centre is wide enough for its columns, cards elsewhere
 * (a phone, a narrow window), each with the member's figures and its actions.
 */
export function MemberList({ members, actions }: { members: readonly TTeamMember[]; actions: TRowActions }) {
  return (
    <>
      <MemberTable members={members} actions={actions} />
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" data-testid="team-cards">
        {members.map((member) => (
          <MemberCard key={member.id} member={member} actions={actions} />
        ))}
      </ul>
    </>
  );
}

function MemberTable({ members, actions }: { members: readonly TTeamMember[]; actions: TRowActions }) {
  const { t, i18n } = useTranslation('agent');
  const head = (
    <>
      {/* Facts share columns (member: type, level, direct members; dates: registered, last login) so the table
          keeps its actions in view in the agent centre's width. */}
      <th scope="col" className={HEAD_CELL}>
        {t('team.member')}
      </th>
      <th scope="col" className={`${HEAD_CELL} text-right`}>
        {t('team.balance')}
      </th>
      <th scope="col" className={HEAD_CELL}>
        {t('team.contracts')}
      </th>
      <th scope="col" className={HEAD_CELL}>
        <span className="block">{t('team.registered')}</span>
        <span className="block">{t('team.lastLogin')}</span>
      </th>
      <th scope="col" className={HEAD_CELL}>
        <span className="sr-only">{t('team.actions')}</span>
      </th>
    </>
  );
  return (
    <TableFrame caption={t('team.caption')} testId="team-table" from="xl" head={head}>
      <tbody className="divide-y divide-line">
        {members.map((member) => (
          <tr
            key={member.id}
            className="bg-surface transition-colors hover:bg-surface-2/60"
            data-testid="team-row"
          >
            <th scope="row" className="px-3 py-3 text-left font-semibold text-fg">
              <span className="block max-w-[11rem] truncate" data-testid="team-username">
                {member.username}
              </span>
              <span className="mt-1 flex items-center gap-2 text-xs font-normal whitespace-nowrap text-faint">
                <MemberKind agentType={member.agentType} />
                {t('team.levelN', { level: member.level })} · {t('team.directShort')} {member.directCount}
              </span>
            </th>
            <td
              className="px-3 py-3 text-right font-semibold whitespace-nowrap text-fg"
              data-testid="team-balance"
            >
              <Money amount={member.balance} />
            </td>
            <td className="px-3 py-3">
              <MemberContracts member={member} stacked />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-muted">
              {formatDate(member.registeredAt, i18n.language)}
              <span className="block text-xs text-faint">
                {member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('team.never')}
              </span>
            </td>
            <td className="py-3 pr-3 pl-1">
              <RowActions member={member} actions={actions} compact />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function MemberCard({ member, actions }: { member: TTeamMember; actions: TRowActions }) {
  const { t, i18n } = useTranslation('agent');
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" data-testid="team-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg" data-testid="team-username">
            {member.username}
          </p>
          <p className="text-xs text-faint">{t('team.levelN', { level: member.level })}</p>
        </div>
        <MemberKind agentType={member.agentType} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2 flex items-baseline justify-between gap-3 rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('team.balance')}</dt>
          <dd className="text-base font-bold text-fg" data-testid="team-balance">
            <Money amount={member.balance} />
          </dd>
        </div>
        <CardFact label={t('team.direct')} value={String(member.directCount)} />
        <div className="min-w-0">
          <dt className="text-xs text-muted">{t('team.contracts')}</dt>
          <dd className="mt-0.5">
            <MemberContracts member={member} />
          </dd>
        </div>
        <CardFact label={t('team.registered')} value={formatDate(member.registeredAt, i18n.language)} />
        <CardFact
          label={t('team.lastLogin')}
          value={member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('team.never')}
          wide
        />
      </dl>
      <div className="mt-3 border-t border-line pt-3">
        <RowActions member={member} actions={actions} stretch />
      </div>
    </li>
  );
}

/** The member's contracts, a kind each with where it stands; a dash when it holds none. */
function MemberContracts({ member, stacked = false }: { member: TTeamMember; stacked?: boolean }) {
  const { t } = useTranslation('agent');
  if (member.contracts.length === 0) return <span className="text-faint">—</span>;
  const line = stacked ? 'flex-col items-start gap-0.5' : 'items-center gap-1.5';
  return (
    <ul className="flex flex-col items-start gap-1.5" data-testid="team-contracts">
      {member.contracts.map((contract) => (
        <li key={contract.kind} className={`flex text-xs whitespace-nowrap text-fg ${line}`}>
          <span>{t(`contracts.kinds.${contract.kind}`)}</span>
          <ContractStateChip state={contract.state} />
        </li>
      ))}
    </ul>
  );
}

function CardFact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate font-medium text-fg tabular-nums">{value}</dd>
    </div>
  );
}
