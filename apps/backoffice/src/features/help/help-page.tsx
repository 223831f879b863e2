import type { TBoHelpArticleRow, TBoHelpCategory } from '@tala/contract/help/help-staff';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { ArticleEditor } from './article-editor.tsx';
import { CategoryEditor } from './category-editor.tsx';
import { useHelpDelete, useHelpMove, useHelpOverview } from './use-help.ts';

type TEditing =
  | { kind: 'category'; category: TBoHelpCategory | null }
  | { kind: 'article'; id: string | null; categoryId: string }
  | null;

/** Move up / down buttons of a row; the first cannot go up and the last cannot go down. */
function MoveButtons({
  kind,
  id,
  first,
  last,
}: {
  kind: 'category' | 'article';
  id: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const move = useHelpMove();
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={first || move.isPending}
        aria-label={t('help.moveUp')}
        onClick={() => move.mutate({ kind, id, direction: 'up' })}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={last || move.isPending}
        aria-label={t('help.moveDown')}
        onClick={() => move.mutate({ kind, id, direction: 'down' })}
      >
        ↓
      </Button>
    </>
  );
}

function useArticleColumns(): TColumn<TBoHelpArticleRow>[] {
  const { t } = useTranslation();
  const pick = useTextPicker();
  return [
    {
      key: 'title',
      label: t('help.articleTitle'),
      primary: true,
      render: (row) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          <span className="font-medium text-fg">{pick(row.title)}</span>
          <span className="font-mono text-[11px] text-muted">/help?topic={row.slug}</span>
        </span>
      ),
    },
    {
      key: 'languages',
      label: t('content.languages'),
      render: (row) => <LanguageCoverage text={row.title} />,
    },
    {
      key: 'status',
      label: t('help.state'),
      render: (row) => (
        <Badge tone={row.status === 'PUBLISHED' ? 'success' : 'neutral'}>
          {t(`help.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'updated',
      label: t('help.updated'),
      render: (row) => (
        <span className="flex flex-col items-end text-xs leading-snug md:items-start">
          <span className="tabular whitespace-nowrap text-fg">{dateTime(row.updatedAt)}</span>
          <span className="text-faint">{row.updatedBy ?? t('help.bySystem')}</span>
        </span>
      ),
    },
  ];
}

/** One category: its title, icon and address name, its order buttons, and its articles in order. */
function CategoryCard({
  category,
  articles,
  position,
  editable,
  setEditing,
}: {
  category: TBoHelpCategory;
  articles: TBoHelpArticleRow[];
  position: { first: boolean; last: boolean };
  editable: boolean;
  setEditing: (next: TEditing) => void;
}) {
  const { t } = useTranslation();
  const pick = useTextPicker();
  const columns = useArticleColumns();
  const remove = useHelpDelete();
  const confirmDelete = (kind: 'category' | 'article', id: string) =>
    window.confirm(t('help.confirmDelete')) && remove.mutate({ kind, id });
  return (
    <Card
      padded={false}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {pick(category.title)}
          <span className="font-mono text-[11px] font-normal text-muted">{category.slug}</span>
        </span>
      }
      actions={
        editable ? (
          <>
            <MoveButtons kind="category" id={category.id} {...position} />
            <Button size="sm" variant="ghost" onClick={() => setEditing({ kind: 'category', category })}>
              {t('common.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              onClick={() => confirmDelete('category', category.id)}
            >
              {t('common.delete')}
            </Button>
            <Button
              size="sm"
              onClick={() => setEditing({ kind: 'article', id: null, categoryId: category.id })}
              data-testid="help-add-article"
            >
              {t('help.addArticle')}
            </Button>
          </>
        ) : null
      }
    >
      <ErrorNote error={remove.error} />
      <DataList
        rows={articles}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('help.noArticles')}
        testId="help-articles"
        actions={{
          label: t('common.edit'),
          render: (row) => (
            <>
              {editable ? (
                <MoveButtons
                  kind="article"
                  id={row.id}
                  first={row.id === articles[0]?.id}
                  last={row.id === articles.at(-1)?.id}
                />
              ) : null}
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing({ kind: 'article', id: row.id, categoryId: row.categoryId })}
                  data-testid={`help-edit-${row.slug}`}
                >
                  {t('common.edit')}
                </Button>
              ) : row.status === 'PUBLISHED' ? (
                <a
                  href={`/help?topic=${encodeURIComponent(row.slug)}`}
                  target="_blank"
                  rel="noreferrer"
                  className="px-2 text-xs font-semibold text-info hover:underline"
                >
                  {t('help.view')}
                </a>
              ) : null}
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => confirmDelete('article', row.id)}
                >
                  {t('common.delete')}
                </Button>
              ) : null}
            </>
          ),
        }}
      />
    </Card>
  );
}

/**
 * The help editor (issue 14 §6 "help articles editor", decision 056): categories and their articles in the order the
 * site shows them, each language's coverage, drafts and published articles; admins and support write them.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const editable = can(me, 'help.edit');
  const overview = useHelpOverview();
  const [editing, setEditing] = useState<TEditing>(null);
  const categories = overview.data?.categories ?? [];
  return (
    <div>
      <PageHeader
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        actions={
          <>
            <a
              href="/help"
              target="_blank"
              rel="noreferrer"
              className="text-xs font-semibold text-info hover:underline"
            >
              {t('help.openSite')}
            </a>
            {editable ? (
              <Button
                size="sm"
                onClick={() => setEditing({ kind: 'category', category: null })}
                data-testid="help-add-category"
              >
                {t('help.addCategory')}
              </Button>
            ) : null}
          </>
        }
      />
      <ErrorNote error={overview.error} />
      <div className="flex flex-col gap-4" data-testid="help-editor">
        {categories.map((category, index) => (
          <CategoryCard
            key={category.id}
            category={category}
            articles={(overview.data?.articles ?? []).filter((article) => article.categoryId === category.id)}
            position={{ first: index === 0, last: index === categories.length - 1 }}
            editable={editable}
            setEditing={setEditing}
          />
        ))}
        {overview.data && categories.length === 0 ? (
          <Card>
            <p className="py-6 text-center text-sm text-faint">{t('help.noCategories')}</p>
          </Card>
        ) : null}
      </div>
      {editing?.kind === 'category' ? (
        <CategoryEditor category={editing.category} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'article' ? (
        <ArticleEditor
          id={editing.id}
          categoryId={editing.categoryId}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
