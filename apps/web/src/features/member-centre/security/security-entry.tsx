import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { AuthenticatorPanel } from './authenticator-panel.tsx';
import { BankAccountsPanel } from './bank-accounts-panel.tsx';
import { BindContactPanel } from './bind-contact-panel.tsx';
import { DevicesPanel } from './devices-panel.tsx';
import { PasswordsPanel } from './passwords-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { SecurityOverview } from './security-overview.tsx';
import { SocialLinksPanel } from './social-links-panel.tsx';

type TTab = 'profile' | 'passwords' | 'contacts' | 'banks' | 'devices';
const TABS: readonly TTab[] = ['profile', 'passwords', 'contacts', 'banks', 'devices'];

/** My account / security centre (seed 001 §2 securityCenter, issue 3 §2). */
export function SecurityEntry() {
  const { t } = useTranslation('member');
  const [tab, setTab] = useState<TTab>('profile');
  return (
    <div className="space-y-5">
      <SecurityOverview onOpen={setTab} />
      <Tabs
        label={t('security.tabsLabel')}
        items={TABS.map((value) => ({ value, label: t(`security.tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      {tab === 'profile' ? <ProfilePanel /> : null}
      {tab === 'passwords' ? <PasswordsPanel /> : null}
      {tab === 'contacts' ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <BindContactPanel kind="mobile" />
          <BindContactPanel kind="email" />
        </div>
      ) : null}
      {tab === 'banks' ? <BankAccountsPanel /> : null}
      {tab === 'devices' ? (
        <div className="space-y-4">
          <DevicesPanel />
          <AuthenticatorPanel />
          <SocialLinksPanel />
        </div>
      ) : null}
    </div>
  );
}
