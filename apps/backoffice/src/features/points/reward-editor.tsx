import { REWARD_TEXT_LIMITS, ZBoRewardBody } from '@tala/contract/backoffice/points';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { REWARD_ARTS, REWARD_KINDS, type TRewardKind } from '@tala/contract/loyalty/points';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, EditorSection, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { ArtPicker } from '../../components/ui/art-picker.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { useDefaultLanguage, useTextPicker } from '../../lib/default-language.ts';
import { money } from '../../lib/format.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { normalizeDecimal, pointsText } from './points-format.ts';
import { RewardArt } from './reward-art.tsx';
import { rewardBodyOf, type TRewardDraft } from './reward-draft.ts';
import { useSaveReward } from './use-points.ts';

/** Fields that are not texts: their errors say what the field takes, not the texts' wording. */
const FIGURE_FIELDS = ['points', 'cash', 'requiredDeposit', 'stock', 'memberLimit', 'sort'] as const;

/**
 * Create or edit a reward of the mall (issue 14 §6): what it is (cash paid to the main wallet, or a physical item
 * delivered), its artwork, cost, stock and limits, whether staff review each redemption, and its name and
 * description per language. The contract's schema runs first; the server checks everything again.
 */
export function RewardEditor({
  id,
  initial,
  currency,
  onClose,
}: {
  id: string | null;
  initial: TRewardDraft;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<TRewardDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const saver = useSaveReward(id);
  const validate = () => {
    const found = clientTextErrors(ZBoRewardBody, rewardBodyOf(draft), [], t);
    for (const field of FIGURE_FIELDS) if (found[field]) found[field] = t(`points.editor.errors.${field}`);
    return found;
  };
  const saving = useTextSave({
    validate,
    save: () => saver.save(rewardBodyOf(draft)),
    onSaved: async () => {
      await saver.refresh();
      onClose();
    },
  });
  const { submit, mutation } = saving;
  const errors = saving.liveErrors();
  const editText = (key: string, lang: TLanguage, value: string) => {
    const field = key as 'names' | 'descriptions';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <EditorModal
      title={t(id ? 'points.editor.edit' : 'points.editor.new')}
      testId="reward-editor"
      width={1080}
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <EditorSection title={t('points.editor.basics')}>
        <div className="grid gap-4 lg:grid-cols-[1fr_15rem]">
          <FigureFields draft={draft} set={set} errors={errors} currency={currency} />
          <RewardPreview draft={draft} currency={currency} />
        </div>
        <ArtPicker
          name="reward-art"
          legend={t('points.editor.art')}
          arts={REWARD_ARTS}
          value={draft.art}
          onChange={(art) => set({ art })}
          tile={(art) => <RewardArt art={art} />}
          label={(art) => t(`points.arts.${art}`)}
          columns="grid-cols-4 sm:grid-cols-8"
        />
      </EditorSection>
      <EditorSection title={t('points.editor.texts')}>
        <LocalizedTextFields
          fields={[
            { key: 'names', label: t('points.editor.name'), max: REWARD_TEXT_LIMITS.name },
            {
              key: 'descriptions',
              label: t('points.editor.description'),
              max: REWARD_TEXT_LIMITS.description,
              kind: 'textarea',
            },
          ]}
          values={{ names: draft.names, descriptions: draft.descriptions }}
          onChange={editText}
          defaultLanguage={defaultLanguage}
          errors={errors}
          primary="names"
          testId="reward-texts"
        />
      </EditorSection>
    </EditorModal>
  );
}

function FigureFields({
  draft,
  set,
  errors,
  currency,
}: {
  draft: TRewardDraft;
  set: (patch: Partial<TRewardDraft>) => void;
  errors: Record<string, string>;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      <Select
        label={t('points.rewards.kind')}
        value={draft.kind}
        onChange={(event) => set({ kind: event.target.value as TRewardKind })}
        data-testid="reward-kind"
      >
        {REWARD_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`points.kinds.${kind}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('points.editor.points')}
        inputMode="decimal"
        placeholder="1000.00"
        value={draft.points}
        onChange={(event) => set({ points: event.target.value })}
        error={errors.points}
        data-testid="reward-points"
      />
      {draft.kind === 'CASH' ? (
        <TextField
          label={t('points.editor.cash', { currency })}
          inputMode="decimal"
          placeholder="10.00"
          value={draft.cash}
          onChange={(event) => set({ cash: event.target.value })}
          error={errors.cash}
          data-testid="reward-cash"
        />
      ) : null}
      <TextField
        label={t('points.editor.requiredDeposit', { currency })}
        hint={t('points.editor.requiredDepositHint')}
        inputMode="decimal"
        value={draft.requiredDeposit}
        onChange={(event) => set({ requiredDeposit: event.target.value })}
        error={errors.requiredDeposit}
        data-testid="reward-deposit"
      />
      <TextField
        label={t('points.rewards.stock')}
        hint={t('points.editor.stockHint')}
        inputMode="numeric"
        placeholder="∞"
        value={draft.stock}
        onChange={(event) => set({ stock: event.target.value })}
        error={errors.stock}
        data-testid="reward-stock-input"
      />
      <TextField
        label={t('points.rewards.memberLimit')}
        hint={t('points.editor.memberLimitHint')}
        inputMode="numeric"
        placeholder="∞"
        value={draft.memberLimit}
        onChange={(event) => set({ memberLimit: event.target.value })}
        error={errors.memberLimit}
        data-testid="reward-limit"
      />
      <Select
        label={t('points.editor.approval')}
        value={draft.autoApprove ? 'auto' : 'review'}
        onChange={(event) => set({ autoApprove: event.target.value === 'auto' })}
        data-testid="reward-approval"
      >
        <option value="review">{t('points.rewards.needsReview')}</option>
        <option value="auto">{t('points.rewards.paidAtOnce')}</option>
      </Select>
      <Select
        label={t('points.rewards.status')}
        value={draft.status}
        onChange={(event) => set({ status: event.target.value === 'HIDDEN' ? 'HIDDEN' : 'ACTIVE' })}
        data-testid="reward-status"
      >
        <option value="ACTIVE">{t('points.statuses.ACTIVE')}</option>
        <option value="HIDDEN">{t('points.statuses.HIDDEN')}</option>
      </Select>
      <TextField
        label={t('points.editor.sort')}
        hint={t('points.editor.sortHint')}
        inputMode="numeric"
        value={draft.sort}
        onChange={(event) => set({ sort: event.target.value })}
        error={errors.sort}
        data-testid="reward-sort"
      />
    </div>
  );
}

/** The reward as a player's card shows its essentials: artwork, name, cost and what it gives. */
function RewardPreview({ draft, currency }: { draft: TRewardDraft; currency: string }) {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  const points = normalizeDecimal(draft.points);
  const cash = draft.kind === 'CASH' ? normalizeDecimal(draft.cash) : null;
  return (
    <figure
      className="flex items-center gap-3 self-start rounded-xl border border-line bg-surface-2/60 p-3 lg:flex-col lg:gap-2 lg:p-4 lg:text-center"
      data-testid="reward-preview"
    >
      <RewardArt art={draft.art} size="md" />
      <figcaption className="flex min-w-0 flex-col gap-0.5 lg:gap-1">
        <span className="line-clamp-2 text-sm font-semibold break-words text-fg">
          {textOf(draft.names) || t('points.editor.untitled')}
        </span>
        <span className="text-lg font-bold text-accent tabular-nums">
          {t('points.editor.costs', { points: points ? pointsText(points) : '—' })}
        </span>
        <span className="text-xs text-muted">
          {cash ? t('points.editor.gives', { cash: money(cash, currency) }) : t('points.kinds.PHYSICAL')}
        </span>
      </figcaption>
    </figure>
  );
}
