import type { TBoAnnouncement, TBoAnnouncementBody } from '@tala/contract/backoffice/notices';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { ANNOUNCEMENT_TYPES, type TAnnouncementType } from '@tala/contract/constants';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type TLanguage } from '@tala/contract/i18n/languages';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { SafeHtml } from '@tala/ui/safe-html';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Select, TextArea, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';

const BLANK: TBoAnnouncementBody = {
  type: 'B',
  language: null,
  title: '',
  contentHtml: '<p></p>',
  popup: false,
  sort: 0,
  publishedAt: null,
  expiresAt: null,
};

/** Tiny toolbar: wraps the selection of the HTML textarea in a tag (the server sanitises whatever arrives). */
const TAGS = ['b', 'i', 'u', 'p', 'h3', 'a'] as const;
function wrapSelection(area: HTMLTextAreaElement | null, tag: (typeof TAGS)[number], html: string): string {
  if (!area) return html;
  const { selectionStart: start, selectionEnd: end } = area;
  const open = tag === 'a' ? '<a href="/">' : `<${tag}>`;
  return `${html.slice(0, start)}${open}${html.slice(start, end)}</${tag}>${html.slice(end)}`;
}

function Editor({
  initial,
  id,
  onClose,
}: {
  initial: TBoAnnouncementBody;
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [area, setArea] = useState<HTMLTextAreaElement | null>(null);
  const save = useMutation({
    mutationFn: () =>
      id
        ? api('PUT', boPath(BO_PATHS.announcement, { id }), draft)
        : api('POST', BO_PATHS.announcements, draft),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['announcements'] });
      onClose();
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(id ? 'notices.editAnnouncement' : 'notices.newAnnouncement')}
      width={880}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <TextField
            label={t('notices.titleField')}
            maxLength={200}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <Select
              label={t('notices.type')}
              value={draft.type}
              onChange={(event) => setDraft({ ...draft, type: event.target.value as TAnnouncementType })}
            >
              {ANNOUNCEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`notices.types.${type}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('notices.language')}
              value={draft.language ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, language: (event.target.value || null) as TLanguage | null })
              }
            >
              <option value="">{t('notices.allLanguages')}</option>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {LANGUAGE_NATIVE_NAMES[lang]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-wrap gap-1">
            {TAGS.map((tag) => (
              <Button
                key={tag}
                size="sm"
                variant="secondary"
                className="font-mono"
                onClick={() =>
                  setDraft({ ...draft, contentHtml: wrapSelection(area, tag, draft.contentHtml) })
                }
              >
                {`<${tag}>`}
              </Button>
            ))}
          </div>
          <TextArea
            ref={setArea}
            label={t('notices.html')}
            rows={10}
            maxLength={100_000}
            value={draft.contentHtml}
            onChange={(event) => setDraft({ ...draft, contentHtml: event.target.value })}
          />
          <div className="flex items-center justify-between rounded-md bg-surface-2 px-3 py-2 text-sm">
            {t('notices.popup')}
            <Toggle
              label={t('notices.popup')}
              checked={draft.popup}
              onChange={(popup) => setDraft({ ...draft, popup })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <div className="text-xs font-medium text-muted">{t('notices.preview')}</div>
          <div className="min-h-48 rounded-lg border border-line bg-bg p-4 text-sm text-fg">
            <h3 className="mb-2 text-base font-bold">{draft.title || '—'}</h3>
            <SafeHtml html={draft.contentHtml} />
          </div>
          <p className="text-[11px] text-faint">{t('notices.sanitiseNote')}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        <ErrorNote error={save.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={save.isPending} disabled={!draft.title.trim()} onClick={() => save.mutate()}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function AnnouncementsSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ id: string | null; body: TBoAnnouncementBody } | null>(null);
  const list = useQuery({
    queryKey: ['announcements'],
    queryFn: () => api<{ list: TBoAnnouncement[] }>('GET', BO_PATHS.announcements),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', boPath(BO_PATHS.announcement, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }),
  });
  return (
    <Card
      title={t('notices.announcements')}
      padded={false}
      actions={
        editable ? (
          <Button size="sm" onClick={() => setEditing({ id: null, body: BLANK })}>
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
              <th className={TABLE.th}>{t('notices.language')}</th>
              <th className={TABLE.th}>{t('notices.published')}</th>
              <th className={TABLE.th}>{t('notices.state')}</th>
              <th className={TABLE.th} />
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((item) => (
              <tr key={item.id} className={TABLE.row}>
                <td className={`${TABLE.td} max-w-72 truncate font-medium`}>
                  {item.title}
                  {item.popup ? (
                    <span className="ml-2">
                      <Badge tone="brand">{t('notices.popup')}</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={TABLE.td}>{t(`notices.types.${item.type}`)}</td>
                <td className={`${TABLE.td} text-muted`}>
                  {item.language ? LANGUAGE_NATIVE_NAMES[item.language] : t('notices.allLanguages')}
                </td>
                <td className={`${TABLE.td} tabular text-muted`}>{dateTime(item.publishedAt)}</td>
                <td className={TABLE.td}>
                  <Badge tone={item.live ? 'success' : 'neutral'}>
                    {t(item.live ? 'notices.live' : 'notices.hidden')}
                  </Badge>
                </td>
                <td className={`${TABLE.td} text-right`}>
                  {editable ? (
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          setEditing({ id: item.id, body: { ...item, publishedAt: item.publishedAt } })
                        }
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        onClick={() => window.confirm(t('notices.confirmDelete')) && remove.mutate(item.id)}
                      >
                        {t('common.delete')}
                      </Button>
                    </div>
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
      {editing ? <Editor initial={editing.body} id={editing.id} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
