import { useTranslation } from 'react-i18next';
import { ShareLinkPanel, signupLink } from '../../../components/centre/share-link-panel.tsx';

/**
 * The agent's invitation link and its QR code (issue 12 §1): a visitor who opens it gets the register
 * popup with the code filled in, and registers under this agent.
 */
export function InvitationPanel({ code }: { code: string }) {
  const { t } = useTranslation('agent');
  return (
    <ShareLinkPanel
      title={t('invite.title')}
      icon="qr"
      intro={t('invite.intro')}
      code={code}
      link={signupLink(window.location.origin, 'affiliateCode', code)}
      texts={{ qr: t('invite.qr'), code: t('invite.code'), link: t('invite.link') }}
      testId="agent-invitation"
    />
  );
}
