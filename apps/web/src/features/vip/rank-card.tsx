import type { TVipRank } from '@tala/contract/loyalty/vip';
import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { metalOf, RankBadge } from '../../components/art/rank-badge.tsx';
import { Icon } from '../../components/art/ui-icons.tsx';
import { BenefitList } from '../../components/vip/benefit-list.tsx';

/** Where a rank stands for the reader: theirs, below theirs, above it, or unknown (a visitor, a trial account). */
export type TRankPlace = 'current' | 'reached' | 'locked' | 'open';

function PlaceChip({ place }: { place: TRankPlace }) {
  const { t } = useTranslation('pages');
  if (place === 'open') return null;
  const look = {
    current: 'bg-accent text-accent-contrast',
    reached: 'bg-success/15 text-success',
    locked: 'bg-surface-3 text-muted',
  }[place];
  return (
    <span
      className={`inline-flex h-6 items-center gap-1 rounded-full px-2.5 text-[11px] font-bold tracking-wide uppercase ${look}`}
    >
      <Icon
        name={place === 'locked' ? 'lock' : place === 'reached' ? 'check' : 'crown'}
        className="size-3.5"
      />
      {t(`vip.place.${place}`)}
    </span>
  );
}

/** One rank of the ladder: medal, name, both thresholds over the window, and what it gives. */
export function RankCard({
  rank,
  place,
  windowDays,
  symbol,
}: {
  rank: TVipRank;
  place: TRankPlace;
  windowDays: number;
  symbol: string;
}) {
  const { t } = useTranslation('pages');
  const metal = metalOf(rank.level);
  const isCurrent = place === 'current';
  return (
    <li
      className={`relative flex flex-col overflow-hidden rounded-2xl border bg-surface ${isCurrent ? 'border-accent shadow-[0_12px_36px_-18px_var(--accent)]' : 'border-line'}`}
      data-testid="vip-rank-card"
      data-level={rank.level}
      data-place={place}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <div
        className="flex items-center gap-3 px-4 pt-4 pb-3"
        style={{
          background: `linear-gradient(135deg, color-mix(in oklab, ${metal.mid} 28%, transparent), transparent 70%)`,
        }}
      >
        <RankBadge
          level={rank.level}
          className={`size-16 shrink-0 ${place === 'locked' ? 'opacity-60 grayscale-[40%]' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-muted">{t('vip.levelN', { level: rank.level })}</p>
          <h3 className="truncate text-lg font-black text-fg">{rank.name}</h3>
          <PlaceChip place={place} />
        </div>
      </div>
      <div className="mx-4 rounded-xl bg-surface-2 p-3 text-sm">
        <dl className="grid grid-cols-2 gap-2">
          <div className="min-w-0">
            <dt className="text-xs text-muted">{t('vip.card.deposits')}</dt>
            <dd className="truncate font-bold text-fg tabular-nums">{formatMoney(rank.deposit, symbol)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted">{t('vip.card.validBets')}</dt>
            <dd className="truncate font-bold text-fg tabular-nums">{formatMoney(rank.validBet, symbol)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-[11px] text-muted">{t('vip.card.window', { days: windowDays })}</p>
      </div>
      <div className="flex-1 px-4 pt-3 pb-4">
        <BenefitList benefits={rank.benefits} symbol={symbol} dense />
      </div>
    </li>
  );
}
