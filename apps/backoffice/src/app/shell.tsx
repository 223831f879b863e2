import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TStaffMe } from '@tala/contract/backoffice/staff';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type TLanguage } from '@tala/contract/i18n/languages';
import { Spinner } from '@tala/ui/button';
import { createThemeStore } from '@tala/ui/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { Icon, type TIconName } from '../components/ui/icons.tsx';
import { api, setSignedOutHandler } from '../lib/api.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';
import { can, useMe } from '../lib/session.ts';

/** The console's theme, kept apart from the player site's (local storage `bo-theme`). */
export const consoleTheme = createThemeStore('bo-theme');

type TNavItem = { to: string; label: string; icon: TIconName; action: string };
const NAV: TNavItem[] = [
  { to: '/', label: 'nav.dashboard', icon: 'dashboard', action: 'dashboard.view' },
  { to: '/players', label: 'nav.players', icon: 'players', action: 'players.search' },
  { to: '/agents', label: 'nav.agents', icon: 'agents', action: 'agents.view' },
  { to: '/payments', label: 'nav.payments', icon: 'payments', action: 'payments.list' },
  { to: '/approvals', label: 'nav.approvals', icon: 'approvals', action: 'adjustments.list' },
  { to: '/games', label: 'nav.games', icon: 'games', action: 'games.view' },
  { to: '/lottery', label: 'nav.lottery', icon: 'lottery', action: 'lottery.view' },
  { to: '/promotions', label: 'nav.promotions', icon: 'gift', action: 'promotions.view' },
  { to: '/messages', label: 'nav.messages', icon: 'messages', action: 'messages.view' },
  { to: '/points', label: 'nav.points', icon: 'points', action: 'points.view' },
  { to: '/vip', label: 'nav.vip', icon: 'vip', action: 'vip.view' },
  { to: '/missions', label: 'nav.missions', icon: 'missions', action: 'missions.view' },
  { to: '/help', label: 'nav.help', icon: 'help', action: 'help.view' },
  { to: '/feedback', label: 'nav.feedback', icon: 'feedback', action: 'feedback.view' },
  { to: '/settings', label: 'nav.settings', icon: 'settings', action: 'settings.view' },
  { to: '/audit', label: 'nav.audit', icon: 'audit', action: 'audit.view' },
  { to: '/staff', label: 'nav.staff', icon: 'staff', action: 'staff.view' },
];

function NavItems({ me, onNavigate }: { me: TStaffMe; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="flex flex-col gap-0.5 p-2" aria-label={t('nav.label')}>
      {NAV.filter((item) => can(me, item.action)).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          data-testid={`nav-${item.icon}`}
          className={({ isActive }) =>
            `flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-accent/12 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg'}`
          }
        >
          <Icon name={item.icon} />
          {t(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}

function Brand({ me }: { me: TStaffMe }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2.5 px-4 py-3.5">
      <span className="grid size-8 place-items-center rounded-md bg-accent text-sm font-black text-accent-contrast">
        T
      </span>
      <div className="min-w-0 leading-tight">
        <div className="truncate text-sm font-bold text-fg">{me.merchant.name}</div>
        <div className="text-[11px] text-faint">{t('brand.console')}</div>
      </div>
    </div>
  );
}

function TopBar({ me, onMenu }: { me: TStaffMe; onMenu: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [theme, setTheme] = useState(consoleTheme.stored());
  const [lang, setLang] = useState<TLanguage>(currentLanguage());
  async function signOut() {
    await api('POST', BO_PATHS.logout, {}).catch(() => null);
    queryClient.clear();
    navigate('/login', { replace: true });
  }
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-line bg-bg/90 px-3 backdrop-blur md:px-5">
      <button
        type="button"
        onClick={onMenu}
        className="rounded-md p-1.5 text-muted hover:bg-surface-2 md:hidden"
        aria-label={t('nav.menu')}
      >
        <Icon name="menu" className="size-5" />
      </button>
      <div className="flex-1" />
      <select
        aria-label={t('common.language')}
        value={lang}
        onChange={async (event) => {
          const next = event.target.value as TLanguage;
          await changeLanguage(next);
          setLang(next);
          queryClient.invalidateQueries();
        }}
        className="h-8 rounded-md border border-line bg-surface-2 px-2 text-xs text-fg"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={t('common.theme')}
        onClick={() => {
          const next = theme === 'dark' ? 'light' : 'dark';
          consoleTheme.apply(next);
          setTheme(next);
        }}
        className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
      >
        <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      </button>
      <div className="hidden items-center gap-2 border-l border-line pl-3 sm:flex">
        <span className="grid size-7 place-items-center rounded-full bg-brand/25 text-xs font-bold text-brand-strong uppercase">
          {me.username.slice(0, 1)}
        </span>
        <div className="leading-tight">
          <div className="text-xs font-semibold text-fg" data-testid="staff-name">
            {me.displayName || me.username}
          </div>
          <div className="text-[11px] text-faint">{t(`roles.${me.role}`)}</div>
        </div>
      </div>
      <button
        type="button"
        onClick={signOut}
        data-testid="sign-out"
        aria-label={t('auth.signOut')}
        className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
      >
        <Icon name="logout" />
      </button>
    </header>
  );
}

/** The signed-in frame: sidebar on desktop, a drawer on phones; sends anyone signed out to /login. */
export function Shell() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  useEffect(() => setSignedOutHandler(() => navigate('/login', { replace: true })), [navigate]);
  if (me.isPending)
    return (
      <main className="grid min-h-dvh place-items-center text-muted">
        <Spinner className="size-6" />
      </main>
    );
  if (me.isError || !me.data) return <Navigate to="/login" replace />;
  if (me.data.totpEnrolmentRequired) return <Navigate to="/enrol" replace />;
  return (
    <div className="min-h-dvh md:pl-56">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-56 flex-col border-r border-line bg-bg-elevated md:flex">
        <Brand me={me.data} />
        <NavItems me={me.data} />
      </aside>
      {drawer ? (
        <div className="fixed inset-0 z-50 md:hidden">
          <button
            type="button"
            aria-label={t('close', { ns: 'ui' })}
            className="absolute inset-0 bg-overlay"
            onClick={() => setDrawer(false)}
          />
          <aside className="absolute inset-y-0 left-0 w-64 border-r border-line bg-bg-elevated">
            <Brand me={me.data} />
            <NavItems me={me.data} onNavigate={() => setDrawer(false)} />
          </aside>
        </div>
      ) : null}
      <TopBar me={me.data} onMenu={() => setDrawer(true)} />
      <main className="mx-auto max-w-[1280px] px-3 py-4 md:px-6 md:py-6">
        <Outlet />
      </main>
    </div>
  );
}
