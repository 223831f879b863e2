import type { TWinner } from '@tala/contract/games/catalogue';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useWinnerBoard } from '../hooks/use-catalogue.ts';

const SHOWN = 10;
const MEDALS = ['bg-[#f5b83d] text-[#1a1200]', 'bg-[#cbd5e1] text-[#1e293b]', 'bg-[#b45309] text-white'];

function WinnerRow({ winner, rank, symbol }: { winner: TWinner; rank: number; symbol: string }) {
  const { t } = useTranslation('games');
  const { t: tShell } = useTranslation('shell');
  const game = winner.gameName ?? tShell(`nav.items.${winner.gameType}`, { defaultValue: winner.vassalage });
  return (
    <li className="flex items-center gap-3 px-4 py-2.5" data-testid="winner-row">
      <span
        className={`grid size-6 shrink-0 place-items-center rounded-full text-[11px] font-black tabular-nums ${
          MEDALS[rank - 1] ?? 'bg-surface-2 text-muted'
        }`}
      >
        <span className="sr-only">{t('winners.rank')} </span>
        {rank}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-fg" data-testid="winner-username">
          {winner.username}
        </span>
        <span className="block truncate text-xs text-faint">{game}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <MoneyText amount={winner.win} symbol={symbol} className="text-sm font-bold text-success" />
        <span className="rounded-md bg-accent/15 px-1.5 text-[11px] font-bold text-accent tabular-nums">
          {t('winners.times', { multiple: winner.multiple })}
        </span>
      </span>
    </li>
  );
}

/** The winner board: the biggest win multiples of the last 24 hours, usernames masked by the server. */
export function WinnerBoard() {
  const { t } = useTranslation('games');
  const board = useWinnerBoard();
  const symbol = useMoneySymbol();
  const winners = board.data?.slice(0, SHOWN) ?? [];
  // The board is a ranking: a row's place is its identity while the list stands.
  const ranked = winners.map((winner, index) => ({ winner, rank: index + 1 }));
  return (
    <section
      aria-labelledby="winner-board-title"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid="winner-board"
    >
      <header className="relative flex items-center gap-3 overflow-hidden border-b border-line bg-gradient-to-r from-accent/20 via-brand/10 to-transparent px-4 py-3.5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/20 text-accent">
          <Icon name="trophy" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="winner-board-title" className="truncate text-base font-bold text-fg">
            {t('winners.title')}
          </h2>
          <p className="truncate text-xs text-muted">{t('winners.subtitle')}</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-2 py-0.5 text-[11px] font-bold text-success">
          <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden="true" />
          {t('winners.live')}
        </span>
      </header>
      {board.isPending ? (
        <div className="space-y-3 p-4">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : winners.length === 0 ? (
        <div
          className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center"
          data-testid="winner-board-empty"
        >
          <Icon name="trophy" className="size-10 text-faint" />
          <p className="text-sm font-semibold text-fg">{t('winners.empty')}</p>
          <p className="max-w-xs text-xs text-muted">{t('winners.emptyBody')}</p>
        </div>
      ) : (
        <ol className="divide-y divide-line">
          {ranked.map((entry) => (
            <WinnerRow key={entry.rank} winner={entry.winner} rank={entry.rank} symbol={symbol} />
          ))}
        </ol>
      )}
    </section>
  );
}
