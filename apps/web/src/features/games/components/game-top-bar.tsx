import { MAIN_WALLET_CODE, vendorWalletCode } from '@tala/contract/wallet/balance';
import { Spinner } from '@tala/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useBalance } from '../../../lib/member-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

function BarButton({
  label,
  onClick,
  children,
  testId,
  busy = false,
  wide = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId: string;
  busy?: boolean;
  wide?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      disabled={busy}
      data-testid={testId}
      className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-white/80 transition-colors hover:bg-white/10 hover:text-white disabled:opacity-60"
    >
      {busy ? <Spinner className="size-4" /> : children}
      {wide ? <span className="hidden md:inline">{label}</span> : null}
    </button>
  );
}

/**
 * The wallet this game plays from, named: a transfer-mode vendor's own wallet (listed in the balance as
 * VENDOR:<vassalage>), else the main wallet, which seamless games bet from. Never the site total: that
 * one is the header's, captioned as the total.
 */
function useGameWallet(vassalage: string | null) {
  const { t } = useTranslation('games');
  const balance = useBalance();
  const wallets = balance.data?.wallets ?? [];
  const vendor = vassalage ? wallets.find((w) => w.code === vendorWalletCode(vassalage)) : undefined;
  const wallet = vendor ?? wallets.find((w) => w.code === MAIN_WALLET_CODE);
  const label = vendor
    ? t('game.vendorWallet', { vendor: vendor.displayName ?? vassalage })
    : t('game.mainWallet');
  const amount = wallet && wallet.available !== false ? wallet.balance : null;
  return { label, amount };
}

/** The live balance of the game's wallet: the balance query, moved by the wallet event stream. */
function StageBalance({ vassalage }: { vassalage: string | null }) {
  const symbol = useMoneySymbol();
  const { label, amount } = useGameWallet(vassalage);
  return (
    <span
      className="inline-flex h-10 min-w-0 items-center gap-2 rounded-lg bg-white/10 px-2.5"
      data-testid="game-balance"
    >
      <Icon name="wallet" className="size-4 shrink-0 text-[#f5b83d]" />
      <span className="flex min-w-0 flex-col leading-none">
        <span className="truncate text-[10px] font-medium text-white/70" data-testid="game-balance-label">
          {label}
        </span>
        {amount ? (
          <MoneyText
            amount={amount}
            symbol={symbol}
            className="truncate pt-0.5 text-sm font-bold text-white"
          />
        ) : (
          <span className="pt-0.5 text-sm text-white/50">—</span>
        )}
      </span>
    </span>
  );
}

/** The slim bar above the game: back, name and vendor, balance, popup and full screen. */
export function GameTopBar({
  name,
  vassalage,
  onBack,
  onPopup,
  popupBusy,
  canPopup,
  isFullscreen,
  onFullscreen,
  canFullscreen,
}: {
  name: string;
  /** The game's vendor: its own wallet when it is a transfer-mode vendor. */
  vassalage: string | null;
  onBack: () => void;
  onPopup: () => void;
  popupBusy: boolean;
  canPopup: boolean;
  isFullscreen: boolean;
  onFullscreen: () => void;
  canFullscreen: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <div
      className="flex h-12 shrink-0 items-center gap-1 border-b border-white/10 bg-[#0b0f1a] px-1.5 sm:gap-2 sm:px-3"
      data-testid="game-top-bar"
    >
      <BarButton label={t('game.back')} onClick={onBack} testId="game-back" wide>
        <Icon name="chevron-left" className="size-5" />
      </BarButton>
      <h1
        className="min-w-0 flex-1 truncate text-sm font-bold text-white sm:text-base"
        data-testid="game-name"
      >
        {name}
      </h1>
      <StageBalance vassalage={vassalage} />
      {canPopup ? (
        <BarButton label={t('game.popup')} onClick={onPopup} busy={popupBusy} testId="game-popup">
          <svg
            viewBox="0 0 24 24"
            className="size-[18px]"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M14 4h6v6M20 4l-8 8M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </BarButton>
      ) : null}
      {canFullscreen ? (
        <BarButton
          label={isFullscreen ? t('game.exitFullscreen') : t('game.fullscreen')}
          onClick={onFullscreen}
          testId="game-fullscreen"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-[18px]"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path
              d={
                isFullscreen
                  ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                  : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
              }
            />
          </svg>
        </BarButton>
      ) : null}
    </div>
  );
}
