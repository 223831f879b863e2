import { Spinner } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './ui/icons.tsx';

export type TEvidence = { title: string; url: string; player: string };

/** A player's upload (deposit receipt, "not received" proof, promotion application image), served by the API as an inert image. */
export function EvidenceViewer({ evidence, onClose }: { evidence: TEvidence | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  if (!evidence) return null;
  return (
    <Modal
      open
      width={720}
      testId="evidence-viewer"
      onOpenChange={(open) => {
        if (!open) {
          setState('loading');
          onClose();
        }
      }}
      title={evidence.title}
      description={evidence.player}
    >
      <div className="grid min-h-48 place-items-center rounded-md border border-line bg-surface-2 p-2">
        {state === 'loading' ? <Spinner className="size-6 text-muted" /> : null}
        {state === 'failed' ? (
          <p className="text-sm text-danger">{t('payments.dialogs.imageFailed')}</p>
        ) : null}
        <img
          src={evidence.url}
          alt={t('payments.dialogs.imageAlt', { player: evidence.player })}
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
          className={`max-h-[65dvh] w-auto max-w-full rounded object-contain ${state === 'ready' ? '' : 'hidden'}`}
        />
      </div>
      <a
        href={evidence.url}
        target="_blank"
        rel="noreferrer noopener"
        className="mt-3 inline-flex items-center gap-1.5 text-xs font-semibold text-info hover:underline"
      >
        <Icon name="image" className="size-3.5" />
        {t('payments.dialogs.openOriginal')}
      </a>
    </Modal>
  );
}
