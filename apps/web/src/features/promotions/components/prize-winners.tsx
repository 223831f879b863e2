import type { TPromotionWinner } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePromotionWinners } from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/**
 * The winners list of /promotions (issue 13 §2): the latest raffle prizes and red envelopes, then the day's biggest
 * game wins, names masked by the server — in two columns from desktop width.
 */
export function PrizeWinners() {
  const { t } = useTranslation('pages');
  const query = usePromotionWinners();
  const symbol = useMoneySymbol();
  const list = query.data?.list ?? [];
  return (
    <section
      aria-labelledby="prize-winners-title"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid="prize-winners"
    >
      <header className="flex items-center gap-3 border-b border-line bg-gradient-to-r from-red-500/20 via-accent/10 to-transparent px-4 py-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-red-500/20 text-red-400">
          <Icon name="gift" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="prize-winners-title" className="truncate text-base font-bold text-fg">
            {t('promotions.winners.title')}
          </h2>
          <p className="truncate text-xs text-muted">{t('promotions.winners.subtitle')}</p>
        </div>
      </header>
      {query.isPending ? (
        <div className="space-y-3 p-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center">
          <Icon name="gift" className="size-10 text-faint" />
          <p className="text-sm font-semibold text-fg">{t('promotions.winners.empty')}</p>
          <p className="max-w-xs text-xs text-muted">{t('promotions.winners.emptyBody')}</p>
        </div>
      ) : (
        <ul className="grid divide-y divide-line lg:grid-cols-2 lg:gap-x-6 lg:divide-y-0">
          {list.map((winner) => (
            <WinnerRow
              key={`${winner.kind}-${winner.promotionId}-${winner.at}-${winner.name}`}
              winner={winner}
              symbol={symbol}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const KIND_ICON = { RAFFLE: 'ticket', RED_ENVELOPE: 'gift', BIG_WIN: 'trophy' } as const;

function WinnerRow({ winner, symbol }: { winner: TPromotionWinner; symbol: string }) {
  const { t, i18n } = useTranslation('pages');
  const place = `${winner.title} · ${formatDateTime(winner.at, i18n.language)}`;
  return (
    <li className="flex items-center gap-3 px-4 py-2.5 lg:border-b lg:border-line" data-testid="prize-winner">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-2 text-accent">
        <Icon name={KIND_ICON[winner.kind]} className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-fg">
          {winner.name}
          <span className="ms-2 text-xs font-normal text-muted">
            {t(`promotions.winners.kinds.${winner.kind}`)}
          </span>
        </span>
        {winner.promotionId ? (
          <Link
            to={`/promoDetail?id=${encodeURIComponent(winner.promotionId)}`}
            className="block truncate text-xs text-faint hover:text-accent"
          >
            {place}
          </Link>
        ) : (
          <span className="block truncate text-xs text-faint">{place}</span>
        )}
      </span>
      <MoneyText amount={winner.amount} symbol={symbol} className="shrink-0 text-sm font-bold text-success" />
    </li>
  );
}
