import type { ZAdjustmentPage } from '@tala/contract/backoffice/adjustments';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type {
  TPlayerProfile,
  TPlayerWallets,
  TRevealableField,
  ZStatementPage,
} from '@tala/contract/backoffice/players';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { ApiError, api, query } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { can, useMe } from '../../lib/session.ts';
import { AdjustmentStatus } from '../approvals/adjustment-status.tsx';
import { AdjustDialog } from './adjust-dialog.tsx';
import { RevealDialog } from './reveal-dialog.tsx';

type TRevealed = Partial<Record<TRevealableField, { value: string | null; until: number }>>;
const MASKABLE: ReadonlySet<string> = new Set(['mobile', 'email', 'payeeName', 'registerIp']);

/** Seconds left until `until`, ticking; 0 once past. */
function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/** A masked value with its reveal button, or the revealed value while its minute lasts. */
function MaskedValue({
  field,
  masked,
  revealed,
  onReveal,
}: {
  field: TRevealableField;
  masked: string;
  revealed: { value: string | null; until: number } | undefined;
  onReveal: (field: TRevealableField) => void;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(revealed?.until);
  if (revealed && left > 0)
    return (
      <span className="flex items-center gap-2">
        <span className="truncate font-semibold text-fg" data-testid={`revealed-${field}`}>
          {revealed.value ?? '—'}
        </span>
        <span className="shrink-0 text-[11px] text-faint">{t('reveal.hidesIn', { seconds: left })}</span>
      </span>
    );
  return (
    <span className="flex items-center gap-2">
      <span className="truncate" data-testid={`masked-${field}`}>
        {masked}
      </span>
      <button
        type="button"
        onClick={() => onReveal(field)}
        data-testid={`reveal-${field}`}
        className="inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 text-[11px] font-semibold text-info hover:bg-surface-2"
      >
        <Icon name="eye" className="size-3.5" />
        {t('reveal.show')}
        <span className="sr-only">{t(`reveal.fields.${field}`)}</span>
      </button>
    </span>
  );
}

function Profile({
  player,
  revealed,
  onReveal,
}: {
  player: TPlayerProfile;
  revealed: TRevealed;
  onReveal: (field: TRevealableField) => void;
}) {
  const { t } = useTranslation();
  const rows: [string, string, string | null][] = [
    ['id', 'players.id', player.id],
    ['nickname', 'players.nickname', player.nickname || null],
    ['payeeName', 'players.payeeName', player.payeeName],
    ['mobile', 'players.mobile', player.mobile],
    ['email', 'players.email', player.email],
    ['upline', 'players.upline', player.uplineUsername],
    ['affiliateCode', 'players.affiliateCode', player.affiliateCode],
    ['language', 'players.language', player.language],
    ['registerMethod', 'players.registerMethod', player.registerMethod],
    ['registerIp', 'players.registerIp', player.registerIp],
    ['registered', 'players.registered', dateTime(player.createdAt)],
    ['lastLogin', 'players.lastLogin', dateTime(player.lastLoginAt)],
  ];
  return (
    <Card
      title={t('players.profile')}
      actions={player.masked ? <Badge tone="warning">{t('reveal.masked')}</Badge> : null}
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2.5 text-[13px] sm:grid-cols-2">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className="flex min-w-0 justify-between gap-3 border-b border-line/50 pb-1.5 sm:block sm:border-0 sm:pb-0"
          >
            <dt className="text-xs text-faint">{t(label)}</dt>
            <dd className="tabular min-w-0 truncate text-fg">
              {player.masked && value && MASKABLE.has(key) ? (
                <MaskedValue
                  field={key as TRevealableField}
                  masked={value}
                  revealed={revealed[key as TRevealableField]}
                  onReveal={onReveal}
                />
              ) : (
                (value ?? '—')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Wallets({ wallets, onAdjust }: { wallets: TPlayerWallets | undefined; onAdjust?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('players.wallets')}
      actions={
        onAdjust ? (
          <Button size="sm" onClick={onAdjust} data-testid="open-adjust">
            {t('adjust.open')}
          </Button>
        ) : null
      }
    >
      <div className="mb-3 rounded-md bg-surface-2 px-3 py-2.5">
        <div className="text-xs text-faint">{t('players.totalBalance')}</div>
        <div className="tabular text-2xl font-bold text-fg" data-testid="wallet-total">
          {wallets ? money(wallets.total, wallets.currency) : '—'}
        </div>
      </div>
      <ul className="flex flex-col divide-y divide-line/60 text-[13px]">
        {wallets?.wallets.map((wallet) => (
          <li key={wallet.code} className="flex justify-between py-1.5">
            <span className="text-muted">{wallet.code}</span>
            <span className="tabular font-semibold text-fg" data-testid={`wallet-${wallet.code}`}>
              {money(wallet.balance, wallets.currency)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

type TStatement = z.infer<typeof ZStatementPage>;
type TStatementLine = TStatement['list'][number];

function useStatementColumns(currency: string): TColumn<TStatementLine>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'amount',
      label: t('statement.amount'),
      align: 'right',
      primary: true,
      render: (line) => (
        <span className={`font-semibold ${line.amount.startsWith('-') ? 'text-danger' : 'text-success'}`}>
          {money(line.amount, currency)}
        </span>
      ),
    },
    {
      key: 'time',
      label: t('statement.time'),
      render: (line) => <span className="tabular text-muted">{dateTime(line.at)}</span>,
    },
    { key: 'wallet', label: t('statement.wallet'), render: (line) => line.wallet },
    { key: 'kind', label: t('statement.kind'), render: (line) => <Badge>{line.kind}</Badge> },
    {
      key: 'reference',
      label: t('statement.reference'),
      // One line on desktop (full text in the tooltip); on a phone card there is no hover, so it wraps.
      render: (line) => (
        <span
          className="font-mono text-[11px] break-all text-faint md:block md:max-w-48 md:truncate"
          title={line.reference}
        >
          {line.reference}
        </span>
      ),
    },
    {
      key: 'balanceAfter',
      label: t('statement.balanceAfter'),
      align: 'right',
      render: (line) => money(line.balanceAfter, currency),
    },
  ];
}

/** For a masked role, the statement stays closed until revealed with a reason (15 minutes at a time). */
function StatementLocked({ onReveal }: { onReveal: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center" data-testid="statement-locked">
      <span className="grid size-10 place-items-center rounded-full bg-warning/15 text-warning">
        <Icon name="shield" className="size-5" />
      </span>
      <p className="max-w-sm text-sm text-muted">{t('reveal.statementLocked')}</p>
      <Button size="sm" onClick={onReveal} data-testid="reveal-statement">
        <Icon name="eye" />
        {t('reveal.showStatement')}
      </Button>
    </div>
  );
}

/**
 * For a masked role the server answers BO_REVEAL_REQUIRED until the statement is revealed with a reason
 * (15 minutes at a time); the card then offers the reveal instead of the lines.
 */
function Statement({
  playerId,
  currency,
  grantedUntil,
  onReveal,
}: {
  playerId: string;
  currency: string;
  grantedUntil: number | undefined;
  onReveal: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const columns = useStatementColumns(currency);
  const statement = useQuery({
    queryKey: ['player', playerId, 'statement', page, grantedUntil ?? 0],
    queryFn: () =>
      api<TStatement>(
        'GET',
        `${boPath(BO_PATHS.playerStatement, { id: playerId })}${query({ page, pageSize: 15 })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const locked = statement.error instanceof ApiError && statement.error.code === 'BO_REVEAL_REQUIRED';
  return (
    <Card
      title={t('players.statement')}
      padded={false}
      actions={
        grantedUntil && !locked ? (
          <span className="text-[11px] text-faint">
            {t('reveal.statementUntil', { time: timeOf(grantedUntil) })}
          </span>
        ) : null
      }
    >
      {locked ? (
        <StatementLocked onReveal={onReveal} />
      ) : (
        <>
          <ErrorNote error={statement.error} />
          {statement.data ? (
            <DataList
              rows={statement.data.list}
              columns={columns}
              rowKey={(line) => line.id}
              empty={t('statement.none')}
              testId="statement-table"
            />
          ) : null}
          {statement.data ? (
            <Pager
              page={statement.data.page}
              totalPages={statement.data.totalPages}
              total={statement.data.total}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

function timeOf(at: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { timeStyle: 'short' }).format(new Date(at));
}

type TAdjustments = z.infer<typeof ZAdjustmentPage>;
function RecentAdjustments({ playerId, currency }: { playerId: string; currency: string }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['adjustments', 'player', playerId],
    queryFn: () => api<TAdjustments>('GET', `${BO_PATHS.adjustments}${query({ playerId, pageSize: 5 })}`),
  });
  if (!list.data?.list.length) return null;
  return (
    <Card title={t('players.recentAdjustments')}>
      <ul className="flex flex-col gap-2 text-[13px]">
        {list.data.list.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate text-muted" title={item.reason}>
              {item.reason}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span
                className={`tabular font-semibold ${item.direction === 'debit' ? 'text-danger' : 'text-success'}`}
              >
                {item.direction === 'debit' ? '−' : '+'}
                {money(item.amount, currency)}
              </span>
              <AdjustmentStatus status={item.status} />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PlayerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useMe();
  const [adjusting, setAdjusting] = useState(false);
  const [revealing, setRevealing] = useState<TRevealableField | null>(null);
  const [revealed, setRevealed] = useState<TRevealed>({});
  const profile = useQuery({
    queryKey: ['player', id, 'profile'],
    queryFn: () => api<TPlayerProfile>('GET', boPath(BO_PATHS.player, { id })),
  });
  const wallets = useQuery({
    queryKey: ['player', id, 'wallets'],
    queryFn: () => api<TPlayerWallets>('GET', boPath(BO_PATHS.playerWallets, { id })),
  });
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings),
  });
  const currency = wallets.data?.currency ?? me.data?.merchant.currency ?? '';
  const mayAdjust = can(me.data, 'adjustments.request');
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Link
          to="/players"
          className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={t('common.back')}
        >
          <Icon name="back" />
        </Link>
        <h1 className="text-lg font-bold text-fg" data-testid="player-title">
          {profile.data?.username ?? '…'}
        </h1>
        {profile.data ? (
          <Badge tone={profile.data.status === 'ACTIVE' ? 'success' : 'danger'}>
            {t(`players.statuses.${profile.data.status}`)}
          </Badge>
        ) : null}
      </div>
      <ErrorNote error={profile.error} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          {profile.data ? (
            <Profile player={profile.data} revealed={revealed} onReveal={setRevealing} />
          ) : null}
          <Statement
            playerId={id}
            currency={currency}
            grantedUntil={revealed.statement?.until}
            onReveal={() => setRevealing('statement')}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Wallets wallets={wallets.data} onAdjust={mayAdjust ? () => setAdjusting(true) : undefined} />
          {can(me.data, 'adjustments.list') ? <RecentAdjustments playerId={id} currency={currency} /> : null}
        </div>
      </div>
      <RevealDialog
        playerId={id}
        field={revealing}
        onClose={() => setRevealing(null)}
        onRevealed={(result) =>
          setRevealed((current) => ({
            ...current,
            [result.field]: { value: result.value, until: Date.parse(result.until) },
          }))
        }
      />
      {mayAdjust ? (
        <AdjustDialog
          open={adjusting}
          onOpenChange={setAdjusting}
          playerId={id}
          currency={currency}
          wallets={wallets.data?.wallets.map((wallet) => wallet.code) ?? ['MAIN']}
          threshold={settings.data?.adjustmentApprovalThreshold ?? null}
        />
      ) : null}
    </div>
  );
}
