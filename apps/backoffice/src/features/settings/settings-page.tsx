import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/card.tsx';
import { can, useMe } from '../../lib/session.ts';
import { AccessSection } from './access-section.tsx';
import { AnnouncementsSection } from './announcements-section.tsx';
import { BannersSection } from './banners-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { RegisterRulesSection } from './register-rules-section.tsx';
import { SideBarSection } from './side-bar-section.tsx';
import { SocialProvidersCard } from './social-providers-card.tsx';

const TABS = ['general', 'access', 'registration', 'social', 'announcements', 'banners', 'sideBar'] as const;
type TTab = (typeof TABS)[number];

export function SettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TTab)
    : 'general';
  const editable = can(me.data, 'settings.edit');
  const noticesEditable = can(me.data, 'notices.edit');
  // Social sign-in holds client secrets: its tab exists for admins only (decision 022).
  const tabs = TABS.filter((name) => name !== 'social' || can(me.data, 'settings.social'));
  return (
    <div>
      <PageHeader
        title={t('settings.title')}
        subtitle={editable ? t('settings.subtitle') : t('settings.readOnly')}
      />
      <div className="mb-4 flex gap-1 overflow-x-auto border-b border-line" role="tablist">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`settings-tab-${name}`}
            onClick={() => setParams({ tab: name })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${tab === name ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'}`}
          >
            {t(`settings.tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'general' ? <GeneralSection editable={editable} /> : null}
      {tab === 'access' ? <AccessSection editable={editable} /> : null}
      {tab === 'registration' ? <RegisterRulesSection editable={editable} /> : null}
      {tab === 'social' && can(me.data, 'settings.social') ? <SocialProvidersCard /> : null}
      {tab === 'announcements' ? <AnnouncementsSection editable={noticesEditable} /> : null}
      {tab === 'banners' ? <BannersSection editable={noticesEditable} /> : null}
      {tab === 'sideBar' ? <SideBarSection editable={editable} /> : null}
    </div>
  );
}
