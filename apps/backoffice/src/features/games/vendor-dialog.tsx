import {
  type TBoVendor,
  type TBoVendorChange,
  type TVendorStatus,
  VENDOR_SORT_MAX,
  VENDOR_STATUSES,
} from '@tala/contract/backoffice/games';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { useSaveVendor } from './use-games.ts';

/** Only what the admin changed is sent, so the audit row shows exactly that change. */
function changesOf(vendor: TBoVendor, draft: { status: TVendorStatus; isHot: boolean; sort: number }) {
  const change: TBoVendorChange = {};
  if (draft.status !== vendor.status) change.status = draft.status;
  if (draft.isHot !== vendor.isHot) change.isHot = draft.isHot;
  if (draft.sort !== vendor.sort) change.sort = draft.sort;
  return change;
}

/** Status, hot flag and order of one vendor; the status options say what players will see. */
export function VendorDialog({ vendor, onClose }: { vendor: TBoVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveVendor();
  const [status, setStatus] = useState(vendor.status);
  const [isHot, setIsHot] = useState(vendor.isHot);
  const [sortText, setSortText] = useState(String(vendor.sort));
  const sort = Number(sortText);
  const sortValid = /^\d{1,5}$/.test(sortText) && sort <= VENDOR_SORT_MAX;
  const change = changesOf(vendor, { status, isHot, sort });
  const hidesTransferWallet = vendor.walletMode === 'TRANSFER' && status === 'DISABLED';
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('games.dialog.title', { name: vendor.displayName })}
      testId="vendor-dialog"
      width={480}
    >
      <form
        className="flex flex-col gap-4 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (sortValid && Object.keys(change).length > 0)
            save.mutate({ id: vendor.id, change }, { onSuccess: onClose });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-medium text-muted">{t('games.status')}</legend>
          {VENDOR_STATUSES.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 ${status === value ? 'border-accent bg-accent/8' : 'border-line'}`}
            >
              <input
                type="radio"
                name="vendor-status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                data-testid={`vendor-status-${value}`}
                className="mt-0.5 accent-accent"
              />
              <span className="min-w-0">
                <span className="block font-medium text-fg">{t(`games.statuses.${value}`)}</span>
                <span className="block text-xs text-muted">{t(`games.dialog.statusHelp.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {hidesTransferWallet ? (
          <p
            role="alert"
            className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-xs text-warning"
          >
            {t('games.dialog.transferHiddenWarning')}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2.5">
          <div>
            <div className="font-medium text-fg">{t('games.hot')}</div>
            <div className="text-xs text-muted">{t('games.dialog.hotHelp')}</div>
          </div>
          <Toggle label={t('games.hot')} checked={isHot} onChange={setIsHot} testId="vendor-hot" />
        </div>
        <TextField
          label={t('games.sort')}
          hint={t('games.dialog.sortHelp', { max: VENDOR_SORT_MAX })}
          inputMode="numeric"
          maxLength={5}
          value={sortText}
          onChange={(event) => setSortText(event.target.value.trim())}
          error={sortValid ? undefined : t('games.dialog.sortInvalid', { max: VENDOR_SORT_MAX })}
          className="[&_input]:max-w-40"
          data-testid="vendor-sort"
        />
        <ErrorNote error={save.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            busy={save.isPending}
            disabled={!sortValid || Object.keys(change).length === 0}
            data-testid="vendor-save"
          >
            {t('games.dialog.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
