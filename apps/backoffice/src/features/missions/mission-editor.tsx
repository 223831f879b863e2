import { MISSION_TEXT_LIMITS, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { isMoneyGoal, MISSION_ARTS } from '@tala/contract/loyalty/missions';
import { MissionArt } from '@tala/ui/missions/mission-art';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, EditorSection, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { ArtPicker } from '../../components/ui/art-picker.tsx';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { figureProblems, missionBodyOf, type TMissionDraft } from './mission-draft.ts';
import { MissionFields } from './mission-fields.tsx';
import { MissionPreview } from './mission-preview.tsx';
import { TierFields } from './tier-fields.tsx';
import { useSaveMission } from './use-missions.ts';

/**
 * Create or edit a mission (issue 14 §6): what counts (goal, category, game), when, how many players its board
 * shows, its tiers and rewards, its artwork, and its title and summary per language — beside a live preview of the
 * player's card. Once a live mission has started (`locked`) its goal, filters, start and tiers are fixed: players are
 * counted against them (the server answers BO_MISSION_STARTED), so those fields are shown but not editable.
 */
export function MissionEditor({
  id,
  initial,
  locked,
  participants,
  timeZone,
  currency,
  onClose,
}: {
  id: string | null;
  initial: TMissionDraft;
  locked: boolean;
  participants: number;
  timeZone: string;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const saver = useSaveMission(id);
  const body = missionBodyOf(draft, timeZone);
  const validate = () => {
    const found = clientTextErrors(ZBoMissionBody, body, [], t);
    for (const [path, key] of Object.entries(figureProblems(body))) {
      const unit = key === 'target' || key === 'targetUnit';
      found[path] = t(
        `missions.errors.${unit ? (isMoneyGoal(draft.goal) ? 'targetMoney' : 'targetCount') : key}`,
      );
    }
    return found;
  };
  const saving = useTextSave({
    validate,
    save: () => saver.save(body),
    onSaved: async () => {
      await saver.refresh();
      onClose();
    },
  });
  const { submit, mutation } = saving;
  const errors = saving.liveErrors();
  const editText = (key: string, lang: TLanguage, value: string) => {
    const field = key === 'summary' ? 'summary' : 'title';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <EditorModal
      title={t(id ? 'missions.editor.edit' : 'missions.editor.new')}
      testId="mission-editor"
      width={1240}
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      {locked ? (
        <p
          className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-xs text-fg"
          data-testid="mission-locked"
        >
          {t('missions.editor.lockedNote')}
        </p>
      ) : null}
      <EditorSection title={t('missions.editor.basics')}>
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_25rem]">
          <div className="flex min-w-0 flex-col gap-5">
            <MissionFields
              draft={draft}
              onChange={setDraft}
              errors={errors}
              locked={locked}
              timeZone={timeZone}
            />
            <ArtPicker
              name="mission-art"
              legend={t('missions.editor.art')}
              arts={MISSION_ARTS}
              value={draft.art}
              onChange={(art) => setDraft((current) => ({ ...current, art }))}
              tile={(art) => <MissionArt art={art} className="size-10" />}
              label={(art) => t(`missions.arts.${art}`)}
              columns="grid-cols-3 sm:grid-cols-6"
            />
            <TierFields
              tiers={draft.tiers}
              goal={draft.goal}
              currency={currency}
              errors={errors}
              locked={locked}
              onChange={(tiers) => setDraft((current) => ({ ...current, tiers }))}
            />
          </div>
          <div className="min-w-0 xl:sticky xl:top-0 xl:self-start">
            <MissionPreview body={body} currency={currency} participants={participants} />
          </div>
        </div>
      </EditorSection>
      <EditorSection title={t('missions.editor.texts')}>
        <LocalizedTextFields
          fields={[
            { key: 'title', label: t('missions.editor.titleField'), max: MISSION_TEXT_LIMITS.title },
            {
              key: 'summary',
              label: t('missions.editor.summary'),
              max: MISSION_TEXT_LIMITS.summary,
              kind: 'textarea',
            },
          ]}
          values={{ title: draft.title, summary: draft.summary }}
          onChange={editText}
          defaultLanguage={defaultLanguage}
          errors={errors}
          primary="title"
          testId="mission-texts"
        />
      </EditorSection>
    </EditorModal>
  );
}
