import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { ZBoPromotionBody } from '@tala/contract/backoffice/promotions';
import type { TLanguage } from '@tala/contract/i18n/languages';
import {
  hasEntryFrequency,
  PROMOTION_ARTWORKS,
  PROMOTION_CATEGORIES,
  type TPromotionCategory,
} from '@tala/contract/promotions/promotions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, EditorSection, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { blankReward, bodyOf, EDITABLE_TYPES, type TDraft, type TEditableType } from './promotion-draft.ts';
import { DepositPreview, EligibilityFields, RewardFields, WageringFields } from './rule-fields.tsx';
import { RulePreview } from './rule-preview.tsx';
import { PROMOTIONS_KEY } from './use-promotions.ts';

const TEXT_LIMITS = { title: 200, summary: 400, rulesHtml: 40_000 } as const;

/**
 * Create or edit a promotion (issue 13 §3): its type (fixed once created), tab, artwork, order and budget, its
 * period on the merchant's clock, its texts per language, who may take part and what it gives — with a preview of
 * what a sample deposit would bring. The server checks everything again.
 */
export function PromotionEditor({
  initial,
  id,
  timeZone,
  currency,
  onClose,
}: {
  initial: TDraft;
  id: string | null;
  timeZone: string;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit, mutation } = useTextSave({
    validate: () =>
      clientTextErrors(
        ZBoPromotionBody,
        bodyOf(draft, timeZone),
        [['title', 'rulesHtml', draft.title, draft.rulesHtml]],
        t,
      ),
    save: () => {
      const body = bodyOf(draft, timeZone);
      return id
        ? api('PUT', boPath(BO_PATHS.promotion, { id }), body)
        : api('POST', BO_PATHS.promotions, body);
    },
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      onClose();
    },
  });
  const editText = (key: string, lang: TLanguage, value: string) => {
    const field = key as 'title' | 'summary' | 'rulesHtml';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  const { reward } = draft;
  const wagering = 'wagering' in reward ? reward.wagering : null;
  return (
    <EditorModal
      title={t(id ? 'promotions.edit' : 'promotions.new')}
      testId="promotion-editor"
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <EditorSection title={t('promotions.basics')}>
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Select
            label={t('promotions.type')}
            value={draft.type}
            disabled={id !== null}
            hint={id !== null ? t('promotions.typeFixed') : undefined}
            onChange={(event) => {
              const type = event.target.value as TEditableType;
              set({ type, reward: blankReward(type) });
            }}
            data-testid="promotion-type"
          >
            {EDITABLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`promotions.types.${type}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('promotions.category')}
            value={draft.category}
            onChange={(event) => set({ category: event.target.value as TPromotionCategory })}
          >
            {PROMOTION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`promotions.categories.${category}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('promotions.artwork')}
            value={draft.artwork}
            onChange={(event) => set({ artwork: event.target.value as TDraft['artwork'] })}
          >
            {PROMOTION_ARTWORKS.map((artwork) => (
              <option key={artwork} value={artwork}>
                {t(`promotions.artworks.${artwork}`)}
              </option>
            ))}
          </Select>
          <TextField
            label={t('promotions.startsAt', { zone: timeZone })}
            type="datetime-local"
            value={draft.startsLocal}
            onChange={(event) => set({ startsLocal: event.target.value })}
            error={errors.startsAt}
          />
          <TextField
            label={t('promotions.endsAt', { zone: timeZone })}
            type="datetime-local"
            value={draft.endsLocal}
            onChange={(event) => set({ endsLocal: event.target.value })}
            error={errors.endsAt}
          />
          <TextField
            label={t('promotions.budget', { currency })}
            hint={t('promotions.budgetHint')}
            inputMode="decimal"
            value={draft.budget ?? ''}
            onChange={(event) => set({ budget: event.target.value === '' ? null : event.target.value })}
            error={errors.budget}
            data-testid="promotion-budget"
          />
        </div>
      </EditorSection>
      <EditorSection title={t('promotions.texts')}>
        <LocalizedTextFields
          fields={[
            { key: 'title', label: t('promotions.titleField'), max: TEXT_LIMITS.title },
            { key: 'summary', label: t('promotions.summary'), max: TEXT_LIMITS.summary, kind: 'textarea' },
            { key: 'rulesHtml', label: t('promotions.rulesHtml'), max: TEXT_LIMITS.rulesHtml, kind: 'html' },
          ]}
          values={{ title: draft.title, summary: draft.summary, rulesHtml: draft.rulesHtml }}
          onChange={editText}
          defaultLanguage={defaultLanguage}
          errors={errors}
          primary="title"
          testId="promotion-texts"
        />
      </EditorSection>
      <EditorSection title={t('promotions.eligibility')}>
        <EligibilityFields
          eligibility={draft.eligibility}
          isDeposit={draft.type === 'DEPOSIT_BONUS'}
          hasFrequency={hasEntryFrequency(draft.type)}
          onChange={(eligibility) => set({ eligibility })}
          errors={errors}
        />
      </EditorSection>
      <EditorSection title={t('promotions.reward')}>
        <RewardFields reward={reward} onChange={(next) => set({ reward: next })} errors={errors} />
        {/* A rebate and a referral pay cash: no wagering to set. */}
        {!('wagering' in reward) ? null : (
          <WageringFields
            rule={wagering}
            optional={reward.type !== 'DEPOSIT_BONUS'}
            onChange={(rule) =>
              set({
                reward:
                  reward.type === 'DEPOSIT_BONUS'
                    ? { ...reward, wagering: rule ?? reward.wagering }
                    : { ...reward, wagering: rule },
              })
            }
            errors={errors}
          />
        )}
        <DepositPreview reward={reward} currency={currency} />
        <RulePreview reward={reward} currency={currency} />
      </EditorSection>
    </EditorModal>
  );
}
