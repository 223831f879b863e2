import { GAME_CATEGORIES } from '@tala/contract/constants';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import {
  depositBonusFor,
  ENTRY_FREQUENCIES,
  REBATE_BASES,
  REBATE_PERIODS,
  type TEligibility,
  type TPromotionReward,
  type TRebateReward,
} from '@tala/contract/promotions/promotion-rules';
import { RAFFLE_LIMITS, type TRaffleReward } from '@tala/contract/promotions/raffle';
import { type TWageringRule, WAGERING_BASES, WITHDRAW_RULES } from '@tala/contract/promotions/wagering-rule';
import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import type { TTextErrors } from '../../lib/text-errors.ts';
import { BLANK_WAGERING, normalMoney } from './promotion-draft.ts';

type TErrors = TTextErrors;
const int = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));

/** What the promotion gives, by type: rate and cap of a deposit bonus, a gift's amount and claim days, a sign-up's bar. */
export function RewardFields({
  reward,
  onChange,
  errors,
}: {
  reward: TPromotionReward;
  onChange: (next: TPromotionReward) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation();
  /** A text field of the reward: its key names the label (promotions.<key>), the test id and (unless the rule's field
   *  is named otherwise, `ruleKey`) the error. */
  const field = (
    key: string,
    value: string,
    set: (text: string) => TPromotionReward,
    options: { numeric?: boolean; ruleKey?: string } = {},
  ) => (
    <TextField
      key={key}
      label={t(`promotions.${key}`)}
      inputMode={options.numeric ? 'numeric' : 'decimal'}
      value={value}
      onChange={(event) => onChange(set(event.target.value))}
      error={errors[`reward.${options.ruleKey ?? key}`]}
      data-testid={`reward-${key}`}
    />
  );
  const grid = (children: ReactNode) => <div className="grid gap-3 sm:grid-cols-3">{children}</div>;
  switch (reward.type) {
    case 'DEPOSIT_BONUS':
      return grid([
        field(
          'percent',
          String(reward.percentBp / 100),
          (text) => ({ ...reward, percentBp: Math.round(Number(text) * 100) || 0 }),
          { ruleKey: 'percentBp' },
        ),
        field('cap', reward.cap, (cap) => ({ ...reward, cap })),
        field('minDeposit', reward.minDeposit, (minDeposit) => ({ ...reward, minDeposit })),
      ]);
    case 'REBATE':
      return <RebateFields reward={reward} onChange={onChange} errors={errors} />;
    case 'APPLICATION':
      return grid([
        field('amount', reward.amount, (amount) => ({ ...reward, amount })),
        <div
          key="needsImage"
          className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2 sm:col-span-2"
        >
          <span className="text-sm text-fg">{t('promotions.needsImage')}</span>
          <Toggle
            label={t('promotions.needsImage')}
            checked={reward.needsImage}
            onChange={(needsImage) => onChange({ ...reward, needsImage })}
          />
        </div>,
      ]);
    case 'REGISTRATION':
      return grid([
        field('amount', reward.amount, (amount) => ({ ...reward, amount })),
        field('claimDays', String(reward.claimDays), (text) => ({ ...reward, claimDays: int(text) }), {
          numeric: true,
        }),
      ]);
    case 'RED_ENVELOPE':
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          {field(
            'times',
            reward.times.join(', '),
            (text) => ({ ...reward, times: text.split(',').map((time) => time.trim()) }),
            {},
          )}
          {field(
            'grabMinutes',
            String(reward.grabMinutes),
            (text) => ({ ...reward, grabMinutes: int(text) }),
            { numeric: true },
          )}
          {field('roundBudget', reward.roundBudget, (roundBudget) => ({ ...reward, roundBudget }))}
          {field('envelopes', String(reward.envelopes), (text) => ({ ...reward, envelopes: int(text) }), {
            numeric: true,
          })}
          {field('minAmount', reward.minAmount, (minAmount) => ({ ...reward, minAmount }))}
          {field('minDepositToday', reward.minDepositToday, (minDepositToday) => ({
            ...reward,
            minDepositToday,
          }))}
        </div>
      );
    case 'RAFFLE':
      return <RaffleFields reward={reward} onChange={onChange} errors={errors} />;
    case 'REFERRAL':
      return (
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {field('amount', reward.amount, (amount) => ({ ...reward, amount }))}
          {field('minFirstDeposit', reward.minFirstDeposit, (minFirstDeposit) => ({
            ...reward,
            minFirstDeposit,
          }))}
          {field('minTurnover', reward.minTurnover, (minTurnover) => ({ ...reward, minTurnover }))}
          {field(
            'qualifyDays',
            String(reward.qualifyDays),
            (text) => ({ ...reward, qualifyDays: int(text) }),
            {
              numeric: true,
            },
          )}
          {field('maxFriends', String(reward.maxFriends), (text) => ({ ...reward, maxFriends: int(text) }), {
            numeric: true,
          })}
        </div>
      );
    case 'SIGNUP':
      return grid([
        field('amount', reward.amount, (amount) => ({ ...reward, amount })),
        field('minDeposit', reward.minDeposit, (minDeposit) => ({ ...reward, minDeposit })),
        field('minTurnover', reward.minTurnover, (minTurnover) => ({ ...reward, minTurnover })),
      ]);
  }
}

/** A raffle: what a ticket costs in stakes, the most tickets a member holds, the prize tiers, the days to claim. */
function RaffleFields({
  reward,
  onChange,
  errors,
}: {
  reward: TRaffleReward;
  onChange: (next: TPromotionReward) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation();
  const e = (key: string) => errors[`reward.${key}`];
  const setPrize = (index: number, patch: Partial<TRaffleReward['prizes'][number]>) =>
    onChange({
      ...reward,
      prizes: reward.prizes.map((prize, at) => (at === index ? { ...prize, ...patch } : prize)),
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('promotions.ticketEvery')}
          inputMode="decimal"
          value={reward.ticketEvery}
          onChange={(event) => onChange({ ...reward, ticketEvery: event.target.value })}
          error={e('ticketEvery')}
        />
        <TextField
          label={t('promotions.maxTickets')}
          inputMode="numeric"
          value={String(reward.maxTickets)}
          onChange={(event) => onChange({ ...reward, maxTickets: int(event.target.value) })}
          error={e('maxTickets')}
        />
        <TextField
          label={t('promotions.claimDays')}
          inputMode="numeric"
          value={String(reward.claimDays)}
          onChange={(event) => onChange({ ...reward, claimDays: int(event.target.value) })}
          error={e('claimDays')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{t('promotions.prizes')}</legend>
        {e('prizes') ? <p className="text-xs text-danger">{e('prizes')}</p> : null}
        {reward.prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position (prize 1, prize 2, …), not an item.
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <TextField
              label={t('promotions.prizeAmount', { tier: index + 1 })}
              inputMode="decimal"
              value={prize.amount}
              onChange={(event) => setPrize(index, { amount: event.target.value })}
              error={e(`prizes.${index}.amount`)}
            />
            <TextField
              label={t('promotions.prizeWinners', { tier: index + 1 })}
              inputMode="numeric"
              value={String(prize.winners)}
              onChange={(event) => setPrize(index, { winners: int(event.target.value) })}
              error={e(`prizes.${index}.winners`)}
            />
            <Button
              size="sm"
              variant="ghost"
              disabled={reward.prizes.length === 1}
              onClick={() => onChange({ ...reward, prizes: reward.prizes.filter((_, at) => at !== index) })}
            >
              {t('promotions.removePrize')}
            </Button>
          </div>
        ))}
        {reward.prizes.length < RAFFLE_LIMITS.maxTiers ? (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() =>
              onChange({ ...reward, prizes: [...reward.prizes, { amount: '10.00', winners: 1 }] })
            }
          >
            {t('promotions.addPrize')}
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}

/** A rebate: its base and period, a rate per category, the smallest payment, the cap, and how it is paid. */
function RebateFields({
  reward,
  onChange,
  errors,
}: {
  reward: TRebateReward;
  onChange: (next: TPromotionReward) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation();
  const e = (key: string) => errors[`reward.${key}`];
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Select
          label={t('promotions.rebateBasis')}
          value={reward.basis}
          onChange={(event) => onChange({ ...reward, basis: event.target.value as TRebateReward['basis'] })}
        >
          {REBATE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`promotions.rebateBases.${basis}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('promotions.rebatePeriod')}
          value={reward.period}
          onChange={(event) => onChange({ ...reward, period: event.target.value as TRebateReward['period'] })}
        >
          {REBATE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`promotions.rebatePeriods.${period}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('promotions.minPayout')}
          inputMode="decimal"
          value={reward.minPayout}
          onChange={(event) => onChange({ ...reward, minPayout: event.target.value })}
          error={e('minPayout')}
        />
        <TextField
          label={t('promotions.rebateCap')}
          hint={t('promotions.budgetHint')}
          inputMode="decimal"
          value={reward.cap ?? ''}
          onChange={(event) =>
            onChange({ ...reward, cap: event.target.value === '' ? null : event.target.value })
          }
          error={e('cap')}
        />
        <TextField
          label={t('promotions.claimDays')}
          hint={t('promotions.rebateAutoHint')}
          inputMode="numeric"
          value={reward.claimDays === null ? '' : String(reward.claimDays)}
          onChange={(event) =>
            onChange({ ...reward, claimDays: event.target.value === '' ? null : int(event.target.value) })
          }
          error={e('claimDays')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{t('promotions.rebateRates')}</legend>
        {e('ratesBp') ? <p className="text-xs text-danger">{e('ratesBp')}</p> : null}
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
          {GAME_CATEGORIES.map((category) => (
            <TextField
              key={category}
              label={t(`games.categories.${category}`)}
              inputMode="decimal"
              value={String((reward.ratesBp[category] ?? 0) / 100)}
              onChange={(event) => {
                const rate = Math.round(Number(event.target.value) * 100);
                const ratesBp = { ...reward.ratesBp, [category]: Number.isFinite(rate) ? rate : 0 };
                if (ratesBp[category] === 0) delete ratesBp[category];
                onChange({ ...reward, ratesBp });
              }}
              error={e(`ratesBp.${category}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The wagering a bonus carries: multiplier and base, weights per category, max bet, expiry, withdrawal rule. */
export function WageringFields({
  rule,
  optional,
  onChange,
  errors,
}: {
  rule: TWageringRule | null;
  /** A gift or sign-up reward may be cash (no wagering): a switch turns the rule on. */
  optional: boolean;
  onChange: (next: TWageringRule | null) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation();
  const e = (key: string) => errors[`reward.wagering.${key}`];
  return (
    <div className="flex flex-col gap-3">
      {optional ? (
        <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2">
          <span className="text-sm text-fg">{t('promotions.asBonus')}</span>
          <Toggle
            label={t('promotions.asBonus')}
            checked={rule !== null}
            onChange={(on) => onChange(on ? BLANK_WAGERING : null)}
          />
        </div>
      ) : null}
      {rule ? (
        <>
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <TextField
              label={t('promotions.multiplier')}
              inputMode="numeric"
              value={String(rule.multiplier)}
              onChange={(event) => onChange({ ...rule, multiplier: int(event.target.value) })}
              error={e('multiplier')}
              data-testid="wagering-multiplier"
            />
            <Select
              label={t('promotions.base')}
              value={rule.base}
              onChange={(event) => onChange({ ...rule, base: event.target.value as TWageringRule['base'] })}
            >
              {WAGERING_BASES.map((base) => (
                <option key={base} value={base}>
                  {t(`promotions.bases.${base}`)}
                </option>
              ))}
            </Select>
            <TextField
              label={t('promotions.maxBet')}
              hint={t('promotions.maxBetHint')}
              inputMode="decimal"
              value={rule.maxBet ?? ''}
              onChange={(event) =>
                onChange({ ...rule, maxBet: event.target.value === '' ? null : event.target.value })
              }
              error={e('maxBet')}
            />
            <TextField
              label={t('promotions.expiryDays')}
              inputMode="numeric"
              value={String(rule.expiryDays)}
              onChange={(event) => onChange({ ...rule, expiryDays: int(event.target.value) })}
              error={e('expiryDays')}
            />
            <Select
              label={t('promotions.withdrawRule')}
              value={rule.withdrawRule}
              onChange={(event) =>
                onChange({ ...rule, withdrawRule: event.target.value as TWageringRule['withdrawRule'] })
              }
            >
              {WITHDRAW_RULES.map((value) => (
                <option key={value} value={value}>
                  {t(`promotions.withdrawRules.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-medium text-muted">{t('promotions.weights')}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
              {GAME_CATEGORIES.map((category) => (
                <TextField
                  key={category}
                  label={t(`games.categories.${category}`)}
                  inputMode="numeric"
                  value={String((rule.weightsBp[category] ?? 10_000) / 100)}
                  onChange={(event) => {
                    const percent = Math.round(Number(event.target.value) * 100);
                    const weightsBp = {
                      ...rule.weightsBp,
                      [category]: Number.isFinite(percent) ? percent : 0,
                    };
                    if (weightsBp[category] === 10_000) delete weightsBp[category];
                    onChange({ ...rule, weightsBp });
                  }}
                  error={e(`weightsBp.${category}`)}
                />
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
    </div>
  );
}

/** Who may take part: new members only, channels, first deposit, how often, one per device and network. */
export function EligibilityFields({
  eligibility,
  isDeposit,
  hasFrequency,
  onChange,
  errors,
}: {
  eligibility: TEligibility;
  isDeposit: boolean;
  /** Rebates, referrals, red envelopes and raffles count per period, friend or round: no "how often". */
  hasFrequency: boolean;
  onChange: (next: TEligibility) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation();
  const switchRow = (label: string, checked: boolean, set: (on: boolean) => void) => (
    <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2">
      <span className="text-sm text-fg">{label}</span>
      <Toggle label={label} checked={checked} onChange={set} />
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label={t('promotions.newMemberDays')}
        hint={t('promotions.newMemberDaysHint')}
        inputMode="numeric"
        value={eligibility.newMemberDays === null ? '' : String(eligibility.newMemberDays)}
        onChange={(event) =>
          onChange({
            ...eligibility,
            newMemberDays: event.target.value === '' ? null : int(event.target.value),
          })
        }
        error={errors['eligibility.newMemberDays']}
      />
      {hasFrequency ? (
        <Select
          label={t('promotions.frequency')}
          value={eligibility.frequency}
          onChange={(event) =>
            onChange({ ...eligibility, frequency: event.target.value as TEligibility['frequency'] })
          }
        >
          {ENTRY_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`promotions.frequencies.${frequency}`)}
            </option>
          ))}
        </Select>
      ) : null}
      {switchRow(t('promotions.onePerDevice'), eligibility.onePerDeviceAndIp, (on) =>
        onChange({ ...eligibility, onePerDeviceAndIp: on }),
      )}
      {isDeposit
        ? switchRow(t('promotions.firstDepositOnly'), eligibility.firstDepositOnly, (on) =>
            onChange({ ...eligibility, firstDepositOnly: on }),
          )
        : null}
    </div>
  );
}

/** What a sample player would get: a deposit of the amount typed, the bonus and its wagering, as the server reckons. */
export function DepositPreview({ reward, currency }: { reward: TPromotionReward; currency: string }) {
  const { t } = useTranslation();
  const [sample, setSample] = useState('500');
  if (reward.type !== 'DEPOSIT_BONUS') return null;
  const deposit = decimalStringToMinor(normalMoney(sample));
  const cap = decimalStringToMinor(normalMoney(reward.cap));
  const minimum = decimalStringToMinor(normalMoney(reward.minDeposit));
  const usable = deposit !== null && cap !== null && minimum !== null;
  const result = usable
    ? depositBonusFor(
        { ...reward, cap: normalMoney(reward.cap), minDeposit: normalMoney(reward.minDeposit) },
        deposit,
      )
    : null;
  return (
    <div
      className="grid items-end gap-3 rounded-md border border-line bg-surface-2 p-3 sm:grid-cols-[12rem_1fr]"
      data-testid="promotion-preview"
    >
      <TextField
        label={t('promotions.sampleDeposit', { currency })}
        inputMode="decimal"
        value={sample}
        onChange={(event) => setSample(event.target.value)}
      />
      <p className="text-sm text-fg" aria-live="polite">
        {result
          ? t('promotions.previewResult', {
              bonus: minorToDecimalString(result.bonusMinor),
              required: minorToDecimalString(result.requiredMinor),
              currency,
            })
          : t('promotions.previewInvalid')}
      </p>
    </div>
  );
}
