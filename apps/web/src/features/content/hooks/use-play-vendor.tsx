import type { TVendorCard } from '@tala/contract/games/menus';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { escapeText } from '../../../lib/escape-text.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { readSession } from '../../../lib/session-store.ts';

/**
 * "Play" on a vendor card. Visitors are asked to log in (seed 000 §6). Game launch is a later issue, so a
 * member is told plainly that the vendor's lobby opens through game launch, which is not connected yet.
 */
export function usePlayVendor(): { play: (vendor: TVendorCard) => void; dialog: ReactNode } {
  const { t } = useTranslation('pages');
  const [vendor, setVendor] = useState<TVendorCard | null>(null);
  const play = (next: TVendorCard) => {
    if (!readSession('token')) openModal('login');
    else setVendor(next);
  };
  const dialog = (
    <ConfirmDialog
      open={vendor !== null}
      title={vendor?.displayName ?? ''}
      html={escapeText(t('vendors.launchPending', { vendor: vendor?.displayName ?? '' }))}
      icon="info"
      hideCancel
      confirmText={t('vendors.understood')}
      onConfirm={() => setVendor(null)}
      onCancel={() => setVendor(null)}
    />
  );
  return { play, dialog };
}
