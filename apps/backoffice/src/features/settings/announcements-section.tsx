import {
  NOTICE_LIMITS,
  type TBoAnnouncement,
  type TBoAnnouncementBody,
  ZBoAnnouncementBody,
} from '@tala/contract/backoffice/notices';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { STAFF_ANNOUNCEMENT_TYPES, type TStaffAnnouncementType } from '@tala/contract/constants';
import { parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import { POPUP_DISPLAY_RULES, type TPopupDisplayRule } from '@tala/contract/notices/announcements';
import { Button } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, EditorModal, RowActions, useTextSave } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { dateTime } from '../../lib/format.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';

type TDraft = {
  type: TStaffAnnouncementType;
  title: Partial<Record<TLanguage, string>>;
  contentHtml: Partial<Record<TLanguage, string>>;
  translatedOnly: boolean;
  popup: boolean;
  displayRule: TPopupDisplayRule;
  sort: number;
  publishedAt: string | null;
  expiresAt: string | null;
};

const BLANK: TDraft = {
  type: 'B',
  title: {},
  contentHtml: {},
  translatedOnly: false,
  popup: false,
  displayRule: 'once',
  sort: 0,
  publishedAt: null,
  expiresAt: null,
};

function draftOf(item: TBoAnnouncement): TDraft {
  const { id: _id, live: _live, revision: _revision, ...rest } = item;
  return rest;
}

/** A row of the settings above the texts: a label, its hint and its control. */
function OptionRow({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <div className="text-sm text-fg">{label}</div>
        <div className="text-xs text-muted">{hint}</div>
      </div>
      {children}
    </div>
  );
}

/** Kind, audience and pop-up: how often a pop-up shows is asked only once it is a pop-up. */
function Options({ draft, setDraft }: { draft: TDraft; setDraft: (next: TDraft) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Select
        label={t('notices.type')}
        value={draft.type}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as TStaffAnnouncementType })}
      >
        {STAFF_ANNOUNCEMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`notices.types.${type}`)}
          </option>
        ))}
      </Select>
      <div className="flex flex-col gap-2 rounded-md bg-surface-2 px-3 py-2">
        <OptionRow label={t('notices.popup')} hint={t('notices.popupHint')}>
          <Toggle
            label={t('notices.popup')}
            checked={draft.popup}
            onChange={(popup) => setDraft({ ...draft, popup })}
            testId="popup-toggle"
          />
        </OptionRow>
        {draft.popup ? (
          <Select
            label={t('notices.displayRule')}
            value={draft.displayRule}
            onChange={(event) => setDraft({ ...draft, displayRule: event.target.value as TPopupDisplayRule })}
            data-testid="display-rule"
          >
            {POPUP_DISPLAY_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`notices.displayRules.${rule}`)}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      <div className="rounded-md bg-surface-2 px-3 py-2">
        <OptionRow label={t('content.translatedOnly')} hint={t('content.translatedOnlyHint')}>
          <Toggle
            label={t('content.translatedOnly')}
            checked={draft.translatedOnly}
            onChange={(translatedOnly) => setDraft({ ...draft, translatedOnly })}
          />
        </OptionRow>
      </div>
    </div>
  );
}

function Editor({ initial, id, onClose }: { initial: TDraft; id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [draft, setDraft] = useState(initial);
  const body: TBoAnnouncementBody = draft;
  const { errors, submit, mutation } = useTextSave({
    validate: () =>
      clientTextErrors(
        ZBoAnnouncementBody,
        body,
        [['title', 'contentHtml', draft.title, draft.contentHtml]],
        t,
      ),
    save: () =>
      id
        ? api('PUT', boPath(BO_PATHS.announcement, { id }), body)
        : api('POST', BO_PATHS.announcements, body),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: ['announcements'] });
      onClose();
    },
  });
  const edit = (key: string, lang: TLanguage, value: string) => {
    const field = key as 'title' | 'contentHtml';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <EditorModal
      title={t(id ? 'notices.editAnnouncement' : 'notices.newAnnouncement')}
      testId="announcement-editor"
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <Options draft={draft} setDraft={setDraft} />
      <LocalizedTextFields
        fields={[
          { key: 'title', label: t('notices.titleField'), max: NOTICE_LIMITS.announcementTitle },
          { key: 'contentHtml', label: t('notices.html'), max: 100_000, kind: 'html' },
        ]}
        values={{ title: draft.title, contentHtml: draft.contentHtml }}
        onChange={edit}
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="title"
        testId="announcement-texts"
      />
      <p className="text-[11px] text-muted">{t('notices.sanitiseNote')}</p>
    </EditorModal>
  );
}

export function AnnouncementsSection({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [editing, setEditing] = useState<{ id: string | null; draft: TDraft } | null>(null);
  const list = useQuery({
    queryKey: ['announcements'],
    queryFn: () => api<{ list: TBoAnnouncement[] }>('GET', BO_PATHS.announcements),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', boPath(BO_PATHS.announcement, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
  });
  const consoleLanguage = parseLanguage(i18n.language) ?? defaultLanguage;
  return (
    <Card
      title={t('notices.announcements')}
      padded={false}
      actions={
        editable ? (
          <Button
            size="sm"
            onClick={() => setEditing({ id: null, draft: BLANK })}
            data-testid="add-announcement"
          >
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
              <th className={TABLE.th}>{t('notices.type')}</th>
              <th className={TABLE.th}>{t('content.languages')}</th>
              <th className={TABLE.th}>{t('notices.published')}</th>
              <th className={TABLE.th}>{t('notices.state')}</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((item) => (
              <tr key={item.id} className={TABLE.row} data-testid="announcement-row">
                <td className={`${TABLE.td} max-w-72 truncate font-medium`}>
                  {pickText(item.title, consoleLanguage, defaultLanguage)}
                  {item.popup ? (
                    <span className="ml-2">
                      <Badge tone="brand">
                        {t('notices.popup')} · {t(`notices.displayRules.${item.displayRule}`)}
                      </Badge>
                    </span>
                  ) : null}
                </td>
                <td className={TABLE.td}>{t(`notices.types.${item.type}`)}</td>
                <td className={TABLE.td}>
                  <LanguageCoverage text={item.title} />
                </td>
                <td className={`${TABLE.td} tabular text-muted`}>{dateTime(item.publishedAt)}</td>
                <td className={TABLE.td}>
                  <Badge tone={item.live ? 'success' : 'neutral'}>
                    {t(item.live ? 'notices.live' : 'notices.hidden')}
                  </Badge>
                </td>
                <td className={`${TABLE.td} text-right`}>
                  {editable ? (
                    <RowActions
                      onEdit={() => setEditing({ id: item.id, draft: draftOf(item) })}
                      onDelete={() => remove.mutate(item.id)}
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
