import { boPath } from '@tala/contract/backoffice/paths';
import { HELP_LIMITS, SITE_LINKED_HELP_SLUGS, type THelpArticleStatus } from '@tala/contract/help/help-paths';
import {
  HELP_BO_PATHS,
  type TBoHelpArticle,
  type TBoHelpArticleBody,
  type TBoHelpCategory,
  ZBoHelpArticleBody,
} from '@tala/contract/help/help-staff';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { Spinner } from '@tala/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorModal, useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage, useTextPicker } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { HELP_KEY, useHelpArticle } from './use-help.ts';

type TDraft = Omit<TBoHelpArticleBody, 'title' | 'bodyHtml'> & {
  title: Partial<Record<TLanguage, string>>;
  bodyHtml: Partial<Record<TLanguage, string>>;
};

function draftOf(article: TBoHelpArticle): TDraft {
  const { categoryId, slug, title, bodyHtml, status, revision } = article;
  return { categoryId, slug, title, bodyHtml, status, revision };
}

/** Where the article sits, its address name and whether players see it. */
function Placement({
  draft,
  setDraft,
  categories,
  originalSlug,
  slugError,
}: {
  draft: TDraft;
  setDraft: (next: TDraft) => void;
  categories: TBoHelpCategory[];
  originalSlug: string | null;
  slugError: string | undefined;
}) {
  const { t } = useTranslation();
  const pick = useTextPicker();
  // Renaming an article the site links to (footer, registration terms) sends those links to the front page.
  const linked =
    originalSlug !== null && SITE_LINKED_HELP_SLUGS.includes(originalSlug) && draft.slug !== originalSlug;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Select
        label={t('help.category')}
        value={draft.categoryId}
        onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}
        data-testid="help-article-category"
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {pick(category.title)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('help.slug')}
        hint={linked ? t('help.slugLinkedWarning') : t('help.slugHint')}
        value={draft.slug}
        maxLength={HELP_LIMITS.slug}
        error={slugError}
        onChange={(event) => setDraft({ ...draft, slug: event.target.value.trim().toLowerCase() })}
        data-testid="help-article-slug"
      />
      <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2">
        <div className="min-w-0">
          <div className="text-sm text-fg">{t('help.published')}</div>
          <div className="text-xs text-muted">{t('help.publishedHint')}</div>
        </div>
        <Toggle
          label={t('help.published')}
          checked={draft.status === 'PUBLISHED'}
          onChange={(on) =>
            setDraft({ ...draft, status: (on ? 'PUBLISHED' : 'DRAFT') as THelpArticleStatus })
          }
          testId="help-article-published"
        />
      </div>
    </div>
  );
}

function Form({
  initial,
  id,
  categories,
  onClose,
}: {
  initial: TDraft;
  id: string | null;
  categories: TBoHelpCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const { errors, submit, mutation } = useTextSave({
    validate: () =>
      clientTextErrors(ZBoHelpArticleBody, draft, [['title', 'bodyHtml', draft.title, draft.bodyHtml]], t),
    save: () =>
      id
        ? api('PUT', boPath(HELP_BO_PATHS.article, { id }), draft)
        : api('POST', HELP_BO_PATHS.articles, draft),
    onSaved: async () => {
      await client.invalidateQueries({ queryKey: HELP_KEY });
      onClose();
    },
  });
  const edit = (key: string, lang: TLanguage, value: string) => {
    const field = key as 'title' | 'bodyHtml';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <EditorModal
      title={t(id ? 'help.editArticle' : 'help.newArticle')}
      testId="help-article-editor"
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <Placement
        draft={draft}
        setDraft={setDraft}
        categories={categories}
        originalSlug={id ? initial.slug : null}
        slugError={errors.slug}
      />
      <LocalizedTextFields
        fields={[
          { key: 'title', label: t('help.articleTitle'), max: HELP_LIMITS.articleTitle },
          { key: 'bodyHtml', label: t('help.body'), max: HELP_LIMITS.articleBody, kind: 'html' },
        ]}
        values={{ title: draft.title, bodyHtml: draft.bodyHtml }}
        onChange={edit}
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="title"
        testId="help-article-texts"
      />
      <p className="text-[11px] text-muted">{t('help.sanitiseNote')}</p>
    </EditorModal>
  );
}

/** A new article (in `categoryId`), or an existing one read afresh with its bodies before it is edited. */
export function ArticleEditor({
  id,
  categoryId,
  categories,
  onClose,
}: {
  id: string | null;
  categoryId: string;
  categories: TBoHelpCategory[];
  onClose: () => void;
}) {
  const article = useHelpArticle(id);
  if (id === null) {
    const blank: TDraft = { categoryId, slug: '', title: {}, bodyHtml: {}, status: 'DRAFT', revision: null };
    return <Form initial={blank} id={null} categories={categories} onClose={onClose} />;
  }
  if (article.error) return <ErrorNote error={article.error} />;
  if (!article.data) return <Spinner className="size-5 text-muted" />;
  return <Form initial={draftOf(article.data)} id={id} categories={categories} onClose={onClose} />;
}
