import type { TPointsReward } from '@tala/contract/loyalty/points';
import { formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { RewardArt } from '../../components/art/reward-art.tsx';
import { Icon } from '../../components/art/ui-icons.tsx';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { formatPoints } from './points-format.ts';

/** Why the member cannot redeem this reward now, or null (the server checks the same again). */
export function blockedReason(reward: TPointsReward, balance: string): 'soldOut' | 'limit' | 'short' | null {
  if (reward.available === 0) return 'soldOut';
  if (reward.remainingForMe === 0) return 'limit';
  if (Number(balance) < Number(reward.points)) return 'short';
  return null;
}

export function RewardCard({
  reward,
  balance,
  onRedeem,
}: {
  reward: TPointsReward;
  balance: string;
  onRedeem: () => void;
}) {
  const { t } = useTranslation('pages');
  const symbol = useMoneySymbol();
  const blocked = blockedReason(reward, balance);
  const stock =
    reward.available === null
      ? t('points.mall.unlimited')
      : reward.available === 0
        ? t('points.mall.soldOut')
        : t('points.mall.left', { n: reward.available });
  return (
    <li
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent/60"
      data-testid={`reward-${reward.id}`}
    >
      <div className="relative">
        <RewardArt art={reward.art} className="aspect-[16/9] w-full" />
        <span className="absolute top-3 left-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white">
          {t(`points.kinds.${reward.kind}`)}
        </span>
        <span
          className={`absolute top-3 right-3 rounded-full px-2.5 py-1 text-xs font-semibold ${reward.available === 0 ? 'bg-danger text-danger-contrast' : 'bg-black/55 text-white'}`}
        >
          {stock}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-bold text-fg">{reward.name}</h2>
        <p className="line-clamp-2 text-sm text-muted">{reward.description}</p>
        <ul className="mt-auto space-y-1 pt-2 text-xs text-muted">
          {reward.requiredDeposit !== '0.00' ? (
            <li className="flex items-center gap-1.5">
              <Icon name="wallet" className="size-3.5" />
              {t('points.mall.requiredDeposit', { amount: formatMoney(reward.requiredDeposit, symbol) })}
            </li>
          ) : null}
          {reward.memberLimit !== null ? (
            <li className="flex items-center gap-1.5">
              <Icon name="users" className="size-3.5" />
              {t('points.mall.limit', { n: reward.memberLimit, left: reward.remainingForMe ?? 0 })}
            </li>
          ) : null}
          {reward.needsReview ? (
            <li className="flex items-center gap-1.5">
              <Icon name="shield" className="size-3.5" />
              {t('points.mall.reviewed')}
            </li>
          ) : null}
        </ul>
        <div className="flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-black text-accent tabular-nums">
            {formatPoints(reward.points)}
            <span className="ml-1 text-xs font-semibold text-muted">{t('points.unit')}</span>
          </p>
          <Button size="sm" onClick={onRedeem} disabled={blocked !== null} data-testid="reward-redeem">
            {blocked ? t(`points.mall.blocked.${blocked}`) : t('points.mall.redeem')}
          </Button>
        </div>
      </div>
    </li>
  );
}
