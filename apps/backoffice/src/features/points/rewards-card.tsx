import type { TBoReward } from '@tala/contract/backoffice/points';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, money } from '../../lib/format.ts';
import { pointsText } from './points-format.ts';
import { RewardArt } from './reward-art.tsx';
import { blankRewardDraft, rewardDraftOf, type TRewardDraft } from './reward-draft.ts';
import { RewardEditor } from './reward-editor.tsx';
import { useRewards } from './use-points.ts';

/** "∞" for an unlimited stock or no member limit, read out as words. */
function Unlimited({ label }: { label: string }) {
  return (
    <span title={label}>
      <span aria-hidden="true" className="text-base leading-none text-muted">
        ∞
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function useRewardColumns(currency: string): TColumn<TBoReward>[] {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  return [
    {
      key: 'reward',
      label: t('points.rewards.reward'),
      primary: true,
      render: (reward) => (
        <span className="flex min-w-0 items-center gap-2.5">
          <RewardArt art={reward.art} />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="truncate font-semibold md:max-w-56" data-testid="reward-name">
              {textOf(reward.names)}
            </span>
            <LanguageCoverage text={reward.names} />
          </span>
        </span>
      ),
    },
    {
      key: 'kind',
      label: t('points.rewards.kind'),
      render: (reward) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <span>{t(`points.kinds.${reward.kind}`)}</span>
          <span className="text-xs text-muted">
            {t(reward.autoApprove ? 'points.rewards.paidAtOnce' : 'points.rewards.needsReview')}
          </span>
        </span>
      ),
    },
    {
      key: 'points',
      label: t('points.rewards.points'),
      align: 'right',
      render: (reward) => (
        <span className="font-semibold whitespace-nowrap">{pointsText(reward.points)}</span>
      ),
    },
    {
      key: 'cash',
      label: t('points.rewards.cash'),
      align: 'right',
      render: (reward) =>
        reward.cash === null ? (
          <span className="text-faint">—</span>
        ) : (
          <span className="whitespace-nowrap">{money(reward.cash, currency)}</span>
        ),
    },
    {
      key: 'stock',
      label: t('points.rewards.stock'),
      align: 'right',
      render: (reward) =>
        reward.stock === null ? (
          <Unlimited label={t('points.rewards.unlimited')} />
        ) : (
          <span className={reward.stock === 0 ? 'font-semibold text-danger' : ''} data-testid="reward-stock">
            {count(reward.stock)}
          </span>
        ),
    },
    {
      key: 'limit',
      label: t('points.rewards.memberLimit'),
      align: 'right',
      render: (reward) =>
        reward.memberLimit === null ? (
          <Unlimited label={t('points.rewards.noLimit')} />
        ) : (
          count(reward.memberLimit)
        ),
    },
    {
      key: 'redeemed',
      label: t('points.rewards.redeemed'),
      align: 'right',
      render: (reward) => count(reward.redeemed),
    },
    {
      key: 'status',
      label: t('points.rewards.status'),
      render: (reward) => (
        <Badge tone={reward.status === 'ACTIVE' ? 'success' : 'neutral'}>
          {t(`points.statuses.${reward.status}`)}
        </Badge>
      ),
    },
  ];
}

/**
 * The mall's rewards in the order players see them, with their artwork, cost, stock and how many were redeemed;
 * staff who may edit the mall add and change rewards in the editor.
 */
export function RewardsCard({ editable, currency }: { editable: boolean; currency: string }) {
  const { t } = useTranslation();
  const rewards = useRewards();
  const columns = useRewardColumns(currency);
  const [editing, setEditing] = useState<{ id: string | null; draft: TRewardDraft } | null>(null);
  const list = rewards.data?.list ?? [];
  const nextSort = list.reduce((last, reward) => Math.max(last, reward.sort + 10), 0);
  return (
    <Card
      title={t('points.rewards.title')}
      padded={false}
      actions={
        editable ? (
          <Button
            size="sm"
            onClick={() => setEditing({ id: null, draft: blankRewardDraft(Math.min(nextSort, 10_000)) })}
            data-testid="add-reward"
          >
            {t('points.rewards.add')}
          </Button>
        ) : null
      }
    >
      <ErrorNote error={rewards.error} />
      {rewards.data ? (
        <DataList
          rows={list}
          columns={columns}
          rowKey={(reward) => reward.id}
          empty={t('points.rewards.none')}
          testId="rewards-table"
          actions={
            editable
              ? {
                  label: t('common.edit'),
                  render: (reward) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing({ id: reward.id, draft: rewardDraftOf(reward) })}
                      data-testid="edit-reward"
                    >
                      {t('common.edit')}
                    </Button>
                  ),
                }
              : undefined
          }
        />
      ) : null}
      {editing ? (
        <RewardEditor
          id={editing.id}
          initial={editing.draft}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
