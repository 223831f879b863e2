import type { ReactNode } from 'react';
import { FREE_SPINS } from '../../../src/games/slot/slot-symbols.ts';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { useCountUp } from '../shared/use-count-up.ts';
import type { TBanner } from './slot-presenter.ts';

function Amount({ cents }: { cents: bigint }): ReactNode {
  const shown = useCountUp(cents, 1600);
  return <div className="banner-amount">{formatCents(shown)}</div>;
}

/** The full-stage announcements: the feature's start, a retrigger, its total, and big wins. */
export function SlotBanner({ banner }: { banner: TBanner }): ReactNode {
  switch (banner.kind) {
    case 'feature-start':
      return (
        <div className="slot-banner is-feature-start" role="status">
          <div className="banner-kicker">{t('slot.banner.congrats')}</div>
          <div className="banner-title">{t('slot.banner.freeSpins', { spins: banner.spins })}</div>
          <div className="banner-sub">
            {t('slot.banner.multiplier', { multiplier: FREE_SPINS.multiplier })}
          </div>
        </div>
      );
    case 'retrigger':
      return (
        <div className="slot-banner is-retrigger" role="status">
          <div className="banner-title">{t('slot.banner.retrigger', { spins: banner.spins })}</div>
        </div>
      );
    case 'feature-end':
      return (
        <div className="slot-banner is-feature-end" role="status">
          <div className="banner-kicker">{t('slot.banner.featureOver', { spins: banner.spins })}</div>
          <div className="banner-title">{t('slot.banner.featureWin')}</div>
          <Amount cents={banner.winCents} />
        </div>
      );
    case 'big-win':
    case 'mega-win':
      return (
        <div className={`slot-banner is-${banner.kind}`} role="status">
          <div className="banner-title shimmer">{t(`slot.banner.${banner.kind}`)}</div>
          <Amount cents={banner.winCents} />
        </div>
      );
  }
}
