import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import { MISSION_GOALS, MISSION_LIMITS, type TMissionGoal } from '@tala/contract/loyalty/missions';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../components/ui/field.tsx';
import { type TMissionDraft, withGoal } from './mission-draft.ts';

/**
 * What a mission counts and when: the goal, the category and game a play goal is narrowed to (deposits count
 * everywhere), the period on the merchant's clock, the board's size and the order among missions.
 */
export function MissionFields({
  draft,
  onChange,
  errors,
  locked,
  timeZone,
}: {
  draft: TMissionDraft;
  onChange: (draft: TMissionDraft) => void;
  errors: Record<string, string>;
  locked: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<TMissionDraft>) => onChange({ ...draft, ...patch });
  const isDeposit = draft.goal === 'DEPOSIT';
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Select
        label={t('missions.editor.goal')}
        hint={t(`missions.goalHints.${draft.goal}`)}
        value={draft.goal}
        disabled={locked}
        onChange={(event) => onChange(withGoal(draft, event.target.value as TMissionGoal))}
        data-testid="mission-goal"
      >
        {MISSION_GOALS.map((goal) => (
          <option key={goal} value={goal}>
            {t(`missions.goals.${goal}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('missions.editor.category')}
        hint={isDeposit ? t('missions.editor.depositScope') : undefined}
        error={errors.category}
        value={draft.category}
        disabled={locked || isDeposit}
        onChange={(event) => set({ category: event.target.value as TGameCategory | '' })}
        data-testid="mission-category"
      >
        <option value="">{t('missions.allCategories')}</option>
        {GAME_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`games.categories.${category}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('missions.editor.gameCode')}
        hint={t('missions.editor.gameCodeHint')}
        placeholder={t('missions.allGames')}
        value={draft.gameCode}
        maxLength={MISSION_LIMITS.gameCode}
        disabled={locked || isDeposit}
        onChange={(event) => set({ gameCode: event.target.value })}
        error={errors.gameCode}
        data-testid="mission-game"
      />
      <TextField
        label={t('missions.editor.startsAt', { zone: timeZone })}
        type="datetime-local"
        value={draft.startsLocal}
        disabled={locked}
        onChange={(event) => set({ startsLocal: event.target.value })}
        error={errors.startsAt}
        data-testid="mission-starts"
      />
      <TextField
        label={t('missions.editor.endsAt', { zone: timeZone })}
        type="datetime-local"
        value={draft.endsLocal}
        onChange={(event) => set({ endsLocal: event.target.value })}
        error={errors.endsAt}
        data-testid="mission-ends"
      />
      <TextField
        label={t('missions.editor.leaderboardSize')}
        hint={t('missions.editor.leaderboardSizeHint', { max: MISSION_LIMITS.leaderboardMax })}
        inputMode="numeric"
        value={draft.leaderboardSize}
        onChange={(event) => set({ leaderboardSize: event.target.value })}
        error={errors.leaderboardSize}
        data-testid="mission-board-size"
      />
      <TextField
        label={t('missions.editor.sort')}
        hint={t('missions.editor.sortHint')}
        inputMode="numeric"
        value={draft.sort}
        onChange={(event) => set({ sort: event.target.value })}
        error={errors.sort}
        data-testid="mission-sort"
      />
    </div>
  );
}
