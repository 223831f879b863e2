import type { TLiabilityAnswer } from '@tala/contract/lottery/lottery-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { money } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useMe } from '../../lib/session.ts';
import { IssueStateBadge } from './lottery-badges.tsx';
import { exposureLabel } from './lottery-format.ts';
import { useLiability, useLotteryGame } from './use-lottery.ts';

const WARN_SHARE = 0.8;

function shareText(share: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

function NumberRow({
  row,
  family,
  currency,
}: {
  row: TLiabilityAnswer['numbers'][number];
  family: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const label = exposureLabel(t, family, row.key);
  const bar = row.closed ? 'bg-danger' : row.share >= WARN_SHARE ? 'bg-warning' : 'bg-accent';
  return (
    <li
      className="grid grid-cols-[minmax(6rem,11rem)_1fr_auto] items-center gap-3 px-4 py-2 md:grid-cols-[14rem_1fr_8rem_5rem]"
      data-number={row.key}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold text-fg" title={label}>
            {label}
          </span>
          <span className="truncate font-mono text-[11px] text-faint">{row.key}</span>
        </span>
        {row.closed ? <Badge tone="danger">{t('lottery.closedNumber')}</Badge> : null}
      </span>
      <span className="h-2.5 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
        <span
          className={`block h-full rounded-full ${bar}`}
          style={{ width: `${Math.min(100, row.share * 100)}%` }}
        />
      </span>
      <span className="tabular text-right text-sm text-fg">{money(row.exposure, currency)}</span>
      <span className="tabular col-span-3 text-right text-xs text-muted md:col-span-1">
        {t('lottery.ofCap', { share: shareText(row.share) })}
      </span>
    </li>
  );
}

/** What an issue would pay on each number if it came up, largest first, against the cap per number. */
export function LiabilityPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { gameId = '', issueNo = '' } = useParams();
  const liability = useLiability(gameId, issueNo);
  const family = useLotteryGame(gameId).data?.game.family ?? '';
  const currency = me.data?.merchant.currency ?? '';
  const data = liability.data;
  return (
    <div>
      <Link
        to={`/lottery/games/${gameId}?tab=issues`}
        className="mb-2 inline-flex items-center gap-1 text-xs text-muted hover:text-fg"
      >
        <Icon name="back" className="size-3.5" />
        {t('lottery.backToGame')}
      </Link>
      <PageHeader
        title={t('lottery.liabilityTitle', { issue: issueNo })}
        subtitle={gameId}
        actions={data ? <IssueStateBadge state={data.state} /> : null}
      />
      <Card padded={false}>
        <ErrorNote error={liability.error} />
        {data ? (
          <>
            <dl
              className="grid grid-cols-3 gap-3 border-b border-line p-4 text-sm"
              data-testid="liability-summary"
            >
              <div>
                <dt className="text-xs text-faint">{t('lottery.terms.cap', { currency })}</dt>
                <dd className="tabular font-semibold text-fg">{money(data.cap, currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-faint">{t('lottery.numbersWithStakes')}</dt>
                <dd className="tabular font-semibold text-fg">{data.total}</dd>
              </div>
              <div>
                <dt className="text-xs text-faint">{t('lottery.closedNumbers')}</dt>
                <dd className={`tabular font-semibold ${data.closedCount > 0 ? 'text-danger' : 'text-fg'}`}>
                  {data.closedCount}
                </dd>
              </div>
            </dl>
            <p className="border-b border-line px-4 py-2 text-xs text-muted">
              {t('lottery.liabilityHelp')}
              {family.startsWith('vn-') ? ` ${t('lottery.liabilityPerHit')}` : null}
            </p>
            {data.numbers.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-faint">{t('lottery.noExposure')}</p>
            ) : (
              <ul className="divide-y divide-line/60" data-testid="liability-numbers">
                {data.numbers.map((row) => (
                  <NumberRow key={row.key} row={row} family={family} currency={currency} />
                ))}
              </ul>
            )}
            {data.total > data.numbers.length ? (
              <p className="border-t border-line px-4 py-2 text-xs text-faint">
                {t('lottery.moreNumbers', { count: data.total - data.numbers.length })}
              </p>
            ) : null}
          </>
        ) : null}
      </Card>
    </div>
  );
}
