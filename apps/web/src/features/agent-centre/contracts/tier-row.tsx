import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import type { TDraftTier, TProblem, TTermsDraft } from './terms-draft.ts';
import { CountField, MoneyField, RateField } from './terms-fields.tsx';
import { useProblemText } from './use-problem-text.ts';

/** A tier's fields side by side once its box has room for them all (a container query: dialog or phone). */
const FIELD_COLUMNS: Record<TTermsDraft['kind'], string> = {
  DIVIDEND: '@2xl:grid-cols-4',
  DAILY_WAGE: '@md:grid-cols-3',
  HOURLY_SALARY: '',
  REALTIME_SALARY: '',
};

/** One tier: its number, its minimums and what it pays, and a way to remove it. */
export function TierRow({
  index,
  tier,
  draft,
  onChange,
  onRemove,
  problems,
}: {
  index: number;
  tier: TDraftTier;
  draft: TTermsDraft;
  onChange: (tier: TDraftTier) => void;
  onRemove: (() => void) | undefined;
  problems: Partial<Record<keyof TDraftTier, TProblem>> | undefined;
}) {
  const { t } = useTranslation('agent');
  const text = useProblemText();
  const set = (field: keyof TDraftTier) => (value: string) => onChange({ ...tier, [field]: value });
  const id = (field: string) => `terms-tier-${index}-${field}`;
  const betLabel =
    draft.kind === 'DIVIDEND'
      ? 'terms.minValidBet'
      : draft.kind === 'DAILY_WAGE'
        ? 'terms.minDailyBet'
        : 'terms.minHourlyBet';
  const name = t('terms.tierN', { n: index + 1 });
  return (
    <li
      className="@container relative rounded-2xl border border-line bg-surface p-3 sm:p-4"
      data-testid="terms-tier-row"
    >
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="absolute top-2 right-2 px-2 sm:top-3 sm:right-3"
          onClick={onRemove}
          aria-label={t('terms.removeTier', { tier: name })}
          title={t('terms.removeTier', { tier: name })}
          data-testid={id('remove')}
        >
          <Icon name="close" className="size-4" />
        </Button>
      ) : null}
      <fieldset>
        <legend className="mb-2.5 flex h-8 items-center text-sm font-bold text-fg">{name}</legend>
        <div className={`grid grid-cols-2 gap-3 ${FIELD_COLUMNS[draft.kind]}`}>
          <MoneyField
            label={t(betLabel)}
            value={tier.minBet}
            onChange={set('minBet')}
            error={text(problems?.minBet)}
            testId={id('minBet')}
          />
          {draft.kind === 'DIVIDEND' ? (
            <MoneyField
              label={t('terms.minLoss')}
              value={tier.minLoss}
              onChange={set('minLoss')}
              error={text(problems?.minLoss)}
              testId={id('minLoss')}
            />
          ) : null}
          {draft.kind !== 'HOURLY_SALARY' ? (
            <CountField
              label={t('terms.minActive')}
              value={tier.minActive}
              onChange={set('minActive')}
              error={text(problems?.minActive)}
              testId={id('minActive')}
            />
          ) : null}
          {draft.kind === 'DAILY_WAGE' && draft.byAmount ? (
            <MoneyField
              label={t('terms.fixedAmount')}
              value={tier.amount}
              onChange={set('amount')}
              error={text(problems?.amount)}
              testId={id('amount')}
            />
          ) : (
            <RateField
              label={t(draft.kind === 'DIVIDEND' ? 'terms.rateOfLoss' : 'terms.rateOfBets')}
              value={tier.rate}
              onChange={set('rate')}
              error={text(problems?.rate)}
              testId={id('rate')}
            />
          )}
        </div>
      </fieldset>
    </li>
  );
}
