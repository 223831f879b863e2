import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { can, useMe } from '../../lib/session.ts';
import { useUrlFilters } from './agent-parts.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { TreeBreadcrumb } from './tree-breadcrumb.tsx';
import { TreeDownline } from './tree-downline.tsx';
import { TreeMemberCard } from './tree-member-card.tsx';
import { useAgentTree } from './use-agent-tree.ts';

/**
 * The agent tree (issue 12 §4, decision 047): a member found by username (exact, any case) with its upline chain,
 * its card and its direct downline; each member of the downline opens the level under it. Without a search, the
 * merchant's top-level agents. The member lives in the URL (`member`), so the browser's back goes up a level.
 */
export function TreeTab() {
  const { t } = useTranslation();
  const me = useMe();
  const currency = me.data?.merchant.currency ?? '';
  const canMove = can(me.data, 'agents.edit');
  const { params, update } = useUrlFilters();
  const username = params.get('member') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const tree = useAgentTree(username, page);
  const [moving, setMoving] = useState(false);
  // While a new name loads, the previous answer stays on screen; it is only shown for the name it answers.
  const data =
    tree.data && (tree.data.member?.username.toLowerCase() ?? '') === username.toLowerCase()
      ? tree.data
      : null;
  const member = data?.member ?? null;
  const upline = data?.chain.at(-1)?.username ?? null;
  const downline = data?.downline;
  return (
    <div className="flex flex-col gap-4">
      <Card padded={false}>
        <SearchForm
          key={username}
          initial={username}
          onSearch={(next) => update({ member: next })}
          maxLength={32}
          label={t('agents.tree.searchLabel')}
          placeholder={t('agents.tree.searchPlaceholder')}
          testId="tree-search"
        />
        <TreeBreadcrumb chain={data?.chain ?? []} member={username ? (member?.username ?? username) : null} />
        {tree.error ? (
          <div className="p-4">
            <ErrorNote error={tree.error} />
          </div>
        ) : member ? (
          <TreeMemberCard
            member={member}
            upline={upline}
            currency={currency}
            onMove={canMove ? () => setMoving(true) : undefined}
          />
        ) : (
          <p className="px-4 py-3 text-xs text-muted">{t('agents.tree.topHelp')}</p>
        )}
      </Card>
      {downline && !tree.error ? (
        <Card
          padded={false}
          title={
            member ? t('agents.tree.downlineOf', { member: member.username }) : t('agents.tree.topTitle')
          }
        >
          <TreeDownline
            rows={downline.list}
            currency={currency}
            empty={member ? t('agents.tree.none', { member: member.username }) : t('agents.tree.noTop')}
          />
          <Pager
            page={downline.page}
            totalPages={downline.totalPages}
            total={downline.total}
            onChange={(next) => update({ page: String(next) })}
          />
        </Card>
      ) : null}
      {moving && member ? (
        <MoveDialog
          member={member.username}
          upline={upline}
          endsContracts={member.contracts.some((c) => c.payer !== null && c.payer.username === upline)}
          onClose={() => setMoving(false)}
        />
      ) : null}
    </div>
  );
}
