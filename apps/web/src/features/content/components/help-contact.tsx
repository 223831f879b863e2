import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { passActionGate } from '../../../lib/action-gate.ts';
import { openCustomerService, serviceTypeFor } from '../../../lib/customer-service.ts';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * "Still need help?": the merchant's chat (VIP service above rank 4, seed 001 §6) and the feedback form of the member
 * centre (signed-in real accounts; the gate asks others to log in). Without the site's frame (/helpmc) there is no
 * member centre to open, so only the chat is offered there.
 */
export function HelpContact({ withFeedback }: { withFeedback: boolean }) {
  const { t } = useTranslation('pages');
  const { data: status } = useSystemStatus();
  const { isLoggedIn } = useSession();
  const { data: member } = useMemberInfo();
  const [chatFailed, setChatFailed] = useState(false);
  const wanted = serviceTypeFor(isLoggedIn ? member?.clubLabel?.rankLevel : null);
  const services = status?.customerService ?? [];
  const chat =
    services.find((entry) => entry.csType === wanted) ??
    services.find((entry) => entry.csType === 'LIVECHAT');
  return (
    <section
      aria-labelledby="help-contact-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:p-6"
      data-testid="help-contact"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/12 text-accent">
        <Icon name="headset" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="help-contact-title" className="text-base font-bold text-fg">
          {t('help.stillNeedHelp')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('help.updated')}</p>
        {chatFailed ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {t('help.chatFailed')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {chat ? (
          <Button
            variant="secondary"
            onClick={async () => setChatFailed(!(await openCustomerService(chat.csType)))}
            data-testid="help-chat"
          >
            {t('help.chat')}
          </Button>
        ) : null}
        {withFeedback ? (
          <Button
            onClick={() => passActionGate() && openMemberCentre('feedback')}
            data-testid="help-feedback"
          >
            {t('help.sendFeedback')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
