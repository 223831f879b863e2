import * as Popover from '@radix-ui/react-popover';
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
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return { open, show, hideSoon, close };
}

/** Arrow keys move between the vendor entries; Escape returns to the nav link. */
function moveFocus(container: HTMLElement | null, step: 1 | -1 | 0): void {
  const items = [...(container?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = step === 0 ? 0 : Math.max(0, Math.min(items.length - 1, index + step));
  items[next]?.focus();
}

function NavText({ item, hasMenu }: { item: TNavItem; hasMenu: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {t(`nav.items.${item.key}`)}
      {item.point ? (
        <span
          className="rounded-md bg-accent/15 px-1 py-px text-[10px] leading-4 font-bold text-accent tabular-nums"
          title={t('nav.pointRate', { rate: item.point })}
        >
          {item.point}
        </span>
      ) : null}
      {hasMenu ? <Icon name="chevron-down" className="size-3.5 opacity-60" /> : null}
    </>
  );
}

/**
 * A navigation item; categories with several vendors get a hover/focus drop-down. The drop-down is a
 * popover portalled out of the scrolling bar, so the bar does not clip it, into the <nav> itself, so it
 * stays in the navigation landmark.
 */
export function NavLinkItem({ item }: { item: TNavItem }) {
  const { t } = useTranslation('shell');
  const openVendor = useOpenVendor();
  const menu = useHoverMenu();
  const anchorRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);
  useEffect(() => setLandmark(anchorRef.current?.closest('nav') ?? null), []);
  const hasMenu = item.vendors.length > 0;
  const focusLink = () => anchorRef.current?.querySelector<HTMLElement>('a')?.focus();
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!anchorRef.current?.contains(next) && !contentRef.current?.contains(next)) menu.hideSoon();
  };
  const onLinkKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    menu.show();
    requestAnimationFrame(() => moveFocus(contentRef.current, 0));
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(contentRef.current, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      menu.close();
      focusLink();
    }
  };
  const link = (
    <NavLink
      to={item.to}
      end={item.key === 'home'}
      aria-haspopup={hasMenu ? 'menu' : undefined}
      aria-expanded={hasMenu ? menu.open : undefined}
      onKeyDown={hasMenu ? onLinkKey : undefined}
      className={({ isActive }) =>
        `relative flex h-full items-center gap-1.5 px-2.5 text-[13.5px] font-semibold whitespace-nowrap transition-colors after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors ${isActive ? 'text-accent after:bg-accent' : 'text-muted after:bg-transparent hover:text-fg'}`
      }
    >
      <NavText item={item} hasMenu={hasMenu} />
    </NavLink>
  );
  if (!hasMenu) {
    return (
      <div className="h-full shrink-0" data-testid={`nav-${item.key}`}>
        {link}
      </div>
    );
  }
  return (
    <Popover.Root open={menu.open} onOpenChange={(open) => (open ? menu.show() : menu.close())}>
      <Popover.Anchor asChild>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: groups the link and its menu for hover/focus; the link inside is the interactive element. */}
        <div
          ref={anchorRef}
          className="h-full shrink-0"
          data-testid={`nav-${item.key}`}
          onMouseEnter={menu.show}
          onMouseLeave={menu.hideSoon}
          onFocus={menu.show}
          onBlur={onBlur}
        >
          {link}
        </div>
      </Popover.Anchor>
      <Popover.Portal container={landmark}>
        <Popover.Content
          ref={contentRef}
          role="menu"
          align="start"
          sideOffset={0}
          aria-label={t(`nav.items.${item.key}`)}
          data-testid={`nav-menu-${item.key}`}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onMouseEnter={menu.show}
          onMouseLeave={menu.hideSoon}
          onBlur={onBlur}
          onKeyDown={onMenuKey}
          className="z-50 w-72 rounded-xl border border-line bg-bg-elevated p-1.5 shadow-[var(--shadow)]"
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
