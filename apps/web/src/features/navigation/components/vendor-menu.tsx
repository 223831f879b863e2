import * as Popover from '@radix-ui/react-popover';
import type { TVendorCard } from '@tala/contract/games/menus';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNavItem } from '../hooks/use-nav-items.ts';
import { VendorEntry } from './vendor-entry.tsx';

/**
 * A category's vendor drop-down: a popover anchored to the nav item, portalled out of the scrolling bar
 * (which would clip it) into the <nav> itself, so it stays in the navigation landmark. Hover, focus and keys are handled by the item (nav-link-item.tsx), which loads this
 * module the first time the menu opens.
 */
export default function VendorMenu({
  item,
  open,
  anchorRef,
  contentRef,
  onShow,
  onHideSoon,
  onClose,
  onBlur,
  onKeyDown,
  onOpened,
  onOpenVendor,
}: {
  item: TNavItem;
  open: boolean;
  anchorRef: RefObject<HTMLDivElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  onShow: () => void;
  onHideSoon: () => void;
  onClose: () => void;
  onBlur: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** The entries are in the page (each time the menu opens): the item may move focus into them. */
  onOpened: () => void;
  onOpenVendor: (vendor: TVendorCard) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onShow() : onClose())}>
      <Popover.Anchor virtualRef={anchorRef} />
      {/* The anchor is in the page before this module loads (it loads when the menu first opens). */}
      <Popover.Portal container={anchorRef.current?.closest('nav')}>
        <Popover.Content
          ref={contentRef}
          role="menu"
          align="start"
          sideOffset={0}
          aria-label={t(`nav.items.${item.key}`)}
          data-testid={`nav-menu-${item.key}`}
          onOpenAutoFocus={(event) => {
            // Hover must not steal focus; the item decides (ArrowDown focuses the first entry).
            event.preventDefault();
            onOpened();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onMouseEnter={onShow}
          onMouseLeave={onHideSoon}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className="z-50 w-72 rounded-xl border border-line bg-bg-elevated p-1.5 shadow-[var(--shadow)]"
        >
          {item.vendors.map((vendor) => (
            <VendorEntry key={vendor.vassalage} vendor={vendor} onOpen={onOpenVendor} />
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
