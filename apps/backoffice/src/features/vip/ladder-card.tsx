import type { TBoVipLadder, TBoVipRank } from '@tala/contract/loyalty/vip-staff';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, money } from '../../lib/format.ts';
import { blankRankDraft, rankDraftOf, type TRankDraft } from './rank-draft.ts';
import { RankEditor } from './rank-editor.tsx';
import { RankMedal } from './rank-medal.tsx';
import { useDeleteRank } from './use-vip.ts';

function useRankColumns(currency: string): TColumn<TBoVipRank>[] {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  const dash = <span className="text-faint">—</span>;
  return [
    {
      key: 'rank',
      label: t('vip.ladder.rank'),
      primary: true,
      render: (rank) => (
        <span className="flex min-w-0 items-center gap-2.5">
          <RankMedal level={rank.level} />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="truncate font-semibold md:max-w-48" data-testid="rank-name">
              {textOf(rank.names)}
            </span>
            <LanguageCoverage text={rank.names} />
          </span>
        </span>
      ),
    },
    {
      key: 'thresholds',
      label: t('vip.ladder.thresholds'),
      align: 'right',
      render: (rank) => (
        <span className="flex flex-col items-end gap-0.5 whitespace-nowrap">
          <span>{t('vip.ladder.depositOf', { amount: money(rank.deposit, currency) })}</span>
          <span className="text-xs text-muted">
            {t('vip.ladder.betsOf', { amount: money(rank.validBet, currency) })}
          </span>
        </span>
      ),
    },
    {
      key: 'points',
      label: t('vip.ladder.points'),
      align: 'right',
      render: (rank) => `×${(rank.benefits.pointsMultiplier / 100).toFixed(2)}`,
    },
    {
      key: 'rebate',
      label: t('vip.ladder.rebate'),
      align: 'right',
      render: (rank) =>
        rank.benefits.rebateBonusBp ? `+${(rank.benefits.rebateBonusBp / 100).toFixed(2)}%` : dash,
    },
    {
      key: 'birthday',
      label: t('vip.ladder.birthday'),
      align: 'right',
      render: (rank) =>
        rank.benefits.birthdayBonus === '0.00' ? (
          dash
        ) : (
          <span className="whitespace-nowrap">{money(rank.benefits.birthdayBonus, currency)}</span>
        ),
    },
    {
      key: 'withdraw',
      label: t('vip.ladder.withdraw'),
      align: 'right',
      render: (rank) =>
        rank.benefits.withdrawDailyCount === null && rank.benefits.withdrawMaxAmount === null ? (
          <span className="text-xs text-muted">{t('vip.ladder.channelLimits')}</span>
        ) : (
          <span className="flex flex-col items-end gap-0.5 whitespace-nowrap">
            <span>
              {rank.benefits.withdrawDailyCount === null
                ? '—'
                : t('vip.ladder.perDay', { n: rank.benefits.withdrawDailyCount })}
            </span>
            <span className="text-xs text-muted">
              {rank.benefits.withdrawMaxAmount === null
                ? '—'
                : money(rank.benefits.withdrawMaxAmount, currency)}
            </span>
          </span>
        ),
    },
    {
      key: 'service',
      label: t('vip.ladder.service'),
      render: (rank) =>
        rank.benefits.serviceLine ? <Badge tone="brand">{t('vip.ladder.serviceYes')}</Badge> : dash,
    },
    {
      key: 'members',
      label: t('vip.ladder.members'),
      align: 'right',
      render: (rank) => <span data-testid="rank-members">{count(rank.members)}</span>,
    },
  ];
}

/**
 * The ladder (issue 14 §6): every rank with its thresholds, benefits and holders. Admins add a rank above the top,
 * edit any rank, and remove the top one while nobody holds it (the server refuses otherwise and says why).
 */
export function LadderCard({
  ladder,
  editable,
  currency,
}: {
  ladder: TBoVipLadder;
  editable: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const columns = useRankColumns(currency);
  const remove = useDeleteRank();
  const [editing, setEditing] = useState<{ level: number | null; draft: TRankDraft } | null>(null);
  const top = ladder.ranks.at(-1);
  return (
    <Card
      title={t('vip.ladder.title')}
      padded={false}
      actions={
        editable && ladder.ranks.length < 20 ? (
          <Button
            size="sm"
            onClick={() => setEditing({ level: null, draft: blankRankDraft(top) })}
            data-testid="add-rank"
          >
            {t('vip.ladder.add')}
          </Button>
        ) : null
      }
    >
      <ErrorNote error={remove.error} />
      <DataList
        rows={ladder.ranks}
        columns={columns}
        rowKey={(rank) => String(rank.level)}
        empty={t('vip.ladder.none')}
        testId="ranks-table"
        actions={
          editable
            ? {
                label: t('common.edit'),
                render: (rank) => (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing({ level: rank.level, draft: rankDraftOf(rank) })}
                      data-testid="edit-rank"
                    >
                      {t('common.edit')}
                    </Button>
                    {rank.level === top?.level && rank.members === 0 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        busy={remove.isPending}
                        onClick={() =>
                          window.confirm(t('vip.ladder.confirmDelete')) && remove.mutate(rank.level)
                        }
                        data-testid="delete-rank"
                      >
                        {t('common.delete')}
                      </Button>
                    ) : null}
                  </>
                ),
              }
            : undefined
        }
      />
      {editing ? (
        <RankEditor
          level={editing.level}
          initial={editing.draft}
          ranks={ladder.ranks}
          currency={currency}
          windowDays={ladder.settings.windowDays}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
