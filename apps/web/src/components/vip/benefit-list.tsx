import type { TVipBenefits } from '@tala/contract/loyalty/vip';
import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../art/ui-icons.tsx';

type TBenefit = { key: string; icon: TIconName; text: string };

/** "1.20" from 120 percent; "0.10%" from 10 basis points. */
export const multiplierText = (percent: number) => (percent / 100).toFixed(2);
export const basisPointsText = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The benefits a rank gives, as sentences; a benefit the rank does not add (×1.00, no bonus) is left out. */
export function useBenefitLines(benefits: TVipBenefits, symbol: string): TBenefit[] {
  const { t } = useTranslation('member');
  const lines: TBenefit[] = [];
  if (benefits.pointsMultiplier > 100) {
    lines.push({
      key: 'points',
      icon: 'star',
      text: t('vip.benefit.points', { times: multiplierText(benefits.pointsMultiplier) }),
    });
  }
  if (benefits.rebateBonusBp > 0) {
    lines.push({
      key: 'rebate',
      icon: 'refresh',
      text: t('vip.benefit.rebate', { rate: basisPointsText(benefits.rebateBonusBp) }),
    });
  }
  if (benefits.birthdayBonus !== '0.00') {
    lines.push({
      key: 'birthday',
      icon: 'gift',
      text: t('vip.benefit.birthday', { amount: formatMoney(benefits.birthdayBonus, symbol) }),
    });
  }
  if (benefits.withdrawDailyCount !== null) {
    lines.push({
      key: 'count',
      icon: 'download',
      text: t('vip.benefit.withdrawCount', { n: benefits.withdrawDailyCount }),
    });
  }
  if (benefits.withdrawMaxAmount !== null) {
    lines.push({
      key: 'max',
      icon: 'wallet',
      text: t('vip.benefit.withdrawMax', { amount: formatMoney(benefits.withdrawMaxAmount, symbol) }),
    });
  }
  if (benefits.serviceLine) lines.push({ key: 'service', icon: 'headset', text: t('vip.benefit.service') });
  return lines;
}

/** A rank's benefits as a list with icons (an honest line when the rank adds none). */
export function BenefitList({
  benefits,
  symbol,
  testId,
  dense = false,
}: {
  benefits: TVipBenefits;
  symbol: string;
  testId?: string;
  dense?: boolean;
}) {
  const { t } = useTranslation('member');
  const lines = useBenefitLines(benefits, symbol);
  if (lines.length === 0) return <p className="text-sm text-muted">{t('vip.benefit.none')}</p>;
  return (
    <ul className={dense ? 'space-y-2' : 'grid gap-2.5 sm:grid-cols-2'} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.key} className="flex items-start gap-2.5 text-sm text-fg">
          <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-accent/12 text-accent">
            <Icon name={line.icon} className="size-4" />
          </span>
          <span className="min-w-0 pt-1">{line.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** The dedicated service line of a rank: its text, and a button when it has an address (http(s) only, server-checked). */
export function ServiceLine({ benefits }: { benefits: TVipBenefits }) {
  const { t } = useTranslation('member');
  if (!benefits.serviceLine) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/30 bg-brand/10 px-4 py-3"
      data-testid="vip-service-line"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-brand-contrast">
          <Icon name="headset" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('vip.serviceTitle')}</p>
          <p className="text-sm font-semibold break-words text-fg">{benefits.serviceLine}</p>
        </div>
      </div>
      {benefits.serviceUrl ? (
        <a
          href={benefits.serviceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand px-3 text-sm font-semibold text-brand-contrast hover:opacity-90"
        >
          {t('vip.serviceOpen')}
          <Icon name="arrow-right" className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
