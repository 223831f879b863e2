import type { TBoBanner, TBoBannerBody } from '@tala/contract/backoffice/notices';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { BANNER_GROUPS, type TBannerGroup } from '@tala/contract/constants';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';

const BLANK: TBoBannerBody = {
  group: 'home',
  language: null,
  title: '',
  subtitle: '',
  artwork: 'welcome',
  linkUrl: null,
  sort: 0,
};

function Editor({
  initial,
  id,
  onClose,
}: {
  initial: TBoBannerBody;
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      id ? api('PUT', boPath(BO_PATHS.banner, { id }), draft) : api('POST', BO_PATHS.banners, draft),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['banners'] });
      onClose();
    },
  });
  const text = (key: 'title' | 'subtitle' | 'artwork', max: number) => ({
    value: draft[key],
    maxLength: max,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(id ? 'notices.editBanner' : 'notices.newBanner')}
      width={480}
    >
      <div className="flex flex-col gap-3">
        <TextField label={t('notices.titleField')} {...text('title', 120)} />
        <TextField label={t('notices.subtitle')} {...text('subtitle', 240)} />
        <div className="grid grid-cols-2 gap-3">
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
          <TextField label={t('notices.artwork')} hint={t('notices.artworkHint')} {...text('artwork', 40)} />
        </div>
        <div className="grid grid-cols-[1fr_6rem] gap-3">
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

export function BannersSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ id: string | null; body: TBoBannerBody } | null>(null);
  const list = useQuery({
    queryKey: ['banners'],
    queryFn: () => api<{ list: TBoBanner[] }>('GET', BO_PATHS.banners),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE', boPath(BO_PATHS.banner, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
  return (
    <Card
      title={t('notices.banners')}
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
              <th className={TABLE.th}>{t('notices.group')}</th>
              <th className={TABLE.th}>{t('notices.artwork')}</th>
              <th className={TABLE.th}>{t('notices.link')}</th>
              <th className={TABLE.th}>{t('notices.sort')}</th>
              <th className={TABLE.th} />
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((banner) => (
              <tr key={banner.id} className={TABLE.row}>
                <td className={TABLE.td}>
                  <div className="font-medium">{banner.title}</div>
                  <div className="text-xs text-faint">{banner.subtitle}</div>
                </td>
                <td className={TABLE.td}>
                  <Badge tone="info">{t(`notices.groups.${banner.group}`)}</Badge>
                </td>
                <td className={`${TABLE.td} font-mono text-xs text-muted`}>{banner.artwork}</td>
                <td className={`${TABLE.td} font-mono text-xs text-muted`}>{banner.linkUrl ?? '—'}</td>
                <td className={`${TABLE.td} tabular`}>{banner.sort}</td>
                <td className={`${TABLE.td} text-right`}>
                  {editable ? (
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ id: banner.id, body: banner })}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        onClick={() => window.confirm(t('notices.confirmDelete')) && remove.mutate(banner.id)}
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
