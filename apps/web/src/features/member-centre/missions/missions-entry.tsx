import type { TMission, TMissionClaimResult, TMissionViewStatus } from '@tala/contract/loyalty/missions';
import { formatMoney } from '@tala/contract/money';
import { pointsText } from '@tala/ui/missions/mission-figures';
import { Pager } from '@tala/ui/pager';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { Panel, PanelError } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { ClaimToast, type TClaimToast } from './claim-toast.tsx';
import { MissionItem } from './mission-item.tsx';
import { useClaimTier, useMissionSummary, useOpenMissionCount } from './missions-api.ts';

const TABS: readonly TMissionViewStatus[] = ['O', 'U', 'C'];
const TAB_KEYS: Record<TMissionViewStatus, string> = { O: 'open', U: 'upcoming', C: 'ended' };

/**
 * Mission activity (seed 001 §2 missionLeaderboard, issue 14 §2): the missions open now, coming and ended, each with
 * the player's progress across its tiers, a claim button on every reached tier not yet paid (tiers left unclaimed
 * are paid when the mission ends) and a live leaderboard.
 */
export function MissionsEntry() {
  const { t } = useTranslation('member');
  const [status, setStatus] = useState<TMissionViewStatus>('O');
  const [page, setPage] = useState(1);
  const summary = useMissionSummary(status, page);
  const openCount = useOpenMissionCount();
  const { claim, claiming, toast, closeToast } = useClaimFlow();
  const pick = (next: TMissionViewStatus) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <Panel title={t('missions.yours')} icon="flame" testId="missions">
      <p className="-mt-2 mb-4 text-sm text-muted">{t('missions.intro')}</p>
      <div className="mb-4">
        <Tabs
          label={t('missions.tabsLabel')}
          value={status}
          onChange={pick}
          items={TABS.map((value) => ({
            value,
            label:
              value === 'O' && openCount > 0
                ? t('missions.tabs.openCount', { count: openCount })
                : t(`missions.tabs.${TAB_KEYS[value]}`),
          }))}
        />
      </div>
      {summary.isPending ? (
        <div className="space-y-4" data-testid="missions-loading">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      ) : summary.isError || !summary.data ? (
        <PanelError
          message={summary.error?.message ?? ''}
          onRetry={() => summary.refetch()}
          retryLabel={t('retry')}
        />
      ) : summary.data.list.length === 0 ? (
        <EmptyState
          icon="flame"
          title={t(`missions.empty.${TAB_KEYS[status]}`)}
          body={t(`missions.emptyBody.${TAB_KEYS[status]}`)}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-4" data-testid="mission-list">
            {summary.data.list.map((mission) => (
              <MissionItem
                key={mission.id}
                mission={mission}
                claimingTier={claiming?.id === mission.id ? claiming.tier : null}
                onClaim={(tier) => claim(mission, tier)}
              />
            ))}
          </ul>
          <div className="mt-4">
            <Pager page={page} totalPages={summary.data.totalPages} onChange={setPage} />
          </div>
        </>
      )}
      <ClaimToast toast={toast} onClose={closeToast} />
    </Panel>
  );
}

/** Claiming a tier and saying what came of it: the reward paid, or the server's reason. */
function useClaimFlow() {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const errorText = useErrorText();
  const mutation = useClaimTier();
  const [toast, setToast] = useState<TClaimToast | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const paidText = (tier: number, paid: TMissionClaimResult['paid']) => {
    if (paid.kind === 'POINTS')
      return t('missions.paidPoints', { tier, points: pointsText(paid.amount, i18n.language) });
    const amount = formatMoney(paid.amount, symbol);
    return t(paid.kind === 'BONUS' ? 'missions.paidBonus' : 'missions.paidCash', { tier, amount });
  };
  const claim = (mission: TMission, tier: number) =>
    mutation.mutate(
      { id: mission.id, tier },
      {
        onSuccess: (result) =>
          setToast({ id: Date.now(), tone: 'success', text: paidText(tier, result.paid) }),
        onError: (error) => setToast({ id: Date.now(), tone: 'error', text: errorText(error) }),
      },
    );
  const claiming = mutation.isPending && mutation.variables ? mutation.variables : null;
  return { claim, claiming, toast, closeToast };
}
