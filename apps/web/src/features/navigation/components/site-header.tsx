import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/art/brand-logo.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { TopNav } from './top-nav.tsx';

/** /lottery hides the header navigation behind a toggle button (seed 000 §2). */
function useNavVisibility() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  const collapsible = pathname === '/lottery';
  return { collapsible, visible: !collapsible || shown, toggle: () => setShown((v) => !v) };
}

/**
 * Sticky site header: brand, the account area (slot filled by the session feature), language and theme;
 * the category navigation sits in a second row on desktop and in the drawer on phones.
 */
export function SiteHeader({ brandName, account }: { brandName: string; account: ReactNode }) {
  const { t } = useTranslation('shell');
  const nav = useNavVisibility();
  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-bg-elevated/90 backdrop-blur-md"
      data-testid="site-header"
    >
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-1.5 px-2 sm:gap-3 sm:px-6">
        <MobileDrawer brandName={brandName} />
        <Link to="/index" aria-label={t('header.home', { name: brandName })} className="shrink-0">
          <BrandLogo name={brandName} compact collapse />
        </Link>
        <div className="flex-1" />
        {nav.collapsible ? (
          <button
            type="button"
            onClick={nav.toggle}
            aria-expanded={nav.visible}
            data-testid="nav-toggle"
            className="hidden h-9 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium text-muted hover:text-fg xl:inline-flex"
          >
            <Icon name={nav.visible ? 'chevron-down' : 'menu'} className="size-4" />
            {nav.visible ? t('header.hideMenu') : t('header.showMenu')}
          </button>
        ) : null}
        <div className="flex min-w-0 shrink items-center gap-2" data-slot="header-account">
          {account}
        </div>
        <div className="hidden items-center gap-2 sm:flex">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </div>
      {nav.visible ? (
        <div className="hidden border-t border-line bg-surface/60 xl:block">
          <TopNav />
        </div>
      ) : null}
    </header>
  );
}
