import { POINTS_LIMITS, type TPointsReward, type TRedemption } from '@tala/contract/loyalty/points';
import { formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RewardArt } from '../../components/art/reward-art.tsx';
import { FormError } from '../../components/centre/form-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { openMemberCentre } from '../../lib/modal-store.ts';
import { newRequestId, useRedeem } from '../../lib/points-queries.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { formatPoints } from './points-format.ts';
import { SpendPasswordField, SpendTotal } from './spend-fields.tsx';

/** How many of a reward one redemption may take: the contract's limit, the stock, the member's own limit, the points. */
function maxQuantity(reward: TPointsReward, balance: string): number {
  const affordable = Math.floor(Number(balance) / Number(reward.points));
  return Math.max(
    1,
    Math.min(
      POINTS_LIMITS.quantity,
      reward.available ?? Infinity,
      reward.remainingForMe ?? Infinity,
      affordable,
    ),
  );
}

/**
 * Redeeming a reward (seed 001 §5): the withdrawal password always; a physical reward also needs the receiving address
 * and a mobile number. One request id per opening of the dialog, so a double click or a retry redeems once.
 */
export function RedeemDialog({
  reward,
  balance,
  onClose,
}: {
  reward: TPointsReward;
  balance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const symbol = useMoneySymbol();
  const redeem = useRedeem();
  const [requestId] = useState(newRequestId);
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<TRedemption | null>(null);
  const physical = reward.kind === 'PHYSICAL';
  const max = maxQuantity(reward, balance);
  const total = (Number(reward.points) * quantity).toFixed(2);
  const submit = () =>
    redeem.mutate(
      {
        rewardId: reward.id,
        quantity,
        withdrawPassword: password,
        requestId,
        ...(physical ? { receivingAddress: address, mobile } : {}),
        ...(remark.trim() ? { remark } : {}),
      },
      { onSuccess: (answer) => setDone(answer.redemption) },
    );
  const needsPassword =
    redeem.error instanceof ApiError && redeem.error.code === 'SEC_WITHDRAW_PASSWORD_NOT_SET';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('points.redeem.title')}
      width={520}
      testId="redeem-dialog"
    >
      <div className="space-y-4">
        <div className="flex gap-4 rounded-xl bg-surface-2 p-3">
          <RewardArt art={reward.art} className="h-16 w-20 shrink-0 overflow-hidden rounded-lg" />
          <div className="min-w-0">
            <p className="font-bold text-fg">{reward.name}</p>
            <p className="text-sm text-muted">
              {reward.cash ? formatMoney(reward.cash, symbol) : t('points.kinds.PHYSICAL')} ·{' '}
              {t('points.redeem.each', { points: formatPoints(reward.points) })}
            </p>
          </div>
        </div>
        {done ? (
          <div className="space-y-3 text-center" data-testid="redeem-done">
            <p className="text-lg font-bold text-fg">{t(`points.redeem.done.${done.status}`)}</p>
            <p className="text-sm text-muted">
              {t('points.redeem.reference', { reference: done.reference })}
            </p>
            <Button className="w-full" onClick={onClose}>
              {t('points.redeem.close')}
            </Button>
          </div>
        ) : (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset className="flex items-center justify-between">
              <legend className="float-left text-sm font-medium text-muted">
                {t('points.redeem.quantity')}
              </legend>
              <div className="flex items-center gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t('points.redeem.less')}
                  disabled={quantity <= 1}
                  onClick={() => setQuantity(quantity - 1)}
                >
                  −
                </Button>
                <output
                  className="w-8 text-center font-bold text-fg tabular-nums"
                  data-testid="redeem-quantity"
                >
                  {quantity}
                </output>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t('points.redeem.more')}
                  disabled={quantity >= max}
                  onClick={() => setQuantity(quantity + 1)}
                >
                  +
                </Button>
              </div>
            </fieldset>
            {physical ? (
              <>
                <TextField
                  label={t('points.redeem.address')}
                  value={address}
                  maxLength={POINTS_LIMITS.address}
                  required
                  autoComplete="street-address"
                  onChange={(event) => setAddress(event.target.value)}
                />
                <TextField
                  label={t('points.redeem.mobile')}
                  value={mobile}
                  inputMode="tel"
                  required
                  autoComplete="tel"
                  pattern="\+?\d{6,20}"
                  onChange={(event) => setMobile(event.target.value)}
                />
              </>
            ) : null}
            <TextField
              label={t('points.redeem.remark')}
              value={remark}
              maxLength={POINTS_LIMITS.remark}
              onChange={(event) => setRemark(event.target.value)}
            />
            <SpendPasswordField value={password} onChange={setPassword} />
            <SpendTotal
              label={t('points.redeem.total')}
              value={`${formatPoints(total)} ${t('points.unit')}`}
              testId="redeem-total"
            />
            <FormError error={redeem.error} />
            {needsPassword ? (
              <Button
                type="button"
                variant="secondary"
                className="w-full"
                onClick={() => openMemberCentre('securityCenter')}
              >
                {t('points.redeem.setPassword')}
              </Button>
            ) : null}
            <Button
              type="submit"
              className="w-full"
              disabled={redeem.isPending || password.length === 0}
              data-default-action
            >
              {t('points.redeem.submit')}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
}
