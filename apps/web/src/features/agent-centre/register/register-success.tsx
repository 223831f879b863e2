import type { TTeamRegisterResult } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { CopyButton } from '../../../components/centre/copy-button.tsx';
import { InfoRows } from '../../../components/centre/panel.tsx';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useKindText } from '../components/member-kind.tsx';

/** The account just made: its name, kind and id, a sub-agent's own invitation code to pass on, what next. */
export function RegisterSuccess({
  created,
  onAnother,
}: {
  created: TTeamRegisterResult;
  onAnother: () => void;
}) {
  const { t } = useTranslation('agent');
  const kindText = useKindText();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and its button) is gone: focus goes to what replaced it, so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  const rows = [
    { label: t('register.username'), value: created.username, testId: 'agent-created-username' },
    { label: t('details.type'), value: kindText(created.agentType) },
    { label: t('details.id'), value: created.id },
  ];
  return (
    <section
      className="rounded-2xl border border-success/40 bg-[linear-gradient(160deg,color-mix(in_oklab,var(--success)_12%,var(--surface)),var(--surface))] p-5 sm:p-6"
      data-testid="agent-register-success"
      aria-labelledby="agent-created-title"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-success text-success-contrast">
          <Icon name="check" className="size-6" />
        </span>
        <div className="min-w-0">
          <h3
            id="agent-created-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-fg outline-none"
          >
            {t('register.done')}
          </h3>
          <p className="text-sm text-muted">{t('register.doneHint')}</p>
        </div>
      </div>
      <div className="mt-5">
        <InfoRows rows={rows} />
      </div>
      {created.affiliateCode ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-accent/50 bg-accent/8 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs text-muted">{t('register.inviteCode')}</p>
            <p
              className="font-mono text-lg font-bold tracking-widest text-fg"
              data-testid="agent-created-code"
            >
              {created.affiliateCode}
            </p>
          </div>
          <CopyButton
            value={created.affiliateCode}
            label={t('register.inviteCode')}
            testId="agent-created-copy"
          />
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onAnother} data-testid="agent-register-another">
          <Icon name="user-plus" className="size-4" />
          {t('register.another')}
        </Button>
        <Button variant="secondary" onClick={() => openAgentCentre('teamManagement')}>
          <Icon name="users" className="size-4" />
          {t('register.toTeam')}
        </Button>
      </div>
    </section>
  );
}
