import { boPath } from '@tala/contract/backoffice/paths';
import { HELP_CATEGORY_ICONS, HELP_LIMITS, type THelpCategoryIcon } from '@tala/contract/help/help-paths';
import { HELP_BO_PATHS, type TBoHelpCategory, ZBoHelpCategoryBody } from '@tala/contract/help/help-staff';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { HELP_KEY } from './use-help.ts';

type TDraft = { slug: string; title: TLocalizedText; icon: THelpCategoryIcon };

/** A category: its address name, its icon on the site, and its title in each language. */
export function CategoryEditor({
  category,
  onClose,
}: {
  category: TBoHelpCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState<TDraft>(
    category
      ? { slug: category.slug, title: category.title, icon: category.icon }
      : { slug: '', title: {}, icon: 'info' },
  );
  const { errors, submit, mutation } = useTextSave({
    validate: () => clientTextErrors(ZBoHelpCategoryBody, draft, [], t),
    save: () =>
      category
        ? api('PUT', boPath(HELP_BO_PATHS.category, { id: category.id }), draft)
        : api('POST', HELP_BO_PATHS.categories, draft),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: HELP_KEY });
      onClose();
    },
  });
  const edit = (_key: string, lang: TLanguage, value: string) =>
    setDraft((current) => ({ ...current, title: { ...current.title, [lang]: value } }));
  return (
    <EditorModal
      title={t(category ? 'help.editCategory' : 'help.newCategory')}
      testId="help-category-editor"
      width={900}
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('help.slug')}
          hint={t('help.slugHint')}
          value={draft.slug}
          maxLength={HELP_LIMITS.slug}
          error={errors.slug}
          onChange={(event) => setDraft({ ...draft, slug: event.target.value.trim().toLowerCase() })}
          data-testid="help-category-slug"
        />
        <Select
          label={t('help.icon')}
          value={draft.icon}
          onChange={(event) => setDraft({ ...draft, icon: event.target.value as THelpCategoryIcon })}
        >
          {HELP_CATEGORY_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {t(`help.icons.${icon}`)}
            </option>
          ))}
        </Select>
      </div>
      <LocalizedTextFields
        fields={[{ key: 'title', label: t('help.categoryTitle'), max: HELP_LIMITS.categoryTitle }]}
        values={{ title: draft.title }}
        onChange={edit}
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="title"
        testId="help-category-texts"
      />
    </EditorModal>
  );
}
