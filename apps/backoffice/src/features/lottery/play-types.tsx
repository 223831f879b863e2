import type { TLotteryAdminPlayType, TLotteryTerms } from '@tala/contract/lottery/lottery-admin';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { oddsText, percent, playTypeLabel } from './lottery-format.ts';
import { TermsDialog } from './terms-dialog.tsx';

function oddsRange(odds: Record<string, number>): string {
  const values = Object.values(odds);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? oddsText(low) : `${oddsText(low)} – ${oddsText(high)}`;
}

function useColumns(currency: string): TColumn<TLotteryAdminPlayType>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'playType',
      label: t('lottery.playType'),
      primary: true,
      render: (p) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{playTypeLabel(t, p.id)}</span>
          <span className="font-mono text-[11px] font-normal text-faint">{p.id}</span>
        </span>
      ),
    },
    {
      key: 'offered',
      label: t('lottery.status'),
      render: (p) => (
        <Badge tone={p.enabled ? 'success' : 'neutral'}>
          {t(p.enabled ? 'lottery.offered' : 'lottery.notOffered')}
        </Badge>
      ),
    },
    {
      key: 'odds',
      label: t('lottery.odds'),
      align: 'right',
      render: (p) => (
        <span className="flex flex-col items-end">
          <span className="tabular font-semibold">{oddsRange(p.odds)}</span>
          <span className="text-[11px] text-faint">
            {t('lottery.prizeCount', { count: Object.keys(p.odds).length })}
          </span>
        </span>
      ),
    },
    {
      key: 'stake',
      label: t('lottery.stakeRange'),
      align: 'right',
      render: (p) => (
        <span className="flex flex-col items-end">
          <span className="tabular">{`${money(p.minStake, currency)} – ${money(p.maxStake, currency)}`}</span>
          <span className="tabular text-xs text-faint">
            {t('lottery.stakeStepOf', { step: money(p.stakeStep, currency) })}
          </span>
        </span>
      ),
    },
    {
      key: 'rtp',
      label: t('lottery.rtp'),
      align: 'right',
      render: (p) => (
        <span className={`tabular font-semibold ${p.maxRtp >= 1 ? 'text-danger' : 'text-fg'}`}>
          {percent(p.maxRtp)}
        </span>
      ),
    },
  ];
}

/** The game's current odds version: caps per issue, then each play type's odds, stakes and return. */
export function PlayTypes({
  gameId,
  family,
  terms,
  currency,
  editable,
}: {
  gameId: string;
  family: string;
  terms: TLotteryTerms;
  currency: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TLotteryAdminPlayType | 'caps' | null>(null);
  const columns = useColumns(currency);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line p-4">
        <dl className="grid flex-1 grid-cols-2 gap-3 text-sm md:grid-cols-5" data-testid="lottery-caps">
          <div>
            <dt className="text-xs text-faint">{t('lottery.terms.cap', { currency })}</dt>
            <dd className="tabular font-semibold text-fg">{money(terms.liabilityCap, currency)}</dd>
          </div>
          <div>
            <dt className="text-xs text-faint">{t('lottery.terms.maxPayout', { currency })}</dt>
            <dd className="tabular font-semibold text-fg">{money(terms.maxPayout, currency)}</dd>
          </div>
          <div>
            <dt className="text-xs text-faint">{t('lottery.terms.maxChase')}</dt>
            <dd className="tabular font-semibold text-fg">{terms.maxChase}</dd>
          </div>
          <div>
            <dt className="text-xs text-faint">{t('lottery.oddsVersion')}</dt>
            <dd className="font-mono text-fg">#{terms.oddsId}</dd>
          </div>
          <div>
            <dt className="text-xs text-faint">{t('lottery.changed')}</dt>
            <dd className="text-xs text-muted">
              {dateTime(terms.changedAt)}
              {terms.changedBy ? ` · ${terms.changedBy}` : ''}
            </dd>
          </div>
        </dl>
        {editable ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing('caps')} data-testid="caps-edit">
            {t('lottery.editCaps')}
          </Button>
        ) : null}
      </div>
      <DataList
        rows={terms.playTypes}
        columns={columns}
        rowKey={(p) => p.id}
        empty={t('lottery.none')}
        testId="play-types"
        actions={
          editable
            ? {
                label: t('lottery.actions'),
                render: (p) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(p)}
                    data-testid={`play-type-edit-${p.id}`}
                  >
                    {t('lottery.edit')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      {editing ? (
        <TermsDialog
          gameId={gameId}
          family={family}
          terms={terms}
          playType={editing === 'caps' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
