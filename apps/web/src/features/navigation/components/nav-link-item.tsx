import { DROPDOWN_BLUR_CLOSE_MS } from '@tala/contract/constants';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useOpenVendor } from '../../../lib/game-menus.ts';
import type { TNavItem } from '../hooks/use-nav-items.ts';
import { VendorEntry } from './vendor-entry.tsx';

/** Opens on hover or focus and closes 200 ms after the pointer or focus leaves (seed 000 §9). */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_BLUR_CLOSE_MS);
  };
  return { open, show, hideSoon, close: () => setOpen(false) };
}

export function NavLinkItem({ item }: { item: TNavItem }) {
  const { t } = useTranslation('shell');
  const openVendor = useOpenVendor();
  const menu = useHoverMenu();
  const hasMenu = item.vendors.length > 0;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.hideSoon();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      menu.close();
      event.currentTarget.querySelector<HTMLElement>('a')?.focus();
    } else if (event.key === 'ArrowDown' && hasMenu) {
      event.preventDefault();
      menu.show();
      requestAnimationFrame(() => {
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
        const index = items.indexOf(document.activeElement as HTMLElement);
        items[Math.min(index + 1, items.length - 1)]?.focus();
      });
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: groups the link and its menu for hover/focus; both children are interactive.
    <div
      className="relative h-full"
      onMouseEnter={hasMenu ? menu.show : undefined}
      onMouseLeave={hasMenu ? menu.hideSoon : undefined}
      onFocus={hasMenu ? menu.show : undefined}
      onBlur={hasMenu ? onBlur : undefined}
      onKeyDown={onKeyDown}
      data-testid={`nav-${item.key}`}
    >
      <NavLink
        to={item.to}
        end={item.key === 'home'}
        aria-haspopup={hasMenu ? 'menu' : undefined}
        aria-expanded={hasMenu ? menu.open : undefined}
        className={({ isActive }) =>
          `relative flex h-full items-center gap-1.5 px-3 text-sm font-semibold whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors ${isActive ? 'text-accent after:bg-accent' : 'text-muted after:bg-transparent hover:text-fg'}`
        }
      >
        {t(`nav.items.${item.key}`)}
        {item.point ? (
          <span
            className="rounded-md bg-accent/15 px-1.5 py-px text-[10px] leading-4 font-bold text-accent tabular-nums"
            title={t('nav.pointRate', { rate: item.point })}
          >
            {item.point}
          </span>
        ) : null}
        {hasMenu ? <Icon name="chevron-down" className="size-3.5 opacity-60" /> : null}
      </NavLink>
      {hasMenu && menu.open ? (
        <div
          role="menu"
          aria-label={t(`nav.items.${item.key}`)}
          data-testid={`nav-menu-${item.key}`}
          className="absolute top-full left-0 z-40 w-72 rounded-xl border border-line bg-bg-elevated p-1.5 shadow-[var(--shadow)]"
        >
          {item.vendors.map((vendor) => (
            <VendorEntry
              key={vendor.vassalage}
              vendor={vendor}
              onOpen={(v) => {
                menu.close();
                openVendor(v);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
