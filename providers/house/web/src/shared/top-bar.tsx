import type { ReactNode } from 'react';
import { HOUSE_PAGE_PATHS, type THouseGameKind } from '../../../src/service/api/api-contract.ts';
import { BetSelector } from './bet-selector.tsx';
import { GameMark } from './game-mark.tsx';
import { gameNameKey } from './house-games.ts';
import { currentLanguage, t } from './i18n.ts';
import { formatCents } from './money.ts';
import { usePlay } from './play-context.tsx';
import { withTheme } from './theme.ts';
import { useCountUp } from './use-count-up.ts';

/** The shared bet selector's label per kind; a lottery slip carries a stake per line, so it has none. */
const BET_LABEL_KEYS: Readonly<Partial<Record<THouseGameKind, string>>> = {
  slot: 'shell.betTotal',
  fish: 'shell.betShot',
  baccarat: 'shell.betChip',
  events: 'shell.betStake',
};

/** The balance of the wallet the game plays from, named as the platform names it. */
function Balance(): ReactNode {
  const { balanceCents, session } = usePlay();
  const shown = useCountUp(balanceCents, 700);
  const { wallet } = session;
  const label =
    wallet.kind === 'VENDOR'
      ? t('shell.vendorWallet', { vendor: wallet.vendorName ?? '' })
      : t('shell.mainWallet');
  return (
    <div className="balance-pill" aria-live="polite">
      <span className="balance-label">{label}</span>
      <span className="balance-value">
        <span className="balance-currency">{session.player.currencySymbol}</span> {formatCents(shown)}
      </span>
    </div>
  );
}

export function TopBar({
  onOpenFair,
  backHref = null,
}: {
  onOpenFair: () => void;
  /** A same-site path (page-params.ts checked it) the platform asked the page to lead back to. */
  backHref?: string | null;
}): ReactNode {
  const { session, shownGameId: gameId } = usePlay();
  const { kind } = session.game;
  const rulesHref = `${HOUSE_PAGE_PATHS.rules(gameId)}?${withTheme(new URLSearchParams({ lang: currentLanguage() }))}`;
  const betLabelKey = BET_LABEL_KEYS[kind];
  return (
    <header className={`top-bar${betLabelKey ? '' : ' no-bet'}`}>
      <div className="top-title">
        {backHref ? (
          <a className="icon-button back-link" href={backHref} aria-label={t('lottery.back')}>
            <BackIcon />
          </a>
        ) : null}
        <GameMark kind={kind} />
        <div className="top-name">
          <span className="game-name">{t(gameNameKey(gameId))}</span>
          {session.player.isTrial ? <span className="trial-tag">{t('shell.trial')}</span> : null}
        </div>
      </div>
      {betLabelKey ? (
        <div className="top-bet">
          <BetSelector label={t(betLabelKey)} />
        </div>
      ) : null}
      <Balance />
      <nav className="top-actions">
        {/* Named by aria-label too: on a phone the words are hidden and only the icon shows. */}
        <button type="button" className="icon-button" onClick={onOpenFair} aria-label={t('shell.fairPlay')}>
          <ShieldIcon />
          <span>{t('shell.fairPlay')}</span>
        </button>
        <a
          className="icon-button"
          href={rulesHref}
          target="_blank"
          rel="noopener"
          aria-label={t('shell.rules')}
        >
          <BookIcon />
          <span>{t('shell.rules')}</span>
        </a>
      </nav>
    </header>
  );
}

function BackIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ShieldIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8.5 12l2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BookIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z M4 19V5 M8 7h7 M8 11h7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
