import type { TLanguage } from '@tala/contract/i18n/languages';
import { VIP_LIMITS } from '@tala/contract/loyalty/vip';
import { type TBoVipRank, ZBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, EditorSection, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { rankBodyOf, type TRankDraft, unrisingFields } from './rank-draft.ts';
import { RankMedal } from './rank-medal.tsx';
import { useSaveRank } from './use-vip.ts';

/** Fields that are not texts: their errors say what the field takes, not the schema's wording. */
const FIGURE_FIELDS = [
  'deposit',
  'validBet',
  'pointsMultiplier',
  'withdrawDailyCount',
  'withdrawMaxAmount',
  'rebateBonusBp',
  'birthdayBonus',
  'serviceLine',
  'serviceUrl',
] as const;

type TFigure = { key: keyof TRankDraft; error: string; label: string; hint?: string; placeholder?: string };

/**
 * Add or edit a rank of the ladder (issue 14 §6, decision 057): both thresholds over the window (checked against the
 * ranks around it before sending), the benefits, the service line and the name per language. The contract's schema
 * runs first; the server checks everything again.
 */
export function RankEditor({
  level,
  initial,
  ranks,
  currency,
  windowDays,
  onClose,
}: {
  /** Null: a new rank above the top one. */
  level: number | null;
  initial: TRankDraft;
  ranks: readonly TBoVipRank[];
  currency: string;
  windowDays: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<TRankDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const shownLevel = level ?? (ranks.at(-1)?.level ?? 0) + 1;
  const saver = useSaveRank(level);
  const validate = () => {
    const body = rankBodyOf(draft);
    const found = clientTextErrors(ZBoVipRankBody, body, [], t);
    for (const field of FIGURE_FIELDS) if (found[field]) found[field] = t(`vip.editor.errors.${field}`);
    for (const field of unrisingFields(ranks, shownLevel, body)) found[field] = t('vip.editor.errors.rising');
    return found;
  };
  const saving = useTextSave({
    validate,
    save: () => saver.save(rankBodyOf(draft)),
    onSaved: async () => {
      await saver.refresh();
      onClose();
    },
  });
  const errors = saving.liveErrors();
  const figure = (spec: TFigure) => (
    <TextField
      key={spec.key}
      label={spec.label}
      hint={spec.hint}
      placeholder={spec.placeholder}
      inputMode="decimal"
      value={String(draft[spec.key])}
      onChange={(event) => set({ [spec.key]: event.target.value })}
      error={errors[spec.error]}
      data-testid={`rank-${spec.key}`}
    />
  );
  return (
    <EditorModal
      title={t(level === null ? 'vip.editor.new' : 'vip.editor.edit', { level: shownLevel })}
      testId="rank-editor"
      width={1080}
      onClose={onClose}
      onSave={saving.submit}
      busy={saving.mutation.isPending}
      error={saving.mutation.error}
    >
      <EditorSection
        title={t('vip.editor.thresholds')}
        hint={t('vip.editor.thresholdsHint', { days: windowDays })}
      >
        <div className="flex items-start gap-4">
          <RankMedal level={shownLevel} size="size-12" />
          <div className="grid flex-1 gap-3 sm:grid-cols-2">
            {figure({ key: 'deposit', error: 'deposit', label: t('vip.editor.deposit', { currency }) })}
            {figure({ key: 'validBet', error: 'validBet', label: t('vip.editor.validBet', { currency }) })}
          </div>
        </div>
      </EditorSection>
      <EditorSection title={t('vip.editor.benefits')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figure({
            key: 'multiplier',
            error: 'pointsMultiplier',
            label: t('vip.editor.multiplier'),
            hint: t('vip.editor.multiplierHint'),
          })}
          {figure({
            key: 'rebateBonus',
            error: 'rebateBonusBp',
            label: t('vip.editor.rebateBonus'),
            hint: t('vip.editor.rebateBonusHint'),
          })}
          {figure({
            key: 'birthdayBonus',
            error: 'birthdayBonus',
            label: t('vip.editor.birthday', { currency }),
          })}
          {figure({
            key: 'withdrawDailyCount',
            error: 'withdrawDailyCount',
            label: t('vip.editor.withdrawCount'),
            hint: t('vip.editor.channelDefault'),
            placeholder: '—',
          })}
          {figure({
            key: 'withdrawMaxAmount',
            error: 'withdrawMaxAmount',
            label: t('vip.editor.withdrawMax', { currency }),
            hint: t('vip.editor.channelDefault'),
            placeholder: '—',
          })}
        </div>
      </EditorSection>
      <EditorSection title={t('vip.editor.service')} hint={t('vip.editor.serviceHint')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('vip.editor.serviceLine')}
            value={draft.serviceLine}
            maxLength={VIP_LIMITS.serviceLine}
            onChange={(event) => set({ serviceLine: event.target.value })}
            error={errors.serviceLine}
            data-testid="rank-serviceLine"
          />
          <TextField
            label={t('vip.editor.serviceUrl')}
            value={draft.serviceUrl}
            maxLength={VIP_LIMITS.serviceUrl}
            placeholder="https://"
            inputMode="url"
            onChange={(event) => set({ serviceUrl: event.target.value })}
            error={errors.serviceUrl}
            data-testid="rank-serviceUrl"
          />
        </div>
      </EditorSection>
      <EditorSection title={t('vip.editor.names')}>
        <LocalizedTextFields
          fields={[{ key: 'names', label: t('vip.editor.name'), max: VIP_LIMITS.name }]}
          values={{ names: draft.names }}
          onChange={(_key: string, lang: TLanguage, value: string) =>
            setDraft((current) => ({ ...current, names: { ...current.names, [lang]: value } }))
          }
          defaultLanguage={defaultLanguage}
          errors={errors}
          primary="names"
          testId="rank-names"
        />
      </EditorSection>
    </EditorModal>
  );
}
