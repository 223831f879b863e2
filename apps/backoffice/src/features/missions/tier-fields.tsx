import {
  isMoneyGoal,
  MISSION_LIMITS,
  MISSION_REWARD_KINDS,
  type TMissionGoal,
  type TMissionRewardKind,
} from '@tala/contract/loyalty/missions';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../components/ui/field.tsx';
import { blankTier, type TTierDraft } from './mission-draft.ts';

const rewardKindOf = (value: string): TMissionRewardKind =>
  MISSION_REWARD_KINDS.find((kind) => kind === value) ?? 'CASH';

/**
 * The tiers, lowest first: each a target in the goal's unit and what it pays (money to the main wallet, points, or
 * bonus money with its wagering multiplier and days to wager it — one bonus tier a mission).
 * Up to ten; at least one. Fixed once a live mission has started (`locked`).
 */
export function TierFields({
  tiers,
  goal,
  currency,
  errors,
  locked,
  onChange,
}: {
  tiers: TTierDraft[];
  goal: TMissionGoal;
  currency: string;
  errors: Record<string, string>;
  locked: boolean;
  onChange: (tiers: TTierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const money = isMoneyGoal(goal);
  const edit = (index: number, patch: Partial<TTierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  const last = tiers[tiers.length - 1];
  const add = () => onChange([...tiers, blankTier(last?.rewardKind === 'POINTS' ? 'POINTS' : 'CASH')]);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="mission-tiers-editor" disabled={locked}>
      <legend className="mb-1.5 text-xs font-medium text-muted">
        {t('missions.editor.tiers', { max: MISSION_LIMITS.tiers })}
      </legend>
      {errors.tiers ? (
        <p
          role="alert"
          className="rounded-md border border-danger/50 bg-danger/10 px-2.5 py-1.5 text-xs text-danger"
          data-testid="tiers-error"
        >
          {errors.tiers}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {tiers.map((tier, i) => (
          <li
            // Tiers have no id of their own: their place is what they are (tier 1, 2, …).
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="grid grid-cols-[2rem_1fr_1fr] items-start gap-2 rounded-lg border border-line bg-surface-2/40 p-2 sm:grid-cols-[2rem_1fr_9rem_1fr_auto]"
            data-testid={`tier-row-${i + 1}`}
          >
            <span className="mt-6 grid size-8 place-items-center rounded-md bg-accent/15 text-sm font-bold text-accent">
              {i + 1}
            </span>
            <TextField
              label={
                money
                  ? t('missions.editor.targetMoney', { currency })
                  : t(`missions.editor.targetCount.${goal}`)
              }
              inputMode={money ? 'decimal' : 'numeric'}
              placeholder={money ? '1000.00' : '10'}
              value={tier.target}
              onChange={(event) => edit(i, { target: event.target.value })}
              error={errors[`tiers.${i}.target`]}
              data-testid={`tier-${i + 1}-target`}
            />
            <Select
              label={t('missions.editor.rewardKind')}
              value={tier.rewardKind}
              onChange={(event) => edit(i, { rewardKind: rewardKindOf(event.target.value) })}
              data-testid={`tier-${i + 1}-kind`}
            >
              {MISSION_REWARD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`missions.rewardKinds.${kind}`)}
                </option>
              ))}
            </Select>
            <TextField
              label={
                tier.rewardKind === 'POINTS'
                  ? t('missions.editor.rewardPoints')
                  : t('missions.editor.rewardCash', { currency })
              }
              inputMode="decimal"
              placeholder={tier.rewardKind === 'POINTS' ? '500' : '10.00'}
              value={tier.reward}
              onChange={(event) => edit(i, { reward: event.target.value })}
              error={errors[`tiers.${i}.reward`]}
              className="col-start-2 sm:col-start-auto"
              data-testid={`tier-${i + 1}-reward`}
            />
            <Button
              size="sm"
              variant="ghost"
              className="mt-5 self-start text-danger"
              disabled={tiers.length <= 1}
              onClick={() => onChange(tiers.filter((_, j) => j !== i))}
              aria-label={t('missions.editor.removeTier', { n: i + 1 })}
              data-testid={`tier-${i + 1}-remove`}
            >
              {t('missions.editor.remove')}
            </Button>
            {tier.rewardKind === 'BONUS' ? (
              <BonusTermsFields tier={tier} index={i} errors={errors} edit={edit} />
            ) : null}
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={add}
          disabled={tiers.length >= MISSION_LIMITS.tiers}
          data-testid="add-tier"
        >
          {t('missions.editor.addTier')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A BONUS tier's terms, under its row: the bonus is wagered `multiplier` times within `expiryDays`. */
function BonusTermsFields({
  tier,
  index,
  errors,
  edit,
}: {
  tier: TTierDraft;
  index: number;
  errors: Record<string, string>;
  edit: (index: number, patch: Partial<TTierDraft>) => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <div className="col-[2/-1] grid grid-cols-2 gap-2 sm:col-[2/5]">
      <TextField
        label={t('missions.editor.bonusMultiplier', { max: MISSION_LIMITS.bonusMultiplier })}
        inputMode="numeric"
        placeholder="10"
        value={tier.multiplier}
        onChange={(event) => edit(index, { multiplier: event.target.value })}
        error={errors[`tiers.${index}.bonus.multiplier`]}
        data-testid={`tier-${n}-multiplier`}
      />
      <TextField
        label={t('missions.editor.bonusExpiryDays', { max: MISSION_LIMITS.bonusExpiryDays })}
        inputMode="numeric"
        placeholder="7"
        value={tier.expiryDays}
        onChange={(event) => edit(index, { expiryDays: event.target.value })}
        error={errors[`tiers.${index}.bonus.expiryDays`]}
        data-testid={`tier-${n}-expiry`}
      />
    </div>
  );
}
