import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TRegisterRule, ZRegisterRuleList } from '@tala/contract/backoffice/settings';
import { Button } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Card, ErrorNote, TABLE } from '../../components/ui/card.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';

type TList = z.infer<typeof ZRegisterRuleList>;

function RuleRow({
  rule,
  patternIds,
  editable,
}: {
  rule: TRegisterRule;
  patternIds: number[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(rule);
  const dirty = JSON.stringify(draft) !== JSON.stringify(rule);
  const save = useMutation({
    mutationFn: ({ field, ...body }: TRegisterRule) =>
      api('PUT', boPath(BO_PATHS.registerRule, { field }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['register-rules'] }),
  });
  const number = (key: 'minLength' | 'maxLength') => (
    <input
      type="number"
      min={0}
      max={255}
      aria-label={t(`settings.rules.${key}`)}
      disabled={!editable}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: Number(event.target.value) })}
      className="h-8 w-16 rounded-md border border-line bg-surface-2 px-2 text-sm text-fg"
    />
  );
  return (
    <tr className={TABLE.row}>
      <td className={`${TABLE.td} font-medium`}>
        {t(`settings.rules.fields.${rule.field}`, { defaultValue: rule.field })}
        <div className="font-mono text-[11px] text-faint">{rule.field}</div>
      </td>
      <td className={TABLE.td}>
        <Toggle
          label={t('settings.rules.visible')}
          checked={draft.visible}
          disabled={!editable}
          onChange={(visible) => setDraft({ ...draft, visible, required: visible && draft.required })}
        />
      </td>
      <td className={TABLE.td}>
        <Toggle
          label={t('settings.rules.required')}
          checked={draft.required}
          disabled={!editable || !draft.visible}
          onChange={(required) => setDraft({ ...draft, required })}
        />
      </td>
      <td className={TABLE.td}>
        <select
          aria-label={t('settings.rules.pattern')}
          disabled={!editable}
          value={draft.patternId}
          onChange={(event) => setDraft({ ...draft, patternId: Number(event.target.value) })}
          className="h-8 rounded-md border border-line bg-surface-2 px-2 text-sm text-fg"
        >
          {patternIds.map((id) => (
            <option key={id} value={id}>
              #{id}
            </option>
          ))}
        </select>
      </td>
      <td className={TABLE.td}>
        <div className="flex items-center gap-1.5">
          {number('minLength')}
          <span className="text-faint">–</span>
          {number('maxLength')}
        </div>
      </td>
      <td className={`${TABLE.td} text-right`}>
        {editable ? (
          <div className="flex flex-col items-end gap-1">
            <Button size="sm" disabled={!dirty} busy={save.isPending} onClick={() => save.mutate(draft)}>
              {t('common.save')}
            </Button>
            {save.error ? <span className="text-[11px] text-danger">{save.error.message}</span> : null}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

export function RegisterRulesSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const rules = useQuery({
    queryKey: ['register-rules'],
    queryFn: () => api<TList>('GET', BO_PATHS.registerRules),
  });
  return (
    <Card title={t('settings.rules.title')} padded={false}>
      <p className="border-b border-line px-4 py-2.5 text-xs text-muted">{t('settings.rules.help')}</p>
      <ErrorNote error={rules.error} />
      <div className={TABLE.wrap}>
        <table className={TABLE.table}>
          <thead>
            <tr>
              <th className={TABLE.th}>{t('settings.rules.field')}</th>
              <th className={TABLE.th}>{t('settings.rules.visible')}</th>
              <th className={TABLE.th}>{t('settings.rules.required')}</th>
              <th className={TABLE.th}>{t('settings.rules.pattern')}</th>
              <th className={TABLE.th}>{t('settings.rules.length')}</th>
              <th className={TABLE.th} />
            </tr>
          </thead>
          <tbody>
            {rules.data?.rules.map((rule) => (
              <RuleRow
                key={`${rule.field}-${JSON.stringify(rule)}`}
                rule={rule}
                patternIds={rules.data.patternIds}
                editable={editable}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
