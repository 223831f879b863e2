import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import {
  DEPOSIT_CHANNEL_NAME_MAX,
  type TBoDepositChannel,
  ZDepositChannelNamesBody,
} from '@tala/contract/backoffice/payments';
import { parseLanguage } from '@tala/contract/i18n/languages';
import { pickText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { Button } from '@tala/ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, EditorModal, useTextSave } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { EmptyRow, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { can, useMe } from '../../lib/session.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';

const KEY = ['deposit-channels'] as const;

function NamesEditor({ channel, onClose }: { channel: TBoDepositChannel; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const [names, setNames] = useState<TLocalizedText>(channel.names);
  const { errors, submit, mutation } = useTextSave({
    validate: () => clientTextErrors(ZDepositChannelNamesBody, { names }, [], t),
    save: () =>
      api<{ channels: TBoDepositChannel[] }>(
        'PUT',
        boPath(BO_PATHS.depositChannelNames, { code: channel.code }),
        {
          names,
        },
      ),
    onSaved: (saved) => {
      queryClient.setQueryData(KEY, saved);
      onClose();
    },
  });
  return (
    <EditorModal
      title={t('content.channels.edit', { code: channel.code })}
      testId="channel-editor"
      width={1000}
      onClose={onClose}
      onSave={submit}
      busy={mutation.isPending}
      error={mutation.error}
    >
      <LocalizedTextFields
        fields={[{ key: 'names', label: t('content.channels.name'), max: DEPOSIT_CHANNEL_NAME_MAX }]}
        values={{ names }}
        onChange={(_key, lang, value) => setNames({ ...names, [lang]: value })}
        defaultLanguage={defaultLanguage}
        errors={errors}
        primary="names"
        testId="channel-texts"
      />
    </EditorModal>
  );
}

/** Deposit channels: what players see each one called, per language (limits and accounts stay as set up). */
export function DepositChannels() {
  const { t, i18n } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const me = useMe();
  const editable = can(me.data, 'payments.channels');
  const [editing, setEditing] = useState<TBoDepositChannel | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ channels: TBoDepositChannel[] }>('GET', BO_PATHS.depositChannels),
  });
  const lang = parseLanguage(i18n.language) ?? defaultLanguage;
  const channels = query.data?.channels ?? [];
  return (
    <div className={TABLE.wrap}>
      <ErrorNote error={query.error} />
      <table className={TABLE.table}>
        <thead>
          <tr>
            <th className={TABLE.th}>{t('content.channels.name')}</th>
            <th className={TABLE.th}>{t('payments.channel')}</th>
            <th className={TABLE.th}>{t('content.languages')}</th>
            <th className={TABLE.th}>{t('content.channels.limits')}</th>
            <th className={TABLE.th}>{t('notices.state')}</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr key={channel.code} className={TABLE.row} data-testid="channel-row">
              <td className={`${TABLE.td} font-medium`}>{pickText(channel.names, lang, defaultLanguage)}</td>
              <td className={`${TABLE.td} font-mono text-xs text-muted`}>{channel.code}</td>
              <td className={TABLE.td}>
                <LanguageCoverage text={channel.names} />
              </td>
              <td className={`${TABLE.td} tabular text-muted`}>
                {channel.minAmount} – {channel.maxAmount}
              </td>
              <td className={TABLE.td}>
                <Badge tone={channel.enabled ? 'success' : 'neutral'}>
                  {t(channel.enabled ? 'content.channels.enabled' : 'content.channels.disabled')}
                </Badge>
              </td>
              <td className={`${TABLE.td} text-right`}>
                {editable ? (
                  <Button size="sm" variant="ghost" onClick={() => setEditing(channel)}>
                    {t('content.channels.editNames')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
          {query.data && channels.length === 0 ? <EmptyRow colSpan={6} text={t('notices.none')} /> : null}
        </tbody>
      </table>
      {editing ? <NamesEditor channel={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
