import * as Popover from '@radix-ui/react-popover';
import type { TResource } from '@tala/contract/system/status';
import { QrCode } from '@tala/ui/qr-code';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpenOnLoad } from '../../../lib/on-demand.tsx';

/**
 * A QR code of a resource's address (generated locally), with a direct link for desktop users. Loaded
 * with the QR code library when the visitor reaches for the entry (qr-popover.tsx).
 */
export default function QrPopoverPanel({
  resource,
  label,
  children,
  initiallyOpen,
}: {
  resource: TResource;
  label: string;
  children: ReactElement;
} & TOpenOnLoad) {
  const { t } = useTranslation('shell');
  const target = resource.qrCodeUrl || resource.url;
  return (
    <Popover.Root defaultOpen={initiallyOpen}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="left"
          align="center"
          sideOffset={12}
          data-testid="qr-popover"
          aria-label={label}
          className="z-50 w-60 rounded-2xl border border-line bg-bg-elevated p-4 text-center shadow-[var(--shadow)]"
        >
          <p className="mb-3 text-sm font-bold text-fg">{label}</p>
          <QrCode
            value={target}
            label={t('rail.qrOf', { name: label })}
            size={176}
            margin={12}
            className="mx-auto"
          />
          <p className="mt-3 text-xs text-muted">{t('rail.scan')}</p>
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex h-9 w-full items-center justify-center rounded-lg bg-brand text-sm font-semibold text-brand-contrast hover:bg-brand-strong"
          >
            {t('rail.open')}
          </a>
          <Popover.Arrow className="fill-[var(--bg-elevated)]" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
