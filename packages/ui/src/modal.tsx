import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSvg } from './line-svg.tsx';

export type TModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (Radix Dialog.Title), shown as its heading. */
  title: string;
  /** The accessible description; without one the title describes the dialog (Radix wants one). */
  description?: string;
  children: ReactNode;
  /** Default 600 wide (seed 000 §2); confirmations use 400, back-office forms their own width. */
  width?: number;
  /** Content shown beside the form on wide screens (e.g. the login banner). */
  aside?: ReactNode;
  testId?: string;
};

/**
 * Accessible modal (Radix Dialog): named by its title, focus trapped, Escape and the overlay close it,
 * and Enter triggers the button marked `defaultAction` (seed 000 §2). A bottom sheet on phones.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 600,
  aside,
  testId,
}: TModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-in" />
        <Dialog.Content
          data-testid={testId}
          // Radix hides the rest of the page from assistive technology; say so to it as well.
          aria-modal="true"
          onKeyDown={pressDefaultAction}
          style={{ ['--modal-w' as string]: `${width}px` }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border border-line bg-bg-elevated shadow-[var(--shadow)] outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[min(var(--modal-w),calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex min-h-0 flex-1">
            {aside ? <div className="hidden w-[44%] shrink-0 md:block">{aside}</div> : null}
            <div className="flex min-h-0 min-w-0 flex-1 flex-col">
              <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-2">
                <div>
                  <Dialog.Title className="text-lg font-bold text-fg">{title}</Dialog.Title>
                  <Dialog.Description className={description ? 'mt-1 text-sm text-muted' : 'sr-only'}>
                    {description ?? title}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  className="-mr-2 rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
                  aria-label={t('close')}
                >
                  <LineSvg className="size-5" strokeLinecap="round">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </LineSvg>
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-2 pb-6">{children}</div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Enter outside a form, a text area or a button presses the dialog's default action (seed 000 §2). */
function pressDefaultAction(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.closest('form')) return;
  const button = event.currentTarget.querySelector<HTMLButtonElement>('[data-default-action]:not(:disabled)');
  if (button) {
    event.preventDefault();
    button.click();
  }
}
