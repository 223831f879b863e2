import { formatMoney } from '@tala/contract/money';
import type { TPromotionDetail } from '@tala/contract/promotions/promotions';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { passActionGate } from '../../../lib/action-gate.ts';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import {
  type TActionResult,
  type TPromotionAction,
  usePromotionAction,
} from '../../../lib/promotion-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

type TButton = { label: string; run: () => void; variant?: 'primary' | 'secondary' };

/**
 * The button for the caller's state (decision 049): join, request the reward, claim, deposit to qualify, follow the
 * bonus — or log in. The outcome (paid, bonus issued, or the server's reason) is said under it.
 */
export function PromotionAction({
  promotion,
  isSignedIn,
}: {
  promotion: TPromotionDetail;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const action = usePromotionAction();
  const [done, setDone] = useState<string | null>(null);
  const run = (name: TPromotionAction) => () => {
    if (!passActionGate()) return;
    setDone(null);
    // A claim names its entry when it has one (a raffle's prize, after the period ended).
    const entryId = name === 'claim' ? (promotion.mine.entryId ?? undefined) : undefined;
    action.mutate(
      { action: name, id: promotion.id, ...(entryId ? { entryId } : {}) },
      { onSuccess: (result) => setDone(outcome(result)) },
    );
  };
  const outcome = (result: TActionResult) => {
    if (result.paid) return t('promo.done.paid', { amount: formatMoney(result.paid, symbol) });
    if (result.bonus) return t('promo.done.bonus', { amount: formatMoney(result.bonus.amount, symbol) });
    return t('promo.done.joined');
  };
  const button = buttonFor(promotion, isSignedIn, run, t);
  return (
    <div className="space-y-3">
      {button ? (
        <Button
          size="lg"
          className="w-full"
          variant={button.variant ?? 'primary'}
          busy={action.isPending}
          onClick={button.run}
          data-testid="promo-action"
        >
          {button.label}
        </Button>
      ) : null}
      <FormError error={action.error} />
      <FormSuccess text={done} />
    </div>
  );
}

function buttonFor(
  promotion: TPromotionDetail,
  isSignedIn: boolean,
  run: (name: TPromotionAction) => () => void,
  t: (key: string) => string,
): TButton | null {
  const { state } = promotion.mine;
  const type = promotion.reward.type;
  if (!isSignedIn && (state === 'JOIN' || state === 'ISSUED'))
    return { label: t('promo.actions.signIn'), run: () => passActionGate() };
  if (state === 'JOIN') return { label: t('promo.actions.join'), run: run('join') };
  if (state === 'ISSUED' && type === 'RED_ENVELOPE')
    return { label: t('promo.actions.grab'), run: run('grab') };
  if (state === 'ISSUED') return { label: t('promo.actions.claim'), run: run('claim') };
  if (state === 'JOINED' && type === 'SIGNUP')
    return { label: t('promo.actions.requestReward'), run: run('requestReward') };
  if (state === 'JOINED' && type === 'REFERRAL')
    return { label: t('promo.actions.invite'), run: () => openMemberCentre('referral') };
  if (state === 'JOINED' && type === 'DEPOSIT_BONUS')
    return { label: t('promo.actions.deposit'), run: () => openMemberCentre('depositv2') };
  if (state === 'PROCESS')
    return {
      label: t('promo.actions.bonusDetails'),
      run: () => openMemberCentre('bonusDetails'),
      variant: 'secondary',
    };
  return null;
}
