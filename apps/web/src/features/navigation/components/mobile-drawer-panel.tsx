import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/art/brand-logo.tsx';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import type { TOpenOnLoad } from '../../../lib/on-demand.tsx';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { LanguageChips } from './language-menu.tsx';
import { DRAWER_TRIGGER_CLASS } from './mobile-drawer.tsx';
import { ServiceLinks } from './service-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const items = useNavItems();
  return (
    <nav aria-label={t('nav.label')} className="grid grid-cols-2 gap-2">
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          end={item.key === 'home'}
          onClick={onNavigate}
          className={({ isActive }) =>
            `flex min-h-12 items-center gap-2.5 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'border-accent bg-accent/10 text-accent' : 'border-line bg-surface-2 text-fg hover:border-accent/50'}`
          }
        >
          {item.category ? (
            <CategoryIcon icon={item.icon} className="size-6" />
          ) : (
            <Icon name={item.key === 'home' ? 'home' : 'gift'} className="size-5 text-accent" />
          )}
          <span className="flex min-w-0 flex-1 flex-col leading-tight">
            <span className="break-words">{t(`nav.items.${item.key}`)}</span>
            {item.point ? (
              <span className="text-[10px] font-bold text-accent tabular-nums">×{item.point}</span>
            ) : null}
          </span>
        </NavLink>
      ))}
    </nav>
  );
}

/** The drawer itself (Radix dialog), loaded when the visitor reaches for the hamburger (mobile-drawer.tsx). */
export default function MobileDrawerPanel({
  brandName,
  initiallyOpen = false,
}: { brandName: string } & TOpenOnLoad) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(initiallyOpen);
  const { pathname, search } = useLocation();
  const openedAt = useRef(`${pathname}${search}`);
  // Any navigation from inside the drawer (side-bar links included) closes it.
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === openedAt.current) return;
    openedAt.current = here;
    setOpen(false);
  }, [pathname, search]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('drawer.open')}
        data-testid="drawer-open"
        className={DRAWER_TRIGGER_CLASS}
      >
        <Icon name="menu" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          data-testid="drawer"
          aria-modal="true"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(340px,88vw)] flex-col border-r border-line bg-bg-elevated shadow-[var(--shadow)] outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title asChild>
              <span>
                <BrandLogo name={brandName} compact />
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('drawer.description')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('drawer.close')}
              className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto p-4">
            <DrawerNav onNavigate={() => setOpen(false)} />
            <LanguageChips />
            <div className="flex items-center justify-between gap-3">
              <span className="text-xs font-semibold tracking-wider text-faint uppercase">
                {t('theme.title')}
              </span>
              <ThemeToggle withLabel />
            </div>
            <div className="space-y-1 rounded-xl border border-line bg-surface p-2">
              <ServiceLinks layout="list" />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
