import type { TResource } from '@tala/contract/system/status';
import { cloneElement, type HTMLAttributes, type ReactElement } from 'react';
import { OnDemand, widgetLoader } from '../../../lib/on-demand.tsx';

const qrPopover = widgetLoader<{
  resource: TResource;
  label: string;
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}>(() => import('./qr-popover-panel.tsx').then((m) => m.default));

/**
 * A side-bar entry that shows a QR code of a resource's address. The popover and the QR code library
 * load when the visitor reaches for the entry; until then the entry itself stands in.
 */
export function QrPopover({
  resource,
  label,
  children,
}: {
  resource: TResource;
  label: string;
  /** The entry (a button that passes its props on): the popover's trigger, and its stand-in meanwhile. */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
}) {
  return (
    <OnDemand
      loader={qrPopover}
      props={{ resource, label, children }}
      standIn={(intent) =>
        cloneElement(children, { 'aria-haspopup': 'dialog', 'aria-expanded': false, ...intent })
      }
    />
  );
}
