import type { TTeamRegisterResult } from '@tala/contract/agent/team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { rulesByField } from '../../../lib/field-rules.ts';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { QueryError } from '../components/query-error.tsx';
import { InvitationPanel } from './invitation-panel.tsx';
import { RegisterSuccess } from './register-success.tsx';
import { TeamRegisterForm } from './team-register-form.tsx';

/**
 * Register (seed 001 §2, issue 12 §2.3): the agent creates a player or a sub-agent directly under itself,
 * with the merchant's username and password rules, as the site's registration checks them.
 * Above the form, the agent's own invitation link and QR code, for visitors who register themselves.
 */
export function RegisterPage() {
  const { t } = useTranslation('agent');
  const settings = useRegisterSettings();
  const code = useMemberInfo().data?.affiliateCode;
  const [created, setCreated] = useState<TTeamRegisterResult | null>(null);
  if (settings.isPending) return <PanelSkeleton rows={2} />;
  if (!settings.data) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="max-w-2xl space-y-5">
      {code ? <InvitationPanel code={code} /> : null}
      {created ? (
        <RegisterSuccess created={created} onAnother={() => setCreated(null)} />
      ) : (
        <Panel title={t('register.title')} icon="user-plus" testId="agent-register">
          <p className="mb-5 text-sm text-muted">{t('register.intro')}</p>
          <TeamRegisterForm rules={rulesByField(settings.data)} onCreated={setCreated} />
        </Panel>
      )}
    </div>
  );
}
