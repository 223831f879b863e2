import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { MESSAGE_AUDIENCES, type TMessageAudience } from '@tala/contract/messages/messages';
import {
  audienceNeedsUsername,
  BO_MESSAGE_LIMITS,
  BO_MESSAGE_PATHS,
  type TBoMessageBody,
  ZBoMessageBody,
} from '@tala/contract/messages/messages-staff';
import { fromZonedLocal, toZonedLocal } from '@tala/contract/time-zone';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextSave } from '../../components/content-editor.tsx';
import { LocalizedTextFields } from '../../components/localized-text-fields.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { api } from '../../lib/api.ts';
import { useDefaultLanguage, useTextPicker } from '../../lib/default-language.ts';
import { count } from '../../lib/format.ts';
import { clientTextErrors } from '../../lib/text-errors.ts';
import { MESSAGES_KEY, useAudienceSize, useMerchantTimeZone, useVipRankOptions } from './use-messages.ts';

type TWhen = 'now' | 'later';
type TDraft = {
  audience: TMessageAudience;
  username: string;
  /** VIP_RANK: the lowest rank it reaches (decision 057). */
  rankLevel: number | null;
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
  when: TWhen;
  /** datetime-local on the merchant's clock. */
  sendLocal: string;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The server's rule for a scheduled time (BO_MSG_SEND_AT_INVALID), checked before sending. */
function isSendAtValid(sendAt: string | null): boolean {
  if (sendAt === null) return true;
  const ms = Date.parse(sendAt) - Date.now();
  return ms > 0 && ms <= BO_MESSAGE_LIMITS.scheduleDays * DAY_MS;
}

function bodyOf(draft: TDraft, timeZone: string): TBoMessageBody {
  return {
    audience: draft.audience,
    username: audienceNeedsUsername(draft.audience) ? draft.username.trim() : null,
    rankLevel: draft.audience === 'VIP_RANK' ? draft.rankLevel : null,
    title: draft.title,
    bodyHtml: draft.bodyHtml,
    sendAt: draft.when === 'now' ? null : (fromZonedLocal(draft.sendLocal, timeZone) ?? draft.sendLocal),
  };
}

/** Who it reaches, said before sending: the count now, or why a username does not fit. */
function AudienceNote({
  audience,
  username,
  rankLevel,
}: {
  audience: TMessageAudience;
  username: string;
  rankLevel: number | null;
}) {
  const { t } = useTranslation();
  const size = useAudienceSize(audience, username, rankLevel);
  if (audienceNeedsUsername(audience) && username.trim() === '') {
    return <p className="text-xs text-faint">{t('messages.audienceNeedsName')}</p>;
  }
  if (audience === 'VIP_RANK' && rankLevel === null) {
    return <p className="text-xs text-faint">{t('messages.audienceNeedsRank')}</p>;
  }
  if (size.error) return <p className="text-xs text-danger">{size.error.message}</p>;
  return (
    <p className="text-xs text-muted" data-testid="message-audience-size">
      {size.data
        ? t('messages.audienceSize', { count: size.data.size, formatted: count(size.data.size) })
        : '…'}
    </p>
  );
}

/** The VIP rank a VIP_RANK message reaches, with every rank above it (the ladder's names, in the console's language). */
function RankPicker({ value, onChange }: { value: number | null; onChange: (level: number | null) => void }) {
  const { t } = useTranslation();
  const textOf = useTextPicker();
  const ranks = useVipRankOptions().data?.ranks ?? [];
  return (
    <Select
      label={t('messages.rankLevel')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      data-testid="message-rank"
    >
      <option value="">{t('messages.pickRank')}</option>
      {ranks.map((rank) => (
        <option key={rank.level} value={rank.level}>
          {t('messages.rankAndAbove', { level: rank.level, name: textOf(rank.names) })}
        </option>
      ))}
    </Select>
  );
}

/**
 * The message composer (issue 14 §6, decision 055): audience (everyone, an agent's team, one player by username, a VIP
 * rank and above),
 * title and body per language (plain title, sanitised HTML body, as announcements), send now or at a time on the
 * merchant's clock.
 */
export function MessageComposer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultLanguage = useDefaultLanguage();
  const timeZone = useMerchantTimeZone() ?? 'UTC';
  const [draft, setDraft] = useState<TDraft>(() => ({
    audience: 'EVERYONE',
    username: '',
    rankLevel: null,
    title: {},
    bodyHtml: {},
    when: 'now',
    sendLocal: toZonedLocal(new Date(Date.now() + HOUR_MS).toISOString(), timeZone),
  }));
  const set = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const body = bodyOf(draft, timeZone);
  const { errors, submit, mutation } = useTextSave({
    validate: () => {
      const errors = clientTextErrors(
        ZBoMessageBody,
        body,
        [['title', 'bodyHtml', draft.title, draft.bodyHtml]],
        t,
      );
      if (!isSendAtValid(body.sendAt)) errors.sendAt = t('errors:BO_MSG_SEND_AT_INVALID');
      return errors;
    },
    save: () => api('POST', BO_MESSAGE_PATHS.messages, body),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      onClose();
    },
  });
  const edit = (key: string, lang: TLanguage, value: string) => {
    const field = key as 'title' | 'bodyHtml';
    setDraft((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('messages.compose')}
      description={t('messages.composeHint')}
      width={1180}
      testId="message-composer"
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 rounded-lg border border-line bg-surface p-3 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Select
              label={t('messages.audience')}
              value={draft.audience}
              onChange={(event) => set({ audience: event.target.value as TMessageAudience })}
              data-testid="message-audience"
            >
              {MESSAGE_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {t(`messages.audiences.${audience}`)}
                </option>
              ))}
            </Select>
            {draft.audience === 'VIP_RANK' ? (
              <RankPicker value={draft.rankLevel} onChange={(rankLevel) => set({ rankLevel })} />
            ) : null}
            {audienceNeedsUsername(draft.audience) ? (
              <TextField
                label={t(draft.audience === 'AGENT_TEAM' ? 'messages.agentName' : 'messages.playerName')}
                value={draft.username}
                maxLength={32}
                autoComplete="off"
                onChange={(event) => set({ username: event.target.value })}
                error={errors.username}
                data-testid="message-username"
              />
            ) : null}
            <AudienceNote
              audience={draft.audience}
              username={audienceNeedsUsername(draft.audience) ? draft.username : ''}
              rankLevel={draft.rankLevel}
            />
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-xs font-medium text-muted">{t('messages.when')}</span>
            <div className="self-start">
              <SegmentTabs
                values={['now', 'later'] as const}
                value={draft.when}
                onChange={(when) => set({ when })}
                labelOf={(when) => t(`messages.whenOptions.${when}`)}
                label={t('messages.when')}
                testIdPrefix="message-when-"
              />
            </div>
            {draft.when === 'later' ? (
              <TextField
                label={t('messages.sendAt', { zone: timeZone })}
                type="datetime-local"
                value={draft.sendLocal}
                onChange={(event) => set({ sendLocal: event.target.value })}
                error={errors.sendAt}
                data-testid="message-send-at"
              />
            ) : null}
          </div>
        </div>
        <LocalizedTextFields
          fields={[
            { key: 'title', label: t('messages.titleField'), max: BO_MESSAGE_LIMITS.title },
            {
              key: 'bodyHtml',
              label: t('messages.bodyField'),
              max: BO_MESSAGE_LIMITS.bodyHtml,
              kind: 'html',
            },
          ]}
          values={{ title: draft.title, bodyHtml: draft.bodyHtml }}
          onChange={edit}
          defaultLanguage={defaultLanguage}
          errors={errors}
          primary="title"
          testId="message-texts"
        />
        <p className="text-[11px] text-muted">{t('messages.sanitiseNote')}</p>
        <ErrorNote error={mutation.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={mutation.isPending} onClick={submit} data-testid="message-send">
            {t(draft.when === 'now' ? 'messages.sendNow' : 'messages.schedule')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
