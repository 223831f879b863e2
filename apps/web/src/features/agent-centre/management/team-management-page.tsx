import type { TTeamMember } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openModal } from '../../../lib/modal-store.ts';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useConsolidated } from '../api/contract-queries.ts';
import { useTeamMembers } from '../api/team-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';
import { SearchField } from '../components/search-field.tsx';
import { TeamBreadcrumb } from '../components/team-breadcrumb.tsx';
import { enabledKinds, KIND_PAGE } from '../contracts/contract-kinds.ts';
import { useTeamLevel } from '../hooks/use-team-level.ts';
import { MemberDetailsDialog } from './member-details-dialog.tsx';
import { MemberList } from './member-list.tsx';
import { TeamTransferDialog } from './team-transfer-dialog.tsx';

/**
 * Team management (seed 001 §2, issue 12 §2.4): the team level by level with its breadcrumb, or one member
 * found by name anywhere in it; each member's figures, and from its row: its own team, a transfer, details.
 */
export function TeamManagementPage() {
  const { t } = useTranslation('agent');
  const { level, open, setPage } = useTeamLevel();
  const [search, setSearch] = useState('');
  const members = useTeamMembers({ ...level, username: search || undefined });
  const onOffer = useOfferContract();
  const [transferTo, setTransferTo] = useState<TTeamMember | null>(null);
  const [detailsOf, setDetailsOf] = useState<TTeamMember | null>(null);
  const openLevel = (uplineId: string | undefined) => {
    setSearch('');
    open(uplineId);
  };
  const data = members.data;
  return (
    <div className="space-y-4">
      <SearchField
        label={t('team.search')}
        value={search}
        onSearch={(username) => {
          setSearch(username);
          open(undefined);
        }}
        testId="team-search"
      />
      {data ? <TeamBreadcrumb chain={data.chain} onOpen={openLevel} testId="team-breadcrumb" /> : null}
      {members.isError ? <QueryError error={members.error} onRetry={() => void members.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${members.isPlaceholderData ? 'opacity-60' : ''}`}>
          <MemberList
            members={data.list}
            actions={{ onOpen: openLevel, onTransfer: setTransferTo, onDetails: setDetailsOf, onOffer }}
          />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
        </div>
      ) : data ? (
        <EmptyTeam isTop={data.chain.length <= 1} />
      ) : members.isPending ? (
        <ListSkeleton />
      ) : null}
      <TeamTransferDialog member={transferTo} onClose={() => setTransferTo(null)} />
      <MemberDetailsDialog
        member={detailsOf}
        onClose={() => setDetailsOf(null)}
        onTransfer={(member) => {
          setDetailsOf(null);
          setTransferTo(member);
        }}
      />
    </div>
  );
}

/**
 * Offer a contract from a member's row: the contract page of the first kind the merchant has on, with the offer
 * opened for the member (when the agent holds that kind to give on). Nothing while no kind is on.
 */
function useOfferContract(): ((member: TTeamMember) => void) | undefined {
  const kind = enabledKinds(useConsolidated().data)[0];
  if (!kind) return undefined;
  return (member) =>
    openModal('agentCentre', {
      page: KIND_PAGE[kind],
      offerTo: { id: member.id, username: member.username },
    });
}

/** No one at this level: at the top, the way to the first member. */
function EmptyTeam({ isTop }: { isTop: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <EmptyState
      icon="users"
      title={isTop ? t('team.emptyTop') : t('team.emptyLevel')}
      body={isTop ? t('team.emptyTopBody') : undefined}
      action={
        isTop ? (
          <Button onClick={() => openAgentCentre('register')}>
            <Icon name="user-plus" className="size-4" />
            {t('pages.register')}
          </Button>
        ) : undefined
      }
    />
  );
}
