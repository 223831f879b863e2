import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { SIDE_BAR_LIMITS, type TBoSideBar, ZSideBarBody } from '@tala/contract/backoffice/side-bar';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES } from '@tala/contract/constants';
import { parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { Button } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, EditorModal, RowActions, useTextSave } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Card, EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { clientTextErrors, type TTextErrors } from '../../lib/text-errors.ts';

type TKind = 'resources' | 'customerService';
type TEntry = { type: string; url: string; qrCodeUrl?: string; label: TLocalizedText };
const KEY = ['side-bar'] as const;

function entriesOf(sideBar: TBoSideBar, kind: TKind): TEntry[] {
  return kind === 'resources'
    ? sideBar.resources.map((r) => ({
        type: r.resourceType,
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
        label: r.label,
      }))
    : sideBar.customerService.map((c) => ({ type: c.csType, url: c.path, label: c.label }));
}

/** The whole side bar with one entry replaced (index) or added (index = length), as the server takes it. */
function withEntry(sideBar: TBoSideBar, kind: TKind, index: number, entry: TEntry | null) {
  const list = entriesOf(sideBar, kind);
  if (entry) list.splice(index, 1, entry);
  else list.splice(index, 1);
  const resources =
    kind === 'resources'
      ? list.map((e) => ({
          resourceType: e.type,
          url: e.url,
          qrCodeUrl: e.qrCodeUrl || e.url,
          label: e.label,
        }))
      : sideBar.resources;
  const customerService =
    kind === 'customerService'
      ? list.map((e) => ({ csType: e.type, path: e.url, label: e.label }))
      : sideBar.customerService;
  return { resources, customerService };
}

function useRemoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api<TBoSideBar>('PUT', BO_PATHS.settingsSideBar, body),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

/** Errors of this entry: the schema and the server name paths in the whole side bar (resources.2.label.vi). */
function ownErrors(errors: TTextErrors, kind: TKind, index: number): TTextErrors {
  const prefix = `${kind}.${index}.`;
  return Object.fromEntries(
    Object.entries(errors).map(([path, text]) => [
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
      text,
    ]),
  );
}

function EntryEditor({
  sideBar,
  kind,
  index,
  onClose,
}: {
  sideBar: TBoSideBar;
  kind: TKind;
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const types: readonly string[] = kind === 'resources' ? RESOURCE_TYPES : CUSTOMER_SERVICE_TYPES;
  const [entry, setEntry] = useState<TEntry>(
    () => entriesOf(sideBar, kind)[index] ?? { type: types[0] ?? '', url: '/', label: {} },
  );
  const body = withEntry(sideBar, kind, index, entry);
  const {
    errors: all,
    submit,
    mutation,
  } = useTextSave({
    validate: () => clientTextErrors(ZSideBarBody, body, [], t),
    save: () => api<TBoSideBar>('PUT', BO_PATHS.settingsSideBar, body),
    onSaved: (saved) => {
      queryClient.setQueryData(KEY, saved);
      onClose();
    },
  });
  const errors = ownErrors(all, kind, index);
  const max = kind === 'resources' ? SIDE_BAR_LIMITS.resourceLabel : SIDE_BAR_LIMITS.serviceLabel;
  return (
    <EditorModal
      title={t(kind === 'resources' ? 'content.sideBar.editResource' : 'content.sideBar.editChat')}
      testId="side-bar-editor"
      width={1000}
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <div className="grid gap-3 md:grid-cols-3">
        <Select
          label={t('content.sideBar.type')}
          value={entry.type}
          onChange={(event) => setEntry({ ...entry, type: event.target.value })}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`content.sideBar.types.${type.replace(' ', '_')}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('notices.link')}
          hint={t('notices.linkHint')}
          value={entry.url}
          maxLength={500}
          error={errors.url ?? errors.path}
          onChange={(event) => setEntry({ ...entry, url: event.target.value })}
        />
        {kind === 'resources' ? (
          <TextField
            label={t('content.sideBar.qrLink')}
            hint={t('content.sideBar.qrLinkHint')}
            value={entry.qrCodeUrl ?? ''}
            maxLength={500}
            error={errors.qrCodeUrl}
            onChange={(event) => setEntry({ ...entry, qrCodeUrl: event.target.value })}
          />
        ) : null}
      </div>
      <LocalizedTextFields
        fields={[{ key: 'label', label: t('content.sideBar.label'), max }]}
        values={{ label: entry.label }}
        onChange={(_key, lang: TLanguage, value) =>
          setEntry({ ...entry, label: { ...entry.label, [lang]: value } })
        }
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="label"
        testId="side-bar-texts"
      />
      <p className="text-[11px] text-muted">{t('content.sideBar.emptyLabel')}</p>
    </EditorModal>
  );
}

function EntryTable({
  sideBar,
  kind,
  editable,
  onEdit,
}: {
  sideBar: TBoSideBar;
  kind: TKind;
  editable: boolean;
  onEdit: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const remove = useRemoveEntry();
  const entries = entriesOf(sideBar, kind);
  const lang = parseLanguage(i18n.language) ?? defaultLanguage;
  return (
    <div className={TABLE.wrap}>
      <ErrorNote error={remove.error} />
      <table className={TABLE.table}>
        <thead>
          <tr>
            <th className={TABLE.th}>{t('content.sideBar.label')}</th>
            <th className={TABLE.th}>{t('content.sideBar.type')}</th>
            <th className={TABLE.th}>{t('content.languages')}</th>
            <th className={TABLE.th}>{t('notices.link')}</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.type}-${entry.url}`} className={TABLE.row} data-testid={`side-bar-row-${kind}`}>
              <td className={`${TABLE.td} font-medium`}>
                {pickText(entry.label, lang, defaultLanguage) || (
                  <span className="text-muted">{t('content.sideBar.siteName')}</span>
                )}
              </td>
              <td className={`${TABLE.td} text-muted`}>
                {t(`content.sideBar.types.${entry.type.replace(' ', '_')}`)}
              </td>
              <td className={TABLE.td}>
                <LanguageCoverage text={entry.label} />
              </td>
              <td className={`${TABLE.td} max-w-60 truncate font-mono text-xs text-muted`}>{entry.url}</td>
              <td className={`${TABLE.td} text-right`}>
                {editable ? (
                  <RowActions
                    onEdit={() => onEdit(index)}
                    onDelete={() => remove.mutate(withEntry(sideBar, kind, index, null))}
                  />
                ) : null}
              </td>
            </tr>
          ))}
          {entries.length === 0 ? <EmptyRow colSpan={5} text={t('notices.none')} /> : null}
        </tbody>
      </table>
    </div>
  );
}

/** The right side bar (messaging, downloads, customer-service chat): links and labels per language. */
export function SideBarSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ kind: TKind; index: number } | null>(null);
  const query = useQuery({ queryKey: KEY, queryFn: () => api<TBoSideBar>('GET', BO_PATHS.settingsSideBar) });
  const sideBar = query.data;
  return (
    <div className="flex flex-col gap-4">
      <ErrorNote error={query.error} />
      {(['resources', 'customerService'] as const).map((kind) => (
        <Card
          key={kind}
          title={t(`content.sideBar.${kind}`)}
          padded={false}
          actions={
            editable && sideBar ? (
              <Button size="sm" onClick={() => setEditing({ kind, index: entriesOf(sideBar, kind).length })}>
                {t('notices.add')}
              </Button>
            ) : null
          }
        >
          {sideBar ? (
            <EntryTable
              sideBar={sideBar}
              kind={kind}
              editable={editable}
              onEdit={(index) => setEditing({ kind, index })}
            />
          ) : null}
        </Card>
      ))}
      {editing && sideBar ? (
        <EntryEditor
          sideBar={sideBar}
          kind={editing.kind}
          index={editing.index}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
