import {
  NOTICE_LIMITS,
  type TBoBanner,
  type TBoBannerBody,
  ZBoBannerBody,
} from '@tala/contract/backoffice/notices';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { BANNER_GROUPS, type TBannerGroup } from '@tala/contract/constants';
import { parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { Button } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, EditorModal, RowActions, useTextSave } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';

type TDraft = Omit<TBoBanner, 'id'>;
type TTextKey = 'title' | 'subtitle' | 'cta';

const BLANK: TDraft = {
  group: 'home',
  title: {},
  subtitle: {},
  cta: {},
  translatedOnly: false,
  artwork: 'welcome-bonus',
  linkUrl: null,
  sort: 0,
};

function Placement({ draft, setDraft }: { draft: TDraft; setDraft: (next: TDraft) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_1fr_2fr_6rem]">
      <Select
        label={t('notices.group')}
        value={draft.group}
        onChange={(event) => setDraft({ ...draft, group: event.target.value as TBannerGroup })}
      >
        {BANNER_GROUPS.map((group) => (
          <option key={group} value={group}>
            {t(`notices.groups.${group}`)}
          </option>
        ))}
      </Select>
      <TextField
        label={t('notices.artwork')}
        hint={t('notices.artworkHint')}
        value={draft.artwork}
        maxLength={40}
        onChange={(event) => setDraft({ ...draft, artwork: event.target.value })}
      />
      <TextField
        label={t('notices.link')}
        placeholder="/promotions"
        hint={t('notices.linkHint')}
        value={draft.linkUrl ?? ''}
        maxLength={500}
        onChange={(event) => setDraft({ ...draft, linkUrl: event.target.value || null })}
      />
      <TextField
        label={t('notices.sort')}
        type="number"
        min={0}
        max={10000}
        value={draft.sort}
        onChange={(event) => setDraft({ ...draft, sort: Number(event.target.value) })}
      />
    </div>
  );
}

function Editor({ initial, id, onClose }: { initial: TDraft; id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const body: TBoBannerBody = draft;
  const { errors, submit, mutation } = useTextSave({
    validate: () =>
      clientTextErrors(ZBoBannerBody, body, [['title', 'subtitle', draft.title, draft.subtitle]], t),
    save: () =>
      id ? api('PUT', boPath(BO_PATHS.banner, { id }), body) : api('POST', BO_PATHS.banners, body),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: ['banners'] });
      onClose();
    },
  });
  const edit = (key: string, lang: TLanguage, value: string) => {
    const field = key as TTextKey;
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <EditorModal
      title={t(id ? 'notices.editBanner' : 'notices.newBanner')}
      testId="banner-editor"
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <Placement draft={draft} setDraft={setDraft} />
      <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2">
        <div>
          <div className="text-sm text-fg">{t('content.translatedOnly')}</div>
          <div className="text-xs text-muted">{t('content.translatedOnlyHint')}</div>
        </div>
        <Toggle
          label={t('content.translatedOnly')}
          checked={draft.translatedOnly}
          onChange={(translatedOnly) => setDraft({ ...draft, translatedOnly })}
        />
      </div>
      <LocalizedTextFields
        fields={[
          { key: 'title', label: t('notices.titleField'), max: NOTICE_LIMITS.bannerTitle },
          {
            key: 'subtitle',
            label: t('notices.subtitle'),
            max: NOTICE_LIMITS.bannerSubtitle,
            kind: 'textarea',
          },
          { key: 'cta', label: t('content.cta'), max: NOTICE_LIMITS.bannerCta },
        ]}
        values={{ title: draft.title, subtitle: draft.subtitle, cta: draft.cta }}
        onChange={edit}
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="title"
        testId="banner-texts"
      />
    </EditorModal>
  );
}

export function BannersSection({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [editing, setEditing] = useState<{ id: string | null; draft: TDraft } | null>(null);
  const list = useQuery({
    queryKey: ['banners'],
    queryFn: () => api<{ list: TBoBanner[] }>('GET', BO_PATHS.banners),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', boPath(BO_PATHS.banner, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
  const shown = (text: TLocalizedText) =>
    pickText(text, parseLanguage(i18n.language) ?? defaultLanguage, defaultLanguage);
  return (
    <Card
      title={t('notices.banners')}
      padded={false}
      actions={
        editable ? (
          <Button size="sm" onClick={() => setEditing({ id: null, draft: BLANK })}>
            {t('notices.add')}
          </Button>
        ) : null
      }
    >
      <ErrorNote error={list.error ?? remove.error} />
      <div className={TABLE.wrap}>
        <table className={TABLE.table}>
          <thead>
            <tr>
              <th className={TABLE.th}>{t('notices.titleField')}</th>
              <th className={TABLE.th}>{t('notices.group')}</th>
              <th className={TABLE.th}>{t('content.languages')}</th>
              <th className={TABLE.th}>{t('notices.link')}</th>
              <th className={TABLE.th}>{t('notices.sort')}</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((banner) => (
              <tr key={banner.id} className={TABLE.row} data-testid="banner-row">
                <td className={TABLE.td}>
                  <div className="font-medium">{shown(banner.title)}</div>
                  <div className="text-xs text-muted">{shown(banner.subtitle)}</div>
                </td>
                <td className={TABLE.td}>
                  <Badge tone="info">{t(`notices.groups.${banner.group}`)}</Badge>
                </td>
                <td className={TABLE.td}>
                  <LanguageCoverage text={banner.title} />
                </td>
                <td className={`${TABLE.td} font-mono text-xs text-muted`}>{banner.linkUrl ?? '—'}</td>
                <td className={`${TABLE.td} tabular`}>{banner.sort}</td>
                <td className={`${TABLE.td} text-right`}>
                  {editable ? (
                    <RowActions
                      onEdit={() => {
                        const { id, ...draft } = banner;
                        setEditing({ id, draft });
                      }}
                      onDelete={() => remove.mutate(banner.id)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
            {list.data && list.data.list.length === 0 ? (
              <EmptyRow colSpan={6} text={t('notices.none')} />
            ) : null}
          </tbody>
        </table>
      </div>
      {editing ? <Editor initial={editing.draft} id={editing.id} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
