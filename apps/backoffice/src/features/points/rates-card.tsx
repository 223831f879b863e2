import { GAME_CATEGORIES } from '@tala/contract/constants';
import { Button } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { money } from '../../lib/format.ts';
import { convertedCash, earnedPoints, parseRatio, pointsText } from './points-format.ts';
import {
  parseMinPoints,
  parsePointsPerUnit,
  ratesDraftOf,
  ratesOf,
  type TRatesDraft,
} from './rates-draft.ts';
import { useRates, useSaveRates } from './use-points.ts';

/** The sample stake and deposit of the examples. */
const SAMPLE = '100.00';

/**
 * The merchant's points rates (issue 14 §1, seed 001 §9): points per 1.00 of valid bet in each game category and per
 * 1.00 deposited, written as the navigation's labels show them (0.70), and what converting points to money costs.
 * Every field says what a sample bet earns at the rate typed; admins save, others read.
 */
export function RatesCard({ editable, currency }: { editable: boolean; currency: string }) {
  const { t } = useTranslation();
  const rates = useRates();
  const save = useSaveRates();
  const [draft, setDraft] = useState<TRatesDraft | null>(null);
  useEffect(() => {
    if (rates.data) setDraft(ratesDraftOf(rates.data));
  }, [rates.data]);
  if (!draft)
    return (
      <Card title={t('points.rates.title')}>
        <ErrorNote error={rates.error} />
      </Card>
    );
  const parsed = ratesOf(draft);
  const edit = (patch: Partial<TRatesDraft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };
  const liveRatio = parseRatio(draft.categories.LIVE);
  return (
    <Card title={t('points.rates.title')}>
      <p className="mb-2 text-xs text-muted">{t('points.rates.help')}</p>
      <p
        className="mb-4 min-h-9 rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 text-sm text-fg"
        data-testid="rates-example"
      >
        {liveRatio === null
          ? '—'
          : t('points.rates.example', {
              amount: money(SAMPLE, currency),
              category: t('games.categories.LIVE'),
              points: pointsText(earnedPoints(SAMPLE, liveRatio)),
            })}
      </p>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-faint uppercase">
        {t('points.rates.perCategory')}
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {GAME_CATEGORIES.map((category) => (
          <RatioField
            key={category}
            label={t(`games.categories.${category}`)}
            value={draft.categories[category]}
            disabled={!editable}
            onChange={(value) => edit({ categories: { ...draft.categories, [category]: value } })}
            currency={currency}
            testId={`rate-${category}`}
          />
        ))}
        <RatioField
          label={t('points.rates.deposit')}
          value={draft.deposit}
          disabled={!editable}
          onChange={(deposit) => edit({ deposit })}
          currency={currency}
          testId="rate-deposit"
          deposit
        />
      </div>
      <h3 className="mt-5 mb-2 text-xs font-semibold tracking-wide text-faint uppercase">
        {t('points.rates.conversion')}
      </h3>
      <ConversionFields draft={draft} editable={editable} edit={edit} currency={currency} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {editable ? null : <span className="text-xs text-muted">{t('points.rates.readOnly')}</span>}
        <ErrorNote error={save.error} />
        {save.isSuccess ? (
          <span role="status" className="text-sm text-success" data-testid="rates-saved">
            {t('points.rates.saved')}
          </span>
        ) : null}
        {editable ? (
          <Button
            busy={save.isPending}
            disabled={parsed === null}
            onClick={() => parsed && save.mutate(parsed)}
            data-testid="rates-save"
          >
            {t('common.save')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function RatioField({
  label,
  value,
  disabled,
  onChange,
  currency,
  testId,
  deposit = false,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  currency: string;
  testId: string;
  deposit?: boolean;
}) {
  const { t } = useTranslation();
  const ratio = parseRatio(value);
  const values = {
    amount: money(SAMPLE, currency),
    points: ratio === null ? '' : pointsText(earnedPoints(SAMPLE, ratio)),
  };
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={ratio === null ? t('points.rates.ratioError') : undefined}
      hint={t(deposit ? 'points.rates.depositHint' : 'points.rates.betHint', values)}
      data-testid={testId}
    />
  );
}

function ConversionFields({
  draft,
  editable,
  edit,
  currency,
}: {
  draft: TRatesDraft;
  editable: boolean;
  edit: (patch: Partial<TRatesDraft>) => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const perUnit = parsePointsPerUnit(draft.convertPointsPerUnit);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <TextField
        label={t('points.rates.pointsPerUnit', { amount: money('1.00', currency) })}
        inputMode="numeric"
        value={draft.convertPointsPerUnit}
        disabled={!editable}
        onChange={(event) => edit({ convertPointsPerUnit: event.target.value })}
        error={perUnit === null ? t('points.rates.perUnitError') : undefined}
        hint={
          perUnit === null
            ? undefined
            : t('points.rates.convertHint', {
                points: pointsText('10000.00'),
                cash: money(convertedCash('10000.00', perUnit), currency),
              })
        }
        data-testid="rate-per-unit"
      />
      <TextField
        label={t('points.rates.minPoints')}
        inputMode="decimal"
        value={draft.convertMinPoints}
        disabled={!editable}
        onChange={(event) => edit({ convertMinPoints: event.target.value })}
        error={parseMinPoints(draft.convertMinPoints) === null ? t('points.rates.minError') : undefined}
        hint={t('points.rates.minHint')}
        data-testid="rate-min"
      />
    </div>
  );
}
