import type { TBoTreeFocus } from '@tala/contract/backoffice/agent-tree';
import { Button } from '@tala/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { count, dateTime, money } from '../../lib/format.ts';
import { Payer, StateChip } from './agent-parts.tsx';
import { MemberTypeBadge } from './tree-parts.tsx';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-faint">{label}</dt>
      <dd className="tabular mt-0.5 text-sm font-semibold break-words text-fg" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The member's live contracts: kind, where it stands, who pays. */
function Contracts({ contracts }: { contracts: TBoTreeFocus['contracts'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-xs font-semibold text-muted">{t('agents.tree.contracts')}</h3>
      {contracts.length === 0 ? (
        <p className="mt-1 text-sm text-faint">{t('agents.tree.noContracts')}</p>
      ) : (
        <ul className="mt-1.5 flex flex-wrap gap-2" data-testid="tree-contracts">
          {contracts.map((contract) => (
            <li
              key={contract.id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface-2/40 px-2.5 py-1.5 text-sm"
            >
              <span className="font-medium text-fg">{t(`agents.kinds.${contract.kind}`)}</span>
              <StateChip state={contract.state} />
              <span className="flex items-center gap-1.5 text-xs text-muted">
                {t('agents.contracts.payer')}
                <Payer payer={contract.payer} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The member searched for: what it is, its money and team, its contracts — and, for admins, "Move…" (or the move
 * already waiting for a second admin).
 */
export function TreeMemberCard({
  member,
  upline,
  currency,
  onMove,
}: {
  member: TBoTreeFocus;
  upline: string | null;
  currency: string;
  onMove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const waiting = member.pendingMove;
  return (
    <div className="flex flex-col gap-4 p-4" data-testid="tree-member">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-bold break-all text-fg">{member.username}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-3 text-xs">
            <MemberTypeBadge agentType={member.agentType} />
            <Link to={`/players/${member.id}`} className="text-info hover:underline">
              {t('agents.tree.playerPage')}
            </Link>
          </div>
        </div>
        {onMove ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={onMove}
            disabled={waiting !== null}
            data-testid="tree-move"
          >
            {t('agents.tree.move')}
          </Button>
        ) : null}
      </div>
      {waiting ? (
        <p
          className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-fg"
          data-testid="tree-move-waiting"
        >
          {t('agents.tree.moveWaiting', { upline: waiting.toUpline.username, staff: waiting.requestedBy })}{' '}
          <Link to="?tab=moves" className="font-semibold text-info hover:underline">
            {t('agents.tree.seeMoves')}
          </Link>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 xl:grid-cols-6">
        <Fact label={t('agents.tree.balance')} testId="tree-balance">
          {money(member.balance, currency)}
        </Fact>
        <Fact label={t('agents.tree.direct')} testId="tree-direct">
          {count(member.directCount)}
        </Fact>
        <Fact label={t('agents.tree.team')} testId="tree-team">
          {count(member.teamSize)}
        </Fact>
        <Fact label={t('agents.tree.upline')}>{upline ?? t('agents.tree.noUpline')}</Fact>
        <Fact label={t('agents.tree.registered')}>{dateTime(member.registeredAt)}</Fact>
        <Fact label={t('agents.tree.lastLogin')}>{dateTime(member.lastLoginAt)}</Fact>
      </dl>
      <Contracts contracts={member.contracts} />
    </div>
  );
}
